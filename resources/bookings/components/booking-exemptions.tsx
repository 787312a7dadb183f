/**
 * A booking's tourist-tax exemptions (docs/rules.md R5.26; Tax Code art. 418.4 p. 2): each guest's
 * claim with its state (pending, confirmed, refused with the manager's note), and the form to claim
 * one — the guest's number and name, the category and a document scan (the one upload field). A
 * manager decides in the back office; a confirmation takes the guest's share out of the tax.
 */
import { Alert, App, Button, Form, Input, List, Tag, type UploadFile } from 'antd';
import { FormSelect } from '../../../src/components/form-select';
import { useInvalidate, useTranslate } from '@refinedev/core';
import type { BookingDetail, ExemptionClaimBody } from '../../../src/contracts/bookings';
import { api } from '../../../src/contracts/api';
import { useEndpointForm } from '../../../providers/endpoint-forms';
import { guestCount } from '../../../src/domain/bookings';
import { TOURIST_TAX_EXEMPTION_CATEGORIES } from '../../../src/domain/tourist-tax';
import { filesRule, UploadField, uploadFieldItem, uploadedFiles } from '../../../src/components/upload-field';

interface Values {
  guestIndex: number;
  guestName: string;
  category: ExemptionClaimBody['category'];
  scan?: UploadFile[];
}

const COLORS = { pending: 'gold', confirmed: 'green', refused: 'red' } as const;

/** The claims and the claim form (`booking-exemptions` test id); nothing for a booking without the tax. */
export function BookingExemptions({ booking: b }: { booking: BookingDetail }) {
  const t = useTranslate();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const { formProps, form, formLoading } = useEndpointForm(api.bookings.exemptionClaim, {
    params: { id: b.id },
    toBody: (v: Values): ExemptionClaimBody => ({
      guestIndex: v.guestIndex,
      guestName: v.guestName,
      category: v.category,
      scan: uploadedFiles(v.scan)[0]!,
    }),
    onMutationSuccess: () => {
      void message.success(t('bookings.exemption.sent'));
      form.resetFields();
      void invalidate({ resource: 'bookings', id: b.id, invalidates: ['detail'] });
    },
  });
  if (!b.price.touristTax) return null;
  const k = (key: string) => t(`bookings.exemption.${key}`);
  const open = new Set(b.exemptions.filter((e) => e.status !== 'refused').map((e) => e.guestIndex));
  const free = Array.from({ length: guestCount(b.guests) }, (_, i) => i + 1).filter((i) => !open.has(i));
  return (
    <section style={{ marginTop: 32 }} data-testid="booking-exemptions">
      <h2 style={{ fontSize: 20 }}>{k('title')}</h2>
      <p className="muted-inline">{k('hint')}</p>
      {b.exemptions.length ? (
        <List
          size="small"
          dataSource={b.exemptions}
          renderItem={(e) => (
            <List.Item>
              {t('bookings.exemption.guestIndex', { index: e.guestIndex })} · {e.guestName} ·{' '}
              {k(`categories.${e.category}`)} <Tag color={COLORS[e.status]}>{k(`status.${e.status}`)}</Tag>
              {e.note ? ` ${e.note}` : ''}
            </List.Item>
          )}
        />
      ) : null}
      {b.status !== 'cancelled' && free.length ? (
        <Form<Values> {...formProps} layout="vertical" style={{ maxWidth: 520, marginTop: 16 }}>
          <Form.Item
            name="guestIndex"
            label={k('guest')}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <FormSelect
              options={free.map((i) => ({ value: i, label: t('bookings.exemption.guestIndex', { index: i }) }))}
            />
          </Form.Item>
          <Form.Item
            name="guestName"
            label={k('guestName')}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item
            name="category"
            label={k('category')}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <FormSelect
              options={TOURIST_TAX_EXEMPTION_CATEGORIES.map((c) => ({ value: c, label: k(`categories.${c}`) }))}
            />
          </Form.Item>
          <Form.Item name="scan" label={k('scan')} {...uploadFieldItem} rules={[filesRule(1, k('scanRequired'))]}>
            <UploadField accept=".pdf,.jpg,.jpeg,.png,.webp" maxCount={1} label={k('scan')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={formLoading}>
            {k('submit')}
          </Button>
        </Form>
      ) : null}
      {!b.exemptions.length && !free.length ? <Alert type="info" message={k('none')} /> : null}
    </section>
  );
}

/**
 * Adding a room (docs/rules.md R12.1) on Refine's `useForm` (POST app/v1/owner-rooms): the owner's
 * full name, the representative's where one acts, the title-document and passport scans (first
 * page; registration) — each required, uploaded one file per request to POST app/v1/uploads and
 * checked there by size, type and magic bytes — and the room's details. The server's 422 `errors`
 * go under the fields; on success the owner goes back to /my-rooms, where the application shows
 * as under consideration.
 */
import { ConsentField } from '../../../src/components/consent-field';
import { useNavigate } from 'react-router';
import { App, Form, Input, Select, Typography, type UploadFile } from 'antd';
import { Create } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import type { OwnerRoomCreate } from '../../../src/contracts/owner-rooms';
import { api } from '../../../src/contracts/api';
import { useEndpointQuery } from '../../../providers/endpoints';
import { useEndpointForm } from '../../../providers/endpoint-forms';
import { filesRule, UploadField, uploadFieldItem, uploadedFiles } from '../../../src/components/upload-field';
import { DecimalInput, decimalRule } from '../../../src/components/decimal-input';
import { PageTitle } from '../../../src/components/page-title';

type Scan = 'titleDocument' | 'passportMain' | 'passportRegistration';
const SCANS: Scan[] = ['titleDocument', 'passportMain', 'passportRegistration'];
type Values = Omit<OwnerRoomCreate, Scan | 'policyConsent'> & Record<Scan, UploadFile[]> & { policyConsent?: boolean };

export function RoomForm() {
  const t = useTranslate();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { formProps, saveButtonProps } = useEndpointForm(api['owner-rooms'].create, {
    resource: 'owner-rooms',
    onMutationSuccess: () => {
      message.success(t('owner-rooms.hints.submitted'));
      navigate('/my-rooms');
    },
    toBody: (v: Values): OwnerRoomCreate => ({
      ...v,
      representativeName: v.representativeName || undefined,
      cadastralNo: v.cadastralNo || undefined,
      titleDocument: uploadedFiles(v.titleDocument),
      passportMain: uploadedFiles(v.passportMain),
      passportRegistration: uploadedFiles(v.passportRegistration),
      // Ticked, or the form does not submit (ConsentField); the server refuses too (docs/rules.md R21.2).
      policyConsent: v.policyConsent as true,
    }),
  });
  const { query } = useEndpointQuery(api.content.buildings, {});
  const buildings = query.data?.data ?? [];
  const required = [{ required: true, message: t('validation.required') }];
  return (
    <Create
      resource="owner-rooms"
      breadcrumb={false}
      saveButtonProps={{ ...saveButtonProps, children: t('owner-rooms.actions.submit') }}
      title={<PageTitle>{t('owner-rooms.titles.create')}</PageTitle>}
    >
      <Form {...formProps} layout="vertical" style={{ maxWidth: 620 }}>
        <Typography.Title level={2} style={{ fontSize: 18 }}>
          {t('owner-rooms.sections.owner')}
        </Typography.Title>
        <Form.Item
          name="ownerName"
          label={t('owner-rooms.fields.ownerName')}
          rules={[...required, { min: 3, message: t('validation.required') }]}
        >
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item name="representativeName" label={t('owner-rooms.fields.representativeName')}>
          <Input />
        </Form.Item>
        <Typography.Title level={2} style={{ fontSize: 18 }}>
          {t('owner-rooms.sections.scans')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('owner-rooms.hints.scans')}</Typography.Paragraph>
        {SCANS.map((f) => (
          <Form.Item
            key={f}
            name={f}
            label={t(`owner-rooms.fields.${f}`)}
            required
            {...uploadFieldItem}
            rules={[filesRule(1, t(`owner-rooms.errors.${f}Required`))]}
          >
            <UploadField
              maxCount={3}
              accept=".pdf,.jpg,.jpeg,.png,.webp"
              data-testid={`upload-${f}`}
              label={t('owner-rooms.actions.upload')}
            />
          </Form.Item>
        ))}
        <Typography.Title level={2} style={{ fontSize: 18 }}>
          {t('owner-rooms.sections.details')}
        </Typography.Title>
        <Form.Item name="buildingId" label={t('owner-rooms.fields.building')} rules={required}>
          <Select options={buildings.map((b) => ({ value: b.id, label: b.name }))} loading={query.isLoading} />
        </Form.Item>
        <Form.Item name="floor" label={t('owner-rooms.fields.floor')} rules={[...required, decimalRule(t, 0)]}>
          <DecimalInput min={-5} max={100} precision={0} />
        </Form.Item>
        <Form.Item name="number" label={t('owner-rooms.fields.number')} rules={required}>
          <Input style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="area" label={t('owner-rooms.fields.area')} rules={[...required, decimalRule(t, 1)]}>
          <DecimalInput min={1} max={10000} precision={1} />
        </Form.Item>
        <Form.Item
          name="rooms"
          label={t('owner-rooms.fields.rooms')}
          rules={[...required, decimalRule(t, 0)]}
          initialValue={1}
        >
          <DecimalInput min={1} max={20} precision={0} />
        </Form.Item>
        <Form.Item name="cadastralNo" label={t('owner-rooms.fields.cadastralNo')}>
          <Input style={{ width: 260 }} />
        </Form.Item>
        <ConsentField kind="personal_data" />
      </Form>
    </Create>
  );
}

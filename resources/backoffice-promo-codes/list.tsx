/**
 * /backoffice/promo-codes (docs/rules.md R5.32): the company's promo codes with their discount,
 * booking and stay windows, limits, live uses, the revenue of the paid bookings that used each and
 * the discount given; create and edit in a drawer, deactivate after a confirmation. Audited on the
 * server (server/routes/backoffice/promo-codes/).
 */
import { App, Button, Drawer, Form, Popconfirm, Space, Table, Tag, Tooltip } from 'antd';
import { EditOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { List, SaveButton } from '@refinedev/antd';
import { useInvalidate, useTranslate } from '@refinedev/core';
import type { PromoCodeRow } from '../../src/contracts/backoffice-promo-codes';
import { api } from '../../src/contracts/api';
import { useEndpointMutation } from '../../providers/endpoints';
import { useEndpointDrawerForm } from '../../providers/endpoint-forms';
import { useEndpointTable } from '../../providers/endpoint-tables';
import { formatMoney } from '../../src/domain/money';
import { formatDisplayDate } from '../../src/domain/datetime';
import { useLocale } from '../../src/components/backoffice/use-locale';
import { PromoCodeFields, promoFormValues, toPromoBody, type PromoFormValues } from './form';

const R = 'backoffice-promo-codes';
const E = api['backoffice-promo-codes'];

export default function BackofficePromoCodes() {
  const t = useTranslate();
  const lang = useLocale();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const { tableProps } = useEndpointTable(E.list, { pagination: { pageSize: 50 }, syncWithLocation: false });
  const saved = () => ({ type: 'success' as const, message: t(`${R}.messages.saved`) });
  const create = useEndpointDrawerForm(E.show, E.create, {
    action: 'create',
    redirect: false,
    toBody: (v: PromoFormValues) => toPromoBody(v),
    successNotification: saved,
  });
  const edit = useEndpointDrawerForm(E.show, E.update, {
    action: 'edit',
    redirect: false,
    toBody: (v: PromoFormValues) => toPromoBody(v),
    successNotification: saved,
  });
  const record = edit.query?.data?.data;
  const deactivate = useEndpointMutation(E.deactivate);
  const off = (c: PromoCodeRow) =>
    deactivate.mutate(
      { params: { id: c.id } },
      {
        onSuccess: () => {
          void message.success(t(`${R}.messages.deactivated`));
          void invalidate({ resource: R, invalidates: ['list'] });
        },
      },
    );
  const f = (k: string) => t(`${R}.fields.${k}`);
  const m = (k: number) => formatMoney(k, lang);
  const d = (s: string) => formatDisplayDate(s, 'full');
  const window = (from: string | null, to: string | null) =>
    from || to
      ? [from && t(`${R}.from`, { date: d(from) }), to && t(`${R}.to`, { date: d(to) })].filter(Boolean).join(' ')
      : t(`${R}.any`);
  return (
    <List
      title={t(`${R}.titles.list`)}
      headerButtons={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => create.show()}>
          {t(`${R}.actions.create`)}
        </Button>
      }
    >
      <Table<PromoCodeRow> {...tableProps} rowKey="id" size="small" scroll={{ x: true }}>
        <Table.Column<PromoCodeRow> dataIndex="code" title={f('code')} render={(v: string) => <strong>{v}</strong>} />
        <Table.Column<PromoCodeRow>
          key="value"
          title={f('kind')}
          render={(_, c) => (c.kind === 'percent' ? `−${c.value} %` : `−${m(c.value)}`)}
        />
        <Table.Column<PromoCodeRow> key="book" title={f('bookDates')} render={(_, c) => window(c.bookFrom, c.bookTo)} />
        <Table.Column<PromoCodeRow> key="stay" title={f('stayDates')} render={(_, c) => window(c.stayFrom, c.stayTo)} />
        <Table.Column<PromoCodeRow>
          key="limits"
          title={f('limits')}
          render={(_, c) =>
            [
              c.limitTotal ?? t(`${R}.unlimited`),
              c.limitPerGuest ? t(`${R}.perGuest`, { count: c.limitPerGuest }) : null,
            ]
              .filter((x) => x !== null)
              .join(', ')
          }
        />
        <Table.Column<PromoCodeRow> dataIndex="uses" title={f('uses')} align="right" />
        <Table.Column<PromoCodeRow>
          dataIndex="revenueKopecks"
          title={<Tooltip title={t(`${R}.hints.revenue`)}>{f('revenue')}</Tooltip>}
          align="right"
          render={(v: number) => m(v)}
        />
        <Table.Column<PromoCodeRow>
          dataIndex="discountKopecks"
          title={f('discount')}
          align="right"
          render={(v: number) => m(v)}
        />
        <Table.Column<PromoCodeRow>
          dataIndex="active"
          title={f('status')}
          render={(v: boolean) => (
            <Tag color={v ? 'green' : 'default'}>{t(`${R}.status.${v ? 'active' : 'inactive'}`)}</Tag>
          )}
        />
        <Table.Column<PromoCodeRow>
          key="actions"
          render={(_, c) => (
            <Space>
              <Button
                icon={<EditOutlined />}
                onClick={() => edit.show(c.id)}
                aria-label={`${t(`${R}.actions.edit`)}: ${c.code}`}
              >
                {t(`${R}.actions.edit`)}
              </Button>
              {c.active ? (
                <Popconfirm
                  title={t(`${R}.actions.deactivateConfirm`, { code: c.code })}
                  okText={t(`${R}.actions.deactivate`)}
                  cancelText={t('buttons.cancel')}
                  onConfirm={() => off(c)}
                >
                  <Button danger icon={<StopOutlined />} aria-label={`${t(`${R}.actions.deactivate`)}: ${c.code}`}>
                    {t(`${R}.actions.deactivate`)}
                  </Button>
                </Popconfirm>
              ) : null}
            </Space>
          )}
        />
      </Table>
      <Drawer
        {...create.drawerProps}
        title={t(`${R}.titles.create`)}
        width={560}
        footer={<SaveButton {...create.saveButtonProps} />}
      >
        <Form<PromoFormValues> {...create.formProps} layout="vertical" initialValues={promoFormValues()}>
          <PromoCodeFields />
        </Form>
      </Drawer>
      <Drawer
        {...edit.drawerProps}
        title={record ? t(`${R}.titles.edit`, { code: record.code }) : undefined}
        width={560}
        footer={<SaveButton {...edit.saveButtonProps} />}
      >
        {record && (
          <Form<PromoFormValues>
            {...edit.formProps}
            key={record.id}
            layout="vertical"
            initialValues={promoFormValues(record)}
          >
            <PromoCodeFields />
          </Form>
        )}
      </Drawer>
    </List>
  );
}

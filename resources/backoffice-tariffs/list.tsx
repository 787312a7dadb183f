/**
 * /backoffice/tariffs (docs/rules.md R5.8, R5.30, R5.31): the rate plans with their percent,
 * breakfast, cancellation policy written out, on sale or not and how many bookings use each (a
 * used one cannot be deleted: switched off instead); and, on the second tab, the length-of-stay
 * and early-booking discounts. Every change goes through a modal form to its declared endpoint.
 */
import { App, Button, Popconfirm, Table, Tabs, Tag, Tooltip } from 'antd';
import { List } from '@refinedev/antd';
import { useInvalidate, useTranslate } from '@refinedev/core';
import type { BoStayDiscount, BoTariff, StayDiscountBody } from '../../src/contracts/backoffice-tariffs';
import type { CancellationPolicy } from '../../src/domain/cancellation-policy';
import { policyText } from '../../src/domain/cancellation-policy';
import { api } from '../../src/contracts/api';
import { useEndpointTable } from '../../providers/endpoint-tables';
import { useEndpointMutation } from '../../providers/endpoints';
import { formatMoney } from '../../src/domain/money';
import { useLocale } from '../../src/components/backoffice/use-locale';
import { PostModal } from '../../src/components/backoffice/post-modal';
import { TariffFields, tariffToBody, tariffValues } from './components/tariff-fields';
import { DiscountFields } from './components/discount-fields';

const R = 'backoffice-tariffs';
const NEW_DISCOUNT: Partial<StayDiscountBody> = {
  kind: 'length',
  threshold: 7,
  percent: 5,
  active: true,
  tariffIds: [],
};

/** A delete button behind a confirmation, for `remove` (a declared DELETE endpoint's mutation). */
function DeleteButton({ onConfirm, title, disabled }: { onConfirm: () => void; title: string; disabled?: string }) {
  const t = useTranslate();
  const button = (
    <Button size="small" danger disabled={!!disabled}>
      {t(`${R}.actions.delete`)}
    </Button>
  );
  if (disabled) return <Tooltip title={disabled}>{button}</Tooltip>;
  return (
    <Popconfirm
      title={title}
      onConfirm={onConfirm}
      okText={t(`${R}.actions.delete`)}
      cancelText={t(`${R}.actions.cancel`)}
    >
      {button}
    </Popconfirm>
  );
}

/** What a DELETE does after its answer: says so and refetches the lists, or says the server's refusal (409: a tariff in use). */
function useDeleted() {
  const t = useTranslate();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  return {
    onSuccess: () => {
      void message.success(t(`${R}.deleted`));
      void invalidate({ resource: R, invalidates: ['list'] });
    },
    onError: (e: { message: string }) => void message.error(e.message),
  };
}

function TariffsTab() {
  const t = useTranslate();
  const lang = useLocale();
  const { tableProps } = useEndpointTable(api[R].tariffList, { syncWithLocation: false });
  const { mutate: remove } = useEndpointMutation(api[R].tariffDelete);
  const deleted = useDeleted();
  const common = { resource: R, successMessage: t(`${R}.saved`), toBody: tariffToBody };
  const money = (k: number) => formatMoney(k, lang);
  return (
    <>
      <p className="muted-inline">{t(`${R}.hint`)}</p>
      <PostModal
        endpoint={api[R].tariffCreate}
        label={t(`${R}.actions.createTariff`)}
        title={t(`${R}.titles.createTariff`)}
        button={{ type: 'primary', size: 'middle', style: { marginBottom: 12 } }}
        initialValues={tariffValues()}
        {...common}
      >
        <TariffFields />
      </PostModal>
      <Table<BoTariff>
        {...tableProps}
        rowKey="id"
        data-testid="bo-tariffs"
        scroll={{ x: true }}
        columns={[
          { title: t(`${R}.fields.name`), render: (_, r) => r.name[lang] || r.name.ru },
          { title: t(`${R}.fields.percent`), align: 'right', render: (_, r) => `${r.percent} %` },
          { title: t(`${R}.fields.breakfast`), align: 'right', render: (_, r) => money(r.perGuestNightKopecks) },
          {
            title: t(`${R}.fields.policy`),
            render: (_, r) => policyText(r.cancellation as CancellationPolicy | null, t, money),
          },
          {
            title: t(`${R}.fields.active`),
            render: (_, r) => (r.active ? <Tag color="green">{t(`${R}.onSale`)}</Tag> : <Tag>{t(`${R}.offSale`)}</Tag>),
          },
          { title: t(`${R}.fields.bookings`), dataIndex: 'bookings', align: 'right' },
          {
            title: '',
            render: (_, r) => (
              <span style={{ display: 'inline-flex', gap: 8 }}>
                <PostModal
                  endpoint={api[R].tariffUpdate}
                  params={{ id: r.id }}
                  label={t(`${R}.actions.edit`)}
                  title={t(`${R}.titles.editTariff`)}
                  initialValues={tariffValues(r)}
                  {...common}
                >
                  <TariffFields />
                </PostModal>
                <DeleteButton
                  title={t(`${R}.confirmDelete`)}
                  disabled={r.bookings > 0 ? t(`${R}.inUseHint`) : undefined}
                  onConfirm={() => remove({ params: { id: r.id } }, deleted)}
                />
              </span>
            ),
          },
        ]}
      />
    </>
  );
}

function DiscountsTab() {
  const t = useTranslate();
  const lang = useLocale();
  const { tableProps } = useEndpointTable(api[R].discountList, { syncWithLocation: false });
  const tariffs = useEndpointTable(api[R].tariffList, { syncWithLocation: false }).tableProps.dataSource ?? [];
  const { mutate: remove } = useEndpointMutation(api[R].discountDelete);
  const deleted = useDeleted();
  const common = { resource: R, successMessage: t(`${R}.saved`) };
  const names = (ids: number[]) =>
    ids.length
      ? ids.map((id) => tariffs.find((x) => x.id === id)?.name[lang] ?? `#${id}`).join(', ')
      : t(`${R}.allTariffs`);
  return (
    <>
      <PostModal
        endpoint={api[R].discountCreate}
        label={t(`${R}.actions.createDiscount`)}
        title={t(`${R}.titles.createDiscount`)}
        button={{ type: 'primary', size: 'middle', style: { marginBottom: 12 } }}
        initialValues={NEW_DISCOUNT}
        {...common}
      >
        <DiscountFields tariffs={tariffs} />
      </PostModal>
      <Table<BoStayDiscount>
        {...tableProps}
        rowKey="id"
        data-testid="bo-stay-discounts"
        scroll={{ x: true }}
        columns={[
          { title: t(`${R}.fields.kind`), render: (_, r) => t(`${R}.kinds.${r.kind}`) },
          { title: t(`${R}.fields.name`), render: (_, r) => r.name[lang] || r.name.ru },
          {
            title: t(`${R}.fields.threshold`),
            render: (_, r) => t(`${R}.thresholds.${r.kind}`, { count: r.threshold }),
          },
          { title: t(`${R}.fields.discountPercent`), align: 'right', render: (_, r) => `−${r.percent} %` },
          { title: t(`${R}.fields.tariffs`), render: (_, r) => names(r.tariffIds) },
          {
            title: t(`${R}.fields.active`),
            render: (_, r) => (r.active ? <Tag color="green">{t(`${R}.onSale`)}</Tag> : <Tag>{t(`${R}.offSale`)}</Tag>),
          },
          {
            title: '',
            render: (_, r) => (
              <span style={{ display: 'inline-flex', gap: 8 }}>
                <PostModal
                  endpoint={api[R].discountUpdate}
                  params={{ id: r.id }}
                  label={t(`${R}.actions.edit`)}
                  title={t(`${R}.titles.editDiscount`)}
                  initialValues={{
                    kind: r.kind,
                    name: r.name,
                    threshold: r.threshold,
                    percent: r.percent,
                    tariffIds: r.tariffIds,
                    active: r.active,
                  }}
                  {...common}
                >
                  <DiscountFields tariffs={tariffs} />
                </PostModal>
                <DeleteButton
                  title={t(`${R}.confirmDeleteDiscount`)}
                  onConfirm={() => remove({ params: { id: r.id } }, deleted)}
                />
              </span>
            ),
          },
        ]}
      />
    </>
  );
}

export default function BackofficeTariffs() {
  const t = useTranslate();
  return (
    <List title={t(`${R}.titles.list`)}>
      <Tabs
        items={[
          { key: 'tariffs', label: t(`${R}.titles.tariffs`), children: <TariffsTab /> },
          { key: 'discounts', label: t(`${R}.titles.discounts`), children: <DiscountsTab /> },
        ]}
      />
    </List>
  );
}

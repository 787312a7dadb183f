/**
 * Extending a lease (docs/rules.md R9.2), the same for the tenant and the owner: a new end date →
 * POST app/v1/rents/{id}/extend/quote shows the new schedule and price (the booking engine's
 * tariff and availability; a booked night after the lease is refused with its date) → "Extend the
 * lease" confirms with POST …/extend, then the lease is refetched.
 */
import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { Typography } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { ExtendQuote, RentDetail } from '../../../src/contracts/rents';
import { useRentFormat } from './use-rent-format';
import { RentDateField } from './rent-date-field';
import { api } from '../../../src/contracts/api';
import { useEndpointMutation } from '../../../providers/endpoints';
import { InlineTable } from '../../../src/components/inline-table';
import { QuoteModal, useRentChanged } from './quote-modal';

export function ExtendModal({ rent, open, onClose }: { rent: RentDetail; open: boolean; onClose: () => void }) {
  const t = useTranslate();
  const f = useRentFormat();
  const [end, setEnd] = useState<Dayjs | null>(null);
  const [quote, setQuote] = useState<ExtendQuote | null>(null);
  const [error, setError] = useState<string | null>(null);
  const quoting = useEndpointMutation(api.rents.extendQuote);
  const extending = useEndpointMutation(api.rents.extend);
  const body = { endDate: end?.format('YYYY-MM-DD') ?? '' };
  const onError = (e: { message: string }) => setError(e.message);
  const close = () => {
    setQuote(null);
    setError(null);
    setEnd(null);
    onClose();
  };
  const changed = useRentChanged('rents', rent.id, close);
  return (
    <QuoteModal
      open={open}
      title={quote ? t('rents.extend.confirmTitle') : t('rents.extend.title')}
      onClose={close}
      quoted={!!quote}
      onBack={() => setQuote(null)}
      error={error}
      ask={{
        label: t('rents.actions.showQuote'),
        disabled: !end,
        loading: quoting.isPending,
        onClick: () =>
          quoting.mutate({ params: { id: rent.id }, body }, { onSuccess: ({ data }) => setQuote(data), onError }),
      }}
      confirm={{
        label: t('rents.actions.confirmExtend'),
        loading: extending.isPending,
        onClick: () =>
          extending.mutate(
            { params: { id: rent.id }, body },
            {
              onSuccess: () => changed(t('rents.extend.done', { date: f.date(quote?.endDate ?? body.endDate) })),
              onError,
            },
          ),
      }}
    >
      {quote ? (
        <>
          <Typography.Paragraph strong data-testid="extend-summary">
            {t('rents.extend.summary', {
              nights: quote.nights,
              date: f.date(quote.endDate),
              tariff: quote.tariffName,
              total: f.money(quote.totalKopecks),
            })}
          </Typography.Paragraph>
          <InlineTable
            rowKey="periodFrom"
            dataSource={quote.charges}
            columns={[
              { title: t('rents.fields.period'), render: (_, c) => f.period(c.periodFrom, c.periodTo) },
              { title: t('rents.fields.dueDate'), render: (_, c) => f.date(c.dueDate) },
              { title: t('rents.fields.amount'), align: 'right', render: (_, c) => f.money(c.amountKopecks) },
            ]}
          />
        </>
      ) : (
        <>
          <Typography.Paragraph>{t('rents.extend.intro')}</Typography.Paragraph>
          <RentDateField
            id="rent-new-end"
            label={t('rents.fields.newEndDate')}
            value={end}
            onChange={setEnd}
            clearError={() => setError(null)}
            disabledDate={(d) => !d.isAfter(dayjs(rent.endDate))}
          />
        </>
      )}
    </QuoteModal>
  );
}

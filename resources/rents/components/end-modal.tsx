/**
 * Ending a lease early (docs/rules.md R9.3), the same for the tenant and the owner: a move-out
 * date → POST app/v1/rents/{id}/end/quote shows what the contract says (`SettlementLines`: later
 * charges cancelled, the last period cut, paid rent returned, the deposit set against the rent owed,
 * what is left to pay, the deposit returned or kept on short notice) — and asks
 * for the final meter readings (a link to the readings form of the lease's utility account) →
 * "End the lease" confirms with POST …/end.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import { Checkbox, Typography } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { EndQuote, RentDetail, rentsEndpoints } from '../../../src/contracts/rents';
import type { EndpointDef } from '../../../src/contracts/endpoint';
import { api, type ClientEndpoint } from '../../../src/contracts/api';
import { useEndpointMutation } from '../../../providers/endpoints';
import { SettlementLines } from './settlement-lines';
import { useRentFormat } from './use-rent-format';
import { RentDateField } from './rent-date-field';
import { hotelTodayDay } from '../../../src/domain/hotel-time';
import { QuoteModal, useRentChanged } from './quote-modal';

function Settlement({ q, rent }: { q: EndQuote; rent: EndableRent }) {
  const t = useTranslate();
  return (
    <SettlementLines
      q={q}
      extra={
        <li>
          {t('rents.end.readings')}{' '}
          {rent.utilityAccountId ? (
            <Link to={`/bills/${rent.utilityAccountId}`}>{t('rents.actions.sendReadings')}</Link>
          ) : null}
        </li>
      }
    />
  );
}

/** The lease fields the confirmation needs (a tenant's or owner's lease, or a back-office row). */
export type EndableRent = Pick<RentDetail, 'id' | 'noticeDays' | 'endDate'> & { utilityAccountId?: number | null };

type Shape = 'method' | 'params' | 'body';
type QuoteDef = typeof rentsEndpoints.endQuote;
type EndDef = typeof rentsEndpoints.end;

/**
 * The two calls of an early end, both with the lease's `{ id }`: the quote (answers the
 * settlement) and the confirmation (its answer is not read).
 */
export interface EndEndpoints {
  /** Any path taking the lease's quote body and answering the settlement. */
  quote: ClientEndpoint<Omit<EndpointDef, Shape | 'responses'> & Pick<QuoteDef, Shape | 'responses'>>;
  /** Any path taking the confirmation's body. */
  end: ClientEndpoint<EndpointDef & Pick<EndDef, Shape>>;
}

/** The tenant's and owner's calls (`api.rents.endQuote`, `api.rents.end`). */
const rentEnd: EndEndpoints = { quote: api.rents.endQuote, end: api.rents.end };

/**
 * The confirmation; `endpoints` are the quote and end calls (the lease's own by default, the back
 * office's `api['backoffice-rents']`), called with `{ id: rent.id }`, and `resource` the Refine
 * resource refetched after.
 */
export function EndModal({
  rent,
  open,
  onClose,
  endpoints = rentEnd,
  resource = 'rents',
}: {
  rent: EndableRent;
  open: boolean;
  onClose: () => void;
  endpoints?: EndEndpoints;
  resource?: string;
}) {
  const t = useTranslate();
  const f = useRentFormat();
  const [moveOut, setMoveOut] = useState<Dayjs | null>(null);
  const [quote, setQuote] = useState<EndQuote | null>(null);
  const [readings, setReadings] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const quoting = useEndpointMutation(endpoints.quote);
  const ending = useEndpointMutation(endpoints.end);
  const onError = (e: { message: string }) => setError(e.message);
  const close = () => {
    setQuote(null);
    setError(null);
    setMoveOut(null);
    setReadings(false);
    onClose();
  };
  const changed = useRentChanged(resource, rent.id, close);
  const date = moveOut?.format('YYYY-MM-DD') ?? '';
  const params = { id: rent.id };
  return (
    <QuoteModal
      open={open}
      title={t('rents.end.title')}
      onClose={close}
      quoted={!!quote}
      onBack={() => setQuote(null)}
      error={error}
      danger
      ask={{
        label: t('rents.actions.showSettlement'),
        disabled: !moveOut,
        loading: quoting.isPending,
        onClick: () =>
          quoting.mutate({ params, body: { moveOut: date } }, { onSuccess: ({ data }) => setQuote(data), onError }),
      }}
      confirm={{
        label: t('rents.actions.confirmEnd'),
        disabled: !readings,
        loading: ending.isPending,
        onClick: () =>
          ending.mutate(
            { params, body: { moveOut: date, finalReadings: true } },
            { onSuccess: () => changed(t('rents.end.done', { date: f.date(quote?.moveOut ?? date) })), onError },
          ),
      }}
    >
      {quote ? (
        <>
          <Settlement q={quote} rent={rent} />
          <Checkbox checked={readings} onChange={(e) => setReadings(e.target.checked)}>
            {t('rents.end.readingsConfirm')}
          </Checkbox>
        </>
      ) : (
        <>
          <Typography.Paragraph>{t('rents.end.intro', { count: rent.noticeDays })}</Typography.Paragraph>
          <RentDateField
            id="rent-move-out"
            label={t('rents.fields.moveOut')}
            value={moveOut}
            onChange={setMoveOut}
            clearError={() => setError(null)}
            disabledDate={(d) => !d.isAfter(hotelTodayDay(), 'day') || !d.isBefore(dayjs(rent.endDate))}
          />
        </>
      )}
    </QuoteModal>
  );
}

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
import { Alert, App, Button, Checkbox, DatePicker, Modal, Space, Typography } from 'antd';
import { useCustomMutation, useInvalidate, useTranslate, type HttpError } from '@refinedev/core';
import type { EndQuote, RentDetail } from '../../contracts/rents';
import { SettlementLines } from './settlement-lines';
import { useRentFormat } from './use-rent-format';

function Settlement({ q, rent }: { q: EndQuote; rent: EndableRent }) {
  const t = useTranslate();
  return (
    <SettlementLines
      q={q}
      extra={
        <li>
          {t('rents.end.readings')}{' '}
          {rent.utilityAccountId ? <Link to={`/bills/${rent.utilityAccountId}`}>{t('rents.actions.sendReadings')}</Link> : null}
        </li>
      }
    />
  );
}

/** The lease fields the confirmation needs (a tenant's or owner's lease, or a back-office row). */
export type EndableRent = Pick<RentDetail, 'id' | 'noticeDays' | 'endDate'> & { utilityAccountId?: number | null };

/**
 * The confirmation; `api` is the lease's API path (`app/v1/rents/{id}` by default, the back
 * office's `app/v1/backoffice/rents/{id}`) and `resource` the Refine resource refetched after.
 */
export function EndModal({ rent, open, onClose, api = `app/v1/rents/${rent.id}`, resource = 'rents' }: { rent: EndableRent; open: boolean; onClose: () => void; api?: string; resource?: string }) {
  const t = useTranslate();
  const f = useRentFormat();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const [moveOut, setMoveOut] = useState<Dayjs | null>(null);
  const [quote, setQuote] = useState<EndQuote | null>(null);
  const [readings, setReadings] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { mutate, mutation } = useCustomMutation<EndQuote>();
  const close = () => {
    setQuote(null);
    setError(null);
    setMoveOut(null);
    setReadings(false);
    onClose();
  };
  const call = (path: 'end/quote' | 'end', values: object, onOk: (d: unknown) => void) =>
    mutate({ url: `${api}/${path}`, method: 'post', values, errorNotification: false, successNotification: false }, { onSuccess: ({ data }) => onOk(data), onError: (e: HttpError) => setError(e.message) });
  const date = moveOut?.format('YYYY-MM-DD');
  return (
    <Modal
      open={open}
      title={t('rents.end.title')}
      onCancel={close}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={quote ? () => setQuote(null) : close}>{t('rents.actions.cancel')}</Button>
          {quote ? (
            <Button
              danger
              type="primary"
              disabled={!readings}
              loading={mutation.isPending}
              onClick={() =>
                call('end', { moveOut: date, finalReadings: true }, () => {
                  void invalidate({ resource, id: rent.id, invalidates: ['detail', 'list'] });
                  void message.success(t('rents.end.done', { date: f.date(quote.moveOut) }));
                  close();
                })
              }
            >
              {t('rents.actions.confirmEnd')}
            </Button>
          ) : (
            <Button type="primary" disabled={!moveOut} loading={mutation.isPending} onClick={() => call('end/quote', { moveOut: date }, (d) => setQuote(d as EndQuote))}>
              {t('rents.actions.showSettlement')}
            </Button>
          )}
        </Space>
      }
    >
      {quote ? (
        <>
          <Settlement q={quote} rent={rent} />
          <Checkbox checked={readings} onChange={(e) => setReadings(e.target.checked)}>{t('rents.end.readingsConfirm')}</Checkbox>
        </>
      ) : (
        <>
          <Typography.Paragraph>{t('rents.end.intro', { count: rent.noticeDays })}</Typography.Paragraph>
          <label htmlFor="rent-move-out">{t('rents.fields.moveOut')}</label>
          <DatePicker
            id="rent-move-out"
            style={{ display: 'block', marginTop: 4 }}
            format="DD.MM.YYYY"
            value={moveOut}
            onChange={(d) => {
              setMoveOut(d);
              setError(null);
            }}
            disabledDate={(d) => !d.isAfter(dayjs(), 'day') || !d.isBefore(dayjs(rent.endDate))}
          />
        </>
      )}
      {error ? <Alert type="error" showIcon role="alert" message={error} style={{ marginTop: 12 }} /> : null}
    </Modal>
  );
}

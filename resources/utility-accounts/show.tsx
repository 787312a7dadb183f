/**
 * /bills/{id} (docs/rules.md R10.1–R10.7): one utility account on `<Show>` + `useShow`
 * (GET app/v1/bills/{id}): the payment result after the acquirer (`?payment=<id>`), the facts and
 * paying the debt, the payment QR (R10.13), this month's readings form, receipts, payments and readings. The account is
 * drawn in a transition (a deferred value), section by section ({@link Progressive}), so no
 * single task holds the main thread; the three tables load when they come near the viewport
 * ({@link lazyWhenVisible}; docs/architecture.md § The SPA).
 */
import { useDeferredValue } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button, Card, Skeleton } from 'antd';
import { BarChartOutlined } from '@ant-design/icons';
import { useTranslate } from '@refinedev/core';
import { api } from '../../src/contracts/api';
import { useEndpointShow } from '../../providers/endpoints';
import { PaymentResult } from '../../src/components/payment-result';
import { Progressive } from '../../src/components/progressive';
import { LazyResult } from '../../src/components/lazy-result';
import { BillSummary } from './components/account-summary';
import { ReadingsForm } from './components/readings-form';
import { lazyWhenVisible } from '../../src/components/when-visible';
import { LinkButton } from '../../src/components/link-button';
import { RecordShow } from '../../src/components/record-show';

// Below the fold: their code and render come when the person scrolls near them.
const ReceiptsTable = lazyWhenVisible(() => import('./components/receipts-table').then((m) => m.ReceiptsTable), 240);
const PaymentsTable = lazyWhenVisible(() => import('./components/payments-table').then((m) => m.PaymentsTable), 160);
// The payment QR (R10.13): its code (antd's QRCode) comes with it, after the account's facts.
const BillPaymentQr = lazyWhenVisible(() => import('./components/payment-qr').then((m) => m.BillPaymentQr), 160);
const ReadingsTable = lazyWhenVisible(() => import('./components/readings-table').then((m) => m.ReadingsTable), 240);

export default function BillShowPage() {
  const { id } = useParams();
  const t = useTranslate();
  const [params] = useSearchParams();
  const paymentId = params.get('payment');
  const { query, result } = useEndpointShow(api['utility-accounts'].show, { id });
  const b = useDeferredValue(result);
  if (query.isLoading || (result && !b)) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (query.isError || !b) {
    const notFound = query.error?.statusCode === 404;
    return (
      <LazyResult
        status={notFound ? '404' : 'error'}
        title={notFound ? t('bills.errors.notFound') : t('error.loadFailed')}
        extra={
          notFound ? (
            <Link to="/bills">{t('bills.titles.list')}</Link>
          ) : (
            <Button onClick={() => query.refetch()}>{t('common.retry')}</Button>
          )
        }
      />
    );
  }
  return (
    <RecordShow
      resource="bills"
      id={b.id}
      back={{ to: '/bills', label: t('bills.titles.list') }}
      title={t('bills.titles.show', { number: b.number })}
      buttons={
        <LinkButton to={`/bills/stats/${b.id}`} icon={<BarChartOutlined />}>
          {t('bills.actions.stats')}
        </LinkButton>
      }
    >
      <Progressive>
        <>
          {paymentId ? <PaymentResult paymentId={paymentId} recordId={b.id} resource="bills" /> : null}
          <BillSummary bill={b} />
          <BillPaymentQr bill={b} />
        </>
        <Card
          size="small"
          title={<h2 style={{ fontSize: 18, margin: 0 }}>{t('bills.sections.sendReadings')}</h2>}
          style={{ marginBottom: 16 }}
        >
          <ReadingsForm bill={b} />
        </Card>
        <Card
          size="small"
          title={<h2 style={{ fontSize: 18, margin: 0 }}>{t('bills.sections.receipts')}</h2>}
          style={{ marginBottom: 16 }}
        >
          <ReceiptsTable accountId={b.id} receipts={b.receipts} />
        </Card>
        <Card
          size="small"
          title={<h2 style={{ fontSize: 18, margin: 0 }}>{t('bills.sections.payments')}</h2>}
          style={{ marginBottom: 16 }}
        >
          <PaymentsTable payments={b.payments} />
        </Card>
        <Card size="small" title={<h2 style={{ fontSize: 18, margin: 0 }}>{t('bills.sections.readings')}</h2>}>
          <ReadingsTable bill={b} />
        </Card>
      </Progressive>
    </RecordShow>
  );
}

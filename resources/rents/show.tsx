/**
 * /rents/{id} (docs/rules.md R9.1–R9.5, R12.4): one lease on `<Show>` + `useShow`
 * (GET app/v1/rents/{id}): facts with extend and end early, the rent schedule with paying,
 * check-in, documents and payments. The tenant and the owner see the same page; only the tenant
 * (a guest session) pays. The lease is drawn in a transition (a deferred value), section by
 * section ({@link Progressive}), so no single task holds the main thread (docs/architecture.md § The SPA).
 */
import { useDeferredValue } from 'react';
import { Link, useParams } from 'react-router';
import { Button, Card, Skeleton } from 'antd';
import { useGetIdentity, useTranslate } from '@refinedev/core';
import type { Identity } from '../../providers/auth-provider';
import { can } from '../../src/domain/access';
import { Progressive } from '../../src/components/progressive';
import { LazyResult } from '../../src/components/lazy-result';
import { ChargesTable } from './components/charges-table';
import { CheckInCard } from './components/check-in-card';
import { lazyWhenVisible } from '../../src/components/when-visible';
import { RentSummary } from './components/rent-summary';
import { useEndpointShow } from '../../providers/endpoints';
import { api } from '../../src/contracts/api';
import { RecordShow } from '../../src/components/record-show';
import { ConversationButton } from '../../src/components/conversation-button';

// Below the fold: their code and render come when the person scrolls near them.
const RentDocuments = lazyWhenVisible(() => import('./components/rent-documents').then((m) => m.RentDocuments), 160);
const RentPayments = lazyWhenVisible(() => import('./components/rent-documents').then((m) => m.RentPayments), 160);

const section = (title: string) => <h2 style={{ fontSize: 18, margin: 0 }}>{title}</h2>;

export default function RentShowPage() {
  const { id } = useParams();
  const t = useTranslate();
  const { data: me } = useGetIdentity<Identity>();
  const { query, result } = useEndpointShow(api.rents.show, { id, errorNotification: false });
  const r = useDeferredValue(result);
  if (query.isLoading || (result && !r)) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (query.isError || !r) {
    const notFound = query.error?.statusCode === 404;
    return (
      <LazyResult
        status={notFound ? '404' : 'error'}
        title={notFound ? t('rents.errors.notFound') : t('error.loadFailed')}
        extra={
          notFound ? (
            <Link to="/rents">{t('rents.titles.list')}</Link>
          ) : (
            <Button onClick={() => query.refetch()}>{t('common.retry')}</Button>
          )
        }
      />
    );
  }
  const canPay = r.isTenant && !!me && can(me.role, 'rents', 'pay');
  return (
    <RecordShow
      resource="rents"
      id={r.id}
      back={{ to: '/rents', label: t('rents.titles.list') }}
      title={t('rents.titles.show', { id: r.id })}
    >
      {/* The tenant, the room's owner and its agent share the lease's conversation (docs/rules.md R23.2). */}
      {me && can(me.role, 'conversations', 'create') ? <ConversationButton kind="lease" subjectId={r.id} /> : null}
      <Progressive>
        <RentSummary rent={r} />
        <Card size="small" title={section(t('rents.sections.schedule'))} style={{ marginBottom: 16 }}>
          <ChargesTable rent={r} canPay={canPay} />
        </Card>
        <Card size="small" title={section(t('rents.sections.checkIn'))} style={{ marginBottom: 16 }}>
          <CheckInCard rent={r} />
        </Card>
        <Card size="small" title={section(t('rents.sections.documents'))} style={{ marginBottom: 16 }}>
          <RentDocuments rent={r} />
        </Card>
        <Card size="small" title={section(t('rents.sections.payments'))}>
          <RentPayments rent={r} />
        </Card>
      </Progressive>
    </RecordShow>
  );
}

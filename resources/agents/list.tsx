/**
 * /agents (docs/rules.md R12.3, R12.10) on `<List>` + `useTable` (GET app/v1/agents): for an owner,
 * every proxy given — agent, phone, number, dates, rooms, acts, state — with "Disable the agent",
 * which asks for confirmation (POST app/v1/agents/{id}/revoke); for an agent, the valid proxies it
 * holds, each labelled with the owner's name. A table on desktop, cards under 768 px (the
 * back office's `RecordCards`).
 */
import { App, Button, Space, Table, Typography } from 'antd';
import { List } from '@refinedev/antd';
import { useGetIdentity, useInvalidate, useTranslate } from '@refinedev/core';
import type { ProxyRow } from '../../src/contracts/agents';
import type { Identity } from '../../src/contracts/auth';
import { api } from '../../src/contracts/api';
import { useEndpointMutation } from '../../providers/endpoints';
import { AgentStateTag } from './components/agent-state';
import { useClientState } from '../../src/components/client-state';
import { RecordCards } from '../../src/components/backoffice/record-cards';
import { formatPhone } from '../../src/domain/phone';
import { useEndpointTable } from '../../providers/endpoint-tables';
import { PageTitle } from '../../src/components/page-title';

const dmy = (d: string) => d.split('-').reverse().join('.');

export default function AgentsListPage() {
  const t = useTranslate();
  const { modal, message } = App.useApp();
  const invalidate = useInvalidate();
  const { data: me } = useGetIdentity<Identity>();
  const { platform } = useClientState();
  const asAgent = me?.role === 'agent';
  const { tableProps } = useEndpointTable(api.agents.list, {
    syncWithLocation: true,
    pagination: { pageSize: 20 },
  });
  const { mutate } = useEndpointMutation(api.agents.revoke);
  const revoke = (p: ProxyRow) =>
    modal.confirm({
      title: t('agents.actions.revoke'),
      content: t('agents.actions.revokeConfirm', { name: p.agentName || formatPhone(p.agentPhone), number: p.number }),
      okButtonProps: { danger: true },
      okText: t('agents.actions.revoke'),
      onOk: () =>
        new Promise<void>((resolve) =>
          mutate(
            { params: { id: p.id } },
            {
              onSuccess: () => {
                message.success(t('agents.actions.revoked'));
                void invalidate({ resource: 'agents', invalidates: ['list'] });
                resolve();
              },
              onError: (e) => {
                message.error(e.message);
                resolve();
              },
            },
          ),
        ),
    });
  const rows = (tableProps.dataSource ?? []) as ProxyRow[];
  const who = (r: ProxyRow) =>
    asAgent ? (
      r.ownerName
    ) : (
      <>
        {r.agentName || '—'}
        <br />
        <Typography.Text type="secondary">{formatPhone(r.agentPhone)}</Typography.Text>
      </>
    );
  const roomList = (r: ProxyRow) =>
    r.rooms.map((x) => (
      <div key={x.id} data-testid="proxy-room">
        {x.label}
      </div>
    ));
  const acts = (r: ProxyRow) => r.acts.map((a) => t(`agents.acts.${a}`)).join(', ');
  const expires = (r: ProxyRow) => (
    <>
      {dmy(r.expiresOn)}
      {r.daysLeft >= 0 && r.state !== 'revoked' ? (
        <>
          <br />
          <Typography.Text type="secondary">{t('agents.days', { count: r.daysLeft })}</Typography.Text>
        </>
      ) : null}
    </>
  );
  const state = (r: ProxyRow) => (
    <>
      <AgentStateTag state={r.state} />
      {r.rejectReason ? <div>{r.rejectReason}</div> : null}
    </>
  );
  const revokeButton = (r: ProxyRow) =>
    asAgent || r.state === 'revoked' || r.state === 'expired' || r.state === 'rejected' ? null : (
      <Button danger onClick={() => revoke(r)}>
        {t('agents.actions.revoke')}
      </Button>
    );
  return (
    <List
      resource="agents"
      breadcrumb={false}
      canCreate={!asAgent}
      createButtonProps={{ children: t('agents.actions.add') }}
      title={<PageTitle>{t(asAgent ? 'agents.titles.agentList' : 'agents.titles.list')}</PageTitle>}
    >
      {!tableProps.loading && !rows.length ? (
        <p>{t(asAgent ? 'agents.hints.agentEmpty' : 'agents.hints.ownerEmpty')}</p>
      ) : null}
      {platform === 'mobile' ? (
        rows.length ? (
          <RecordCards<ProxyRow>
            tableProps={tableProps}
            testId="proxy-cards"
            title={(r) => (asAgent ? r.ownerName : r.agentName || formatPhone(r.agentPhone))}
          >
            {(r) => (
              <Space direction="vertical" size={4} style={{ width: '100%' }}>
                {asAgent ? null : <Typography.Text type="secondary">{formatPhone(r.agentPhone)}</Typography.Text>}
                <div>
                  {t('agents.fields.number')}: {r.number}
                </div>
                {roomList(r)}
                <Typography.Text type="secondary">{acts(r)}</Typography.Text>
                <div>
                  {dmy(r.issuedOn)} – {expires(r)}
                </div>
                {state(r)}
                {revokeButton(r)}
              </Space>
            )}
          </RecordCards>
        ) : null
      ) : (
        <Table<ProxyRow>
          {...tableProps}
          rowKey="id"
          scroll={{ x: true }}
          columns={[
            asAgent
              ? { title: t('agents.fields.owner'), dataIndex: 'ownerName' }
              : { title: t('agents.fields.agent'), render: (_, r) => who(r) },
            { title: t('agents.fields.number'), dataIndex: 'number' },
            { title: t('agents.fields.rooms'), render: (_, r) => roomList(r) },
            { title: t('agents.fields.acts'), render: (_, r) => acts(r) },
            { title: t('agents.fields.issuedOn'), render: (_, r) => dmy(r.issuedOn) },
            { title: t('agents.fields.expiresOn'), render: (_, r) => expires(r) },
            { title: t('agents.fields.state'), render: (_, r) => state(r) },
            ...(asAgent ? [] : [{ key: 'actions', render: (_: unknown, r: ProxyRow) => revokeButton(r) }]),
          ]}
        />
      )}
    </List>
  );
}

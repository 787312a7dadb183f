/**
 * /agents (docs/rules.md R12.3, R12.10) on `<List>` + `useTable` (GET app/v1/agents): for an owner,
 * every proxy given — agent, phone, number, dates, rooms, acts, state — with "Disable the agent",
 * which asks for confirmation (POST app/v1/agents/{id}/revoke); for an agent, the valid proxies it
 * holds, each labelled with the owner's name.
 */
import { App, Button, Table, Typography } from 'antd';
import { List, useTable } from '@refinedev/antd';
import { useCustomMutation, useGetIdentity, useInvalidate, useTranslate } from '@refinedev/core';
import type { ProxyRow } from '../../src/contracts/agents';
import type { Identity } from '../../src/contracts/auth';
import { ProxyStateTag } from './components/proxy-state';

const dmy = (d: string) => d.split('-').reverse().join('.');

export default function AgentsListPage() {
  const t = useTranslate();
  const { modal, message } = App.useApp();
  const invalidate = useInvalidate();
  const { data: me } = useGetIdentity<Identity>();
  const asAgent = me?.role === 'agent';
  const { tableProps } = useTable<ProxyRow>({ resource: 'agents', syncWithLocation: true, pagination: { pageSize: 20 } });
  const { mutate } = useCustomMutation<{ data: ProxyRow }>();
  const revoke = (p: ProxyRow) =>
    modal.confirm({
      title: t('agents.actions.revoke'),
      content: t('agents.actions.revokeConfirm', { name: p.agentName || p.agentPhone, number: p.number }),
      okButtonProps: { danger: true },
      okText: t('agents.actions.revoke'),
      onOk: () =>
        new Promise<void>((resolve) =>
          mutate(
            { url: `app/v1/agents/${p.id}/revoke`, method: 'post', values: {}, successNotification: false },
            {
              onSuccess: () => {
                message.success(t('agents.actions.revoked'));
                void invalidate({ resource: 'agents', invalidates: ['list'] });
                resolve();
              },
              onError: () => resolve(),
            },
          ),
        ),
    });
  const rows = (tableProps.dataSource ?? []) as ProxyRow[];
  return (
    <List
      resource="agents"
      breadcrumb={false}
      canCreate={!asAgent}
      createButtonProps={{ children: t('agents.actions.add') }}
      title={<Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>{t(asAgent ? 'agents.titles.agentList' : 'agents.titles.list')}</Typography.Title>}
    >
      {!tableProps.loading && !rows.length ? <p>{t(asAgent ? 'agents.hints.agentEmpty' : 'agents.hints.ownerEmpty')}</p> : null}
      <Table<ProxyRow>
        {...tableProps}
        rowKey="id"
        scroll={{ x: true }}
        columns={[
          asAgent
            ? { title: t('agents.fields.owner'), dataIndex: 'ownerName' }
            : { title: t('agents.fields.agent'), render: (_, r) => <>{r.agentName || '—'}<br /><Typography.Text type="secondary">{r.agentPhone}</Typography.Text></> },
          { title: t('agents.fields.number'), dataIndex: 'number' },
          { title: t('agents.fields.rooms'), render: (_, r) => r.rooms.map((x) => <div key={x.id} data-testid="proxy-room">{x.label}</div>) },
          { title: t('agents.fields.acts'), render: (_, r) => r.acts.map((a) => t(`agents.acts.${a}`)).join(', ') },
          { title: t('agents.fields.issuedOn'), render: (_, r) => dmy(r.issuedOn) },
          { title: t('agents.fields.expiresOn'), render: (_, r) => <>{dmy(r.expiresOn)}{r.daysLeft >= 0 && r.state !== 'revoked' ? <><br /><Typography.Text type="secondary">{t('agents.days', { count: r.daysLeft })}</Typography.Text></> : null}</> },
          { title: t('agents.fields.state'), render: (_, r) => <><ProxyStateTag state={r.state} />{r.rejectReason ? <div>{r.rejectReason}</div> : null}</> },
          ...(asAgent
            ? []
            : [{ key: 'actions', render: (_: unknown, r: ProxyRow) => (r.state === 'revoked' || r.state === 'expired' || r.state === 'rejected' ? null : <Button danger onClick={() => revoke(r)}>{t('agents.actions.revoke')}</Button>) }]),
        ]}
      />
    </List>
  );
}

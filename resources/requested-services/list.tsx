/**
 * /requested-services (docs/rules.md R15.5–R15.7): the guest's service orders and requests, each
 * on `useTable`, with the ways to order a service or file a repair, emergency or custom request.
 */
import { Link } from 'react-router';
import { Card, Space, Table, Tag } from 'antd';
import { AlertOutlined, PlusOutlined, ToolOutlined } from '@ant-design/icons';
import { List } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import type { OrderRow } from '../../src/contracts/requested-services';
import type { RequestRow } from '../../src/contracts/service-requests';
import { useServiceFormat } from './components/use-format';
import { OrderStatusTag } from './components/status';
import { RequestStatusTag } from '../service-requests/widgets';
import { LinkButton } from '../../src/components/link-button';
import { useEndpointTable } from '../../providers/endpoint-tables';
import { api } from '../../src/contracts/api';

export default function RequestedServicesList() {
  const t = useTranslate();
  const f = useServiceFormat();
  const orders = useEndpointTable(api['requested-services'].list, {
    pagination: { pageSize: 10 },
    syncWithLocation: false,
  });
  const requests = useEndpointTable(api['service-requests'].list, {
    pagination: { pageSize: 10 },
    syncWithLocation: false,
  });
  return (
    <List
      title={t('requested-services.titles.list')}
      headerButtons={
        <Space wrap>
          <LinkButton to="/services" type="primary" icon={<PlusOutlined />}>
            {t('requested-services.actions.orderService')}
          </LinkButton>
          <LinkButton to="/request-repair" icon={<ToolOutlined />}>
            {t('requested-services.actions.requestRepair')}
          </LinkButton>
          <LinkButton to="/request-emergency" danger icon={<AlertOutlined />}>
            {t('requested-services.actions.requestEmergency')}
          </LinkButton>
          <LinkButton to="/request-custom">{t('requested-services.actions.requestCustom')}</LinkButton>
        </Space>
      }
    >
      <Card
        size="small"
        title={<h2 style={{ fontSize: 18, margin: 0 }}>{t('requested-services.hints.orders')}</h2>}
        style={{ marginBottom: 16 }}
      >
        <Table<OrderRow>
          {...orders.tableProps}
          rowKey="id"
          size="small"
          scroll={{ x: true }}
          locale={{ emptyText: t('requested-services.hints.empty') }}
        >
          <Table.Column<OrderRow>
            dataIndex="serviceTitle"
            title={t('requested-services.fields.service')}
            render={(v, r) => <Link to={`/requested-service/${r.id}`}>{v}</Link>}
          />
          <Table.Column<OrderRow>
            dataIndex="dateFrom"
            title={t('requested-services.fields.date')}
            render={(_, r) => `${f.date(r.dateFrom)}${r.slot ? `, ${r.slot}` : ''}`}
          />
          <Table.Column<OrderRow>
            dataIndex="totalKopecks"
            title={t('requested-services.fields.total')}
            render={(v: number) => f.money(v)}
          />
          <Table.Column<OrderRow>
            dataIndex="status"
            title={t('requested-services.fields.status')}
            render={(_, r) => <OrderStatusTag order={r} />}
          />
        </Table>
      </Card>
      <Card size="small" title={<h2 style={{ fontSize: 18, margin: 0 }}>{t('requested-services.hints.requests')}</h2>}>
        <Table<RequestRow>
          {...requests.tableProps}
          rowKey="id"
          size="small"
          scroll={{ x: true }}
          locale={{ emptyText: t('requested-services.hints.empty') }}
        >
          <Table.Column<RequestRow>
            dataIndex="id"
            title="№"
            render={(v, r) => (
              <Link to={`/${r.kind === 'emergency' ? 'requested-emergency' : 'requested-repair'}/${v}`}>{v}</Link>
            )}
          />
          <Table.Column<RequestRow>
            dataIndex="kind"
            title={t('service-requests.fields.kind')}
            render={(v) => <Tag color={v === 'emergency' ? 'red' : undefined}>{t(`service-requests.kinds.${v}`)}</Tag>}
          />
          <Table.Column<RequestRow>
            dataIndex="category"
            title={t('service-requests.fields.category')}
            render={(v) => t(`service-requests.categories.${v}`)}
          />
          <Table.Column<RequestRow>
            dataIndex="status"
            title={t('service-requests.fields.status')}
            render={(_, r) => <RequestStatusTag request={r} />}
          />
          <Table.Column<RequestRow>
            dataIndex="dueAt"
            title={t('service-requests.fields.dueAt')}
            render={(v: string) => f.time(v)}
          />
        </Table>
      </Card>
    </List>
  );
}

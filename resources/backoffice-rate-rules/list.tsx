/**
 * The seasons and rules of the rate calendar (docs/rules.md R5.28, R5.29) at /backoffice/rate-rules:
 * in the order they apply (a later one works on an earlier one's price; the grid's entries win
 * over all), each with its dates, weekdays, objects, price change and restrictions. "Add" and
 * "Edit" open the drawer form (./components/rule-drawer.tsx); "Delete" asks first. Audited on the
 * server.
 */
import { useState } from 'react';
import { App, Button, Popconfirm, Space, Table, Tag } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { List } from '@refinedev/antd';
import { useInvalidate, useTranslate } from '@refinedev/core';
import { api } from '../../src/contracts/api';
import type { RateRuleRow } from '../../src/contracts/backoffice-rate-rules';
import { useEndpointTable } from '../../providers/endpoint-tables';
import { useEndpointMutation } from '../../providers/endpoints';
import { formatMoney } from '../../src/domain/money';
import { RESTRICTION_FIELDS } from '../../src/domain/rates';
import { useLocale } from '../../src/components/backoffice/use-locale';
import { RuleDrawer } from './components/rule-drawer';

const R = 'backoffice-rate-rules';
const S = 'backoffice-rates';
const day = (d: string) => d.split('-').reverse().join('.');

export default function RateRulesPage() {
  const t = useTranslate();
  const lang = useLocale();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const { tableProps } = useEndpointTable(api[R].list, { pagination: { pageSize: 50 }, syncWithLocation: true });
  const remove = useEndpointMutation(api[R].remove);
  const [open, setOpen] = useState<RateRuleRow | 'new' | null>(null);
  const refresh = () => invalidate({ resource: R, invalidates: ['list'] });
  const restrictions = (r: RateRuleRow) =>
    RESTRICTION_FIELDS.filter((k) => r[k] !== null && r[k] !== false).map((k) => (
      <Tag key={k}>
        {t(`${S}.restrictions.${k}`)}
        {typeof r[k] === 'number' ? `: ${r[k]}` : ''}
      </Tag>
    ));
  return (
    <List
      title={t(`${R}.titles.list`)}
      headerButtons={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen('new')}>
          {t(`${R}.actions.create`)}
        </Button>
      }
    >
      <p>{t(`${R}.hint`)}</p>
      <Table<RateRuleRow> {...tableProps} rowKey="id" size="small" scroll={{ x: true }}>
        <Table.Column<RateRuleRow> dataIndex="position" title={t(`${R}.fields.position`)} width={70} />
        <Table.Column<RateRuleRow> dataIndex="name" title={t(`${R}.fields.name`)} />
        <Table.Column<RateRuleRow>
          key="dates"
          title={t(`${R}.fields.dates`)}
          render={(_, r) => `${day(r.from)} – ${day(r.to)}`}
        />
        <Table.Column<RateRuleRow>
          dataIndex="weekdays"
          title={t(`${S}.panel.weekdays`)}
          render={(w: number[]) =>
            w.length ? w.map((d) => t(`${S}.weekdaysShort.${d}`)).join(', ') : t(`${R}.everyDay`)
          }
        />
        <Table.Column<RateRuleRow>
          dataIndex="objectIds"
          title={t(`${R}.fields.objects`)}
          render={(ids: number[]) =>
            ids.length ? t(`${R}.objectsCount`, { count: ids.length }) : t(`${R}.allObjects`)
          }
        />
        <Table.Column<RateRuleRow>
          dataIndex="price"
          title={t(`${R}.fields.price`)}
          render={(p: RateRuleRow['price']) =>
            !p ? '—' : p.mode === 'set' ? formatMoney(p.kopecks, lang) : `${p.percent > 0 ? '+' : ''}${p.percent} %`
          }
        />
        <Table.Column<RateRuleRow>
          key="restrictions"
          title={t(`${R}.fields.restrictions`)}
          render={(_, r) => restrictions(r)}
        />
        <Table.Column<RateRuleRow>
          key="actions"
          render={(_, r) => (
            <Space>
              <Button
                size="small"
                icon={<EditOutlined />}
                aria-label={`${t(`${R}.actions.edit`)}: ${r.name}`}
                onClick={() => setOpen(r)}
              />
              <Popconfirm
                title={t(`${R}.confirmDelete`, { name: r.name })}
                okText={t(`${R}.actions.delete`)}
                cancelText={t(`${S}.panel.cancel`)}
                onConfirm={() =>
                  remove.mutateAsync({ params: { id: r.id } }).then(
                    () => {
                      message.success(t(`${R}.messages.deleted`));
                      refresh();
                    },
                    (e: Error) => message.error(e.message),
                  )
                }
              >
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`${t(`${R}.actions.delete`)}: ${r.name}`}
                />
              </Popconfirm>
            </Space>
          )}
        />
      </Table>
      {open ? (
        <RuleDrawer
          key={open === 'new' ? 'new' : open.id}
          rule={open === 'new' ? null : open}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            message.success(t(`${R}.messages.saved`));
            refresh();
          }}
        />
      ) : null}
    </List>
  );
}

/**
 * /bills/requisites (docs/rules.md R10.1): the details of the providers of the tenant's accounts
 * (GET app/v1/bills/requisites): name, TIN, KPP, OGRN, BIC, correspondent account, account
 * number, bank, business and postal address, each copyable (antd `Typography` `copyable`).
 */
import { Card, Descriptions, Skeleton, Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslate } from '@refinedev/core';
import { api } from '../../src/contracts/api';
import { useEndpointQuery } from '../../providers/endpoints';
import { LinkButton } from '../../src/components/link-button';
import { LoadFailed } from '../../src/components/load-failed';
import { PageTitle } from '../../src/components/page-title';

const FIELDS = [
  'name',
  'inn',
  'kpp',
  'ogrn',
  'bic',
  'corrAccount',
  'account',
  'bankName',
  'legalAddress',
  'postalAddress',
] as const;

export default function BillRequisitesPage() {
  const t = useTranslate();
  const { query } = useEndpointQuery(api['utility-accounts'].requisites, {});
  const list = query.data?.data ?? [];
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      <Space wrap>
        <LinkButton to="/bills" icon={<ArrowLeftOutlined />}>
          {t('bills.titles.list')}
        </LinkButton>
      </Space>
      <PageTitle>{t('bills.titles.requisites')}</PageTitle>
      {query.isLoading ? <Skeleton active /> : null}
      {query.isError ? <LoadFailed onRetry={() => query.refetch()} /> : null}
      {!query.isLoading && !query.isError && !list.length ? <p>{t('bills.empty')}</p> : null}
      {list.map((p) => (
        <Card key={p.id} size="small" title={<h2 style={{ fontSize: 18, margin: 0 }}>{p.name}</h2>}>
          <Descriptions column={1} size="small" bordered>
            {FIELDS.map((k) => (
              <Descriptions.Item key={k} label={t(`bills.fields.${k}`)}>
                <Typography.Text
                  copyable={{ text: p[k], tooltips: [t('bills.actions.copy'), t('bills.actions.copied')] }}
                >
                  {p[k]}
                </Typography.Text>
              </Descriptions.Item>
            ))}
            <Descriptions.Item label={t('bills.fields.accounts')}>
              {p.accountNumbers.map((n) => (
                <Typography.Text key={n} copyable style={{ marginRight: 12 }}>
                  {n}
                </Typography.Text>
              ))}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      ))}
    </Space>
  );
}

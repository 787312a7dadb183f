/**
 * /backoffice/tourist-tax (docs/rules.md R5.26): the city's rates by year (add a year, change one),
 * the guests' pending exemption claims (confirm or refuse) and the monthly report by check-out with
 * its XLSX for the city's declaration.
 */
import { Card, Form, InputNumber, Space, Table } from 'antd';
import { List } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import type { TouristTaxRateBody, TouristTaxRateRow } from '../../src/contracts/backoffice-tourist-tax';
import { api } from '../../src/contracts/api';
import { useEndpointTable } from '../../providers/endpoint-tables';
import { formatMoney } from '../../src/domain/money';
import { useLocale } from '../../src/components/backoffice/use-locale';
import { PostModal } from '../../src/components/backoffice/post-modal';
import { ExemptionClaims } from './components/exemption-claims';
import { MonthlyReport } from './components/monthly-report';

const R = 'backoffice-tourist-tax';

/** The rate form's values: the minimum in rubles. */
interface RateValues {
  year: number;
  percent: number;
  minRubles: number;
}
const toBody = (v: RateValues): TouristTaxRateBody => ({
  year: v.year,
  percent: v.percent,
  minKopecksPerNight: Math.round(v.minRubles * 100),
});

function RateFields() {
  const t = useTranslate();
  const required = [{ required: true, message: t('validation.required') }];
  return (
    <>
      <Form.Item name="year" label={t(`${R}.fields.year`)} rules={required}>
        <InputNumber min={2025} max={2100} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="percent" label={t(`${R}.fields.percent`)} rules={required}>
        <InputNumber min={0} max={5} step={0.5} precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="minRubles" label={t(`${R}.fields.minPerNight`)} rules={required}>
        <InputNumber min={0} precision={2} style={{ width: '100%' }} />
      </Form.Item>
    </>
  );
}

export default function BackofficeTouristTax() {
  const t = useTranslate();
  const lang = useLocale();
  const { tableProps } = useEndpointTable(api[R].list, { syncWithLocation: false });
  const common = { resource: R, successMessage: t(`${R}.messages.saved`), toBody };
  return (
    <List
      title={t(`${R}.titles.list`)}
      headerButtons={
        <PostModal
          endpoint={api[R].create}
          label={t(`${R}.actions.create`)}
          title={t(`${R}.titles.create`)}
          button={{ type: 'primary', size: 'middle' }}
          initialValues={{ minRubles: 100 }}
          {...common}
        >
          <RateFields />
        </PostModal>
      }
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card size="small" title={t(`${R}.titles.rates`)}>
          <p className="muted-inline">{t(`${R}.hint`)}</p>
          <Table<TouristTaxRateRow>
            {...tableProps}
            rowKey="id"
            data-testid="tourist-tax-rates"
            columns={[
              { title: t(`${R}.fields.year`), dataIndex: 'year' },
              { title: t(`${R}.fields.percent`), align: 'right', render: (_, r) => `${r.percent} %` },
              {
                title: t(`${R}.fields.minPerNight`),
                align: 'right',
                render: (_, r) => formatMoney(r.minKopecksPerNight, lang),
              },
              {
                title: '',
                render: (_, r) => (
                  <PostModal
                    endpoint={api[R].update}
                    params={{ id: r.id }}
                    label={t(`${R}.actions.edit`)}
                    title={t(`${R}.titles.edit`)}
                    button={{ size: 'small' }}
                    initialValues={{ year: r.year, percent: r.percent, minRubles: r.minKopecksPerNight / 100 }}
                    {...common}
                  >
                    <RateFields />
                  </PostModal>
                ),
              },
            ]}
          />
        </Card>
        <Card size="small" title={t(`${R}.titles.exemptions`)}>
          <ExemptionClaims />
        </Card>
        <Card size="small" title={t(`${R}.titles.report`)}>
          <MonthlyReport />
        </Card>
      </Space>
    </List>
  );
}

/**
 * Monthly receipts (docs/rules.md R10.2): each with its service lines (volume × tariff, recalculation, penalty, total), due date and payment state,
 * and its PDF with the payment QR (GET app/v1/bills/{id}/receipts/{receiptId}/pdf, R10.13).
 */
import { Button, Table } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { downloadFile } from '../../../src/components/download-file';
import { api } from '../../../src/contracts/api';
import { urlOf } from '../../../providers/endpoints';
import { useTranslate } from '@refinedev/core';
import type { ReceiptDto } from '../../../src/contracts/utility-accounts';
import { BillStatusTag } from './account-status';
import { useBillFormat } from './use-account-format';
import { InlineTable } from '../../../src/components/inline-table';

type Line = ReceiptDto['lines'][number];

export function ReceiptsTable({ accountId, receipts }: { accountId: number; receipts: ReceiptDto[] }) {
  const t = useTranslate();
  const f = useBillFormat();
  return (
    <Table<ReceiptDto>
      rowKey="id"
      size="small"
      dataSource={receipts}
      pagination={{ pageSize: 6, hideOnSinglePage: true }}
      scroll={{ x: true }}
      expandable={{
        expandedRowRender: (r) => (
          <InlineTable<Line>
            rowKey="service"
            dataSource={r.lines}
            columns={[
              {
                title: t('bills.fields.service'),
                render: (_, l) => `${t(`bills.meter.${l.service}`)} (${t(`bills.basis.${l.basis}`)})`,
              },
              { title: t('bills.fields.volume'), align: 'right', render: (_, l) => f.volume(l.volume, l.unit) },
              { title: t('bills.fields.tariff'), align: 'right', render: (_, l) => f.money(l.tariffKopecks) },
              { title: t('bills.fields.charge'), align: 'right', render: (_, l) => f.money(l.amountKopecks) },
              {
                title: t('bills.fields.recalculation'),
                align: 'right',
                render: (_, l) => f.money(l.recalculationKopecks),
              },
              { title: t('bills.fields.penalty'), align: 'right', render: (_, l) => f.money(l.penaltyKopecks) },
              { title: t('bills.fields.total'), align: 'right', render: (_, l) => f.money(l.totalKopecks) },
            ]}
          />
        ),
      }}
      columns={[
        { title: t('bills.fields.month'), render: (_, r) => f.month(r.month) },
        { title: t('bills.fields.total'), align: 'right', render: (_, r) => f.money(r.totalKopecks) },
        { title: t('bills.fields.paid'), align: 'right', render: (_, r) => f.money(r.paidKopecks) },
        { title: t('bills.fields.dueDate'), render: (_, r) => f.date(r.dueDate) },
        { title: t('bills.fields.status'), render: (_, r) => <BillStatusTag status={r.status} /> },
        {
          title: '',
          render: (_, r) => (
            <Button
              size="small"
              icon={<FilePdfOutlined />}
              aria-label={`${t('bills.qr.pdf')} ${f.month(r.month)}`}
              onClick={() =>
                void downloadFile(
                  urlOf(api['utility-accounts'].receiptPdf, { id: accountId, receiptId: r.id }),
                  { download: '1' },
                  `${r.month}.pdf`,
                )
              }
            >
              {t('bills.qr.pdf')}
            </Button>
          ),
        },
      ]}
    />
  );
}

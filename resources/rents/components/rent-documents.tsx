/**
 * A lease's documents (docs/rules.md R9.1) and its payments with their receipts (R9.4). A
 * document's name opens its file (GET app/v1/rents/{id}/documents/{docId}/file, the lease's access
 * checks) in the viewer of /documents/{id}, with the download button.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, List, Modal, Table, Tag } from 'antd';
import { PdfViewer } from '../../../src/components/pdf-viewer';
import { useTranslate } from '@refinedev/core';
import type { RentDetail, RentPaymentDto } from '../../../src/contracts/rents';

type RentDocument = RentDetail['documents'][number];
import { useRentFormat } from './use-rent-format';
import { formatServerTimestamp } from '../../../src/domain/datetime';

export function RentDocuments({ rent }: { rent: RentDetail }) {
  const t = useTranslate();
  const [open, setOpen] = useState<RentDocument | null>(null);
  const title = (d: RentDocument) => `${t(`rents.documentKind.${d.kind}`)} ${d.name}`;
  return (
    <>
      <List
        size="small"
        dataSource={rent.documents}
        locale={{ emptyText: '—' }}
        renderItem={(d) => (
          <List.Item>
            <span>
              <Tag>{t(`rents.documentKind.${d.kind}`)}</Tag>
              <Button
                type="link"
                style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
                onClick={() => setOpen(d)}
              >
                {d.name}
              </Button>
            </span>
            <span>{d.createdAt.slice(9)}</span>
          </List.Item>
        )}
      />
      <Modal
        open={!!open}
        title={open ? title(open) : ''}
        onCancel={() => setOpen(null)}
        footer={null}
        width={900}
        destroyOnHidden
      >
        {open ? <PdfViewer url={open.fileUrl} fileName={open.uploadId ? open.name : `${title(open)}.pdf`} /> : null}
      </Modal>
    </>
  );
}

export function RentPayments({ rent }: { rent: RentDetail }) {
  const t = useTranslate();
  const f = useRentFormat();
  return (
    <Table<RentPaymentDto>
      size="small"
      rowKey="id"
      dataSource={rent.payments}
      pagination={{ pageSize: 12, hideOnSinglePage: true }}
      scroll={{ x: true }}
      columns={[
        { title: t('rents.fields.date'), dataIndex: 'createdAt', render: (v: string) => formatServerTimestamp(v) },
        { title: t('rents.fields.amount'), align: 'right', render: (_, p) => f.money(p.amountKopecks) },
        { title: t('rents.fields.method'), render: (_, p) => t(`rents.method.${p.method}`) },
        { title: t('rents.fields.state'), render: (_, p) => t(`payment.status.${p.status}`) },
        {
          title: '',
          render: (_, p) => (p.receiptUrl ? <Link to={p.receiptUrl}>{t('rents.actions.receipt')}</Link> : null),
        },
      ]}
    />
  );
}

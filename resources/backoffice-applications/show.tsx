/**
 * /backoffice/applications/{id} (docs/rules.md R16.11, R12.2): the application's details and scans
 * (links that open each file, components/scan-link.tsx);
 * approve (confirmed; agreement numbers are assigned by its kind; for a connection the MC's fee,
 * a whole % 0–100, default 20, docs/rules.md R12.5, R13.1) or reject with the reason the owner sees
 * (a form: the server's error shows under the reason). Each decision is audited on the server and
 * the owner is notified.
 */
import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert, App, Button, Descriptions, Form, Input, Modal, Popconfirm, Skeleton, Space } from 'antd';
import { Show } from '@refinedev/antd';
import { useInvalidate, useTranslate } from '@refinedev/core';
import { api } from '../../src/contracts/api';
import { useEndpointMutation } from '../../providers/endpoints';
import { useEndpointModalForm } from '../../providers/endpoint-forms';
import { ApplicationStatus } from '../owner-rooms/components/application-status';
import { DEFAULT_MC_FEE_PERCENT } from '../../src/domain/reports';
import { DecimalInput } from '../../src/components/decimal-input';
import { formatDisplayDate, formatServerTimestamp, isIsoDate } from '../../src/domain/datetime';
import { ScanLink } from './components/scan-link';
import { useNumberFormat } from '../../src/components/use-number-format';
import { formatPhone } from '../../src/domain/phone';
import { useEndpointShow } from '../../providers/endpoints';

/** The payload's details shown as rows: the scans (`files`) have their own row. */
function payloadEntries(payload: Record<string, unknown>): [string, unknown][] {
  return Object.entries(payload).filter(([k]) => k !== 'files');
}

/**
 * One payload value as a person reads it (issue 22 item 14): a proxy's acts by name
 * (`agents.acts.*`), calendar dates `DD.MM.YYYY`, phones `+7 (…)`, ids as `№ 12`, lists joined
 * with commas, fractions with the language's separator; nothing becomes `—`.
 */
function payloadValue(key: string, v: unknown, t: (key: string) => string, fraction: (v: number) => string): string {
  if (v === null || v === undefined || v === '' || (Array.isArray(v) && !v.length)) return '—';
  if (key === 'acts' && Array.isArray(v)) return v.map((a) => t(`agents.acts.${String(a)}`)).join(', ');
  if (Array.isArray(v)) return v.map((x) => payloadValue(key, x, t, fraction)).join(', ');
  if (typeof v === 'string' && isIsoDate(v)) return formatDisplayDate(v, 'full');
  if (typeof v === 'string' && /phone/i.test(key)) return formatPhone(v);
  if (typeof v === 'number' && /Ids?$/.test(key)) return `№ ${v}`;
  // A fraction (an area) with the language's decimal separator; whole numbers as they are.
  if (typeof v === 'number' && !Number.isInteger(v)) return fraction(v);
  if (typeof v === 'boolean') return t(v ? 'backoffice-applications.yes' : 'backoffice-applications.no');
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

/** "Reject" and its modal: the reason the applicant reads (required). */
function RejectButton({ id, onDone }: { id: number; onDone: () => void }) {
  const t = useTranslate();
  const { modalProps, formProps, show, form } = useEndpointModalForm(api['backoffice-applications'].reject, {
    params: { id },
    resource: 'backoffice-applications',
    onMutationSuccess: onDone,
  });
  const reason = Form.useWatch('reason', form) as string | undefined;
  const label = t('backoffice-applications.actions.reject');
  return (
    <>
      <Button danger onClick={() => show()}>
        {label}
      </Button>
      <Modal
        {...modalProps}
        title={label}
        okText={label}
        okButtonProps={{ ...modalProps.okButtonProps, danger: true, disabled: !reason?.trim() }}
      >
        <Form {...formProps} layout="vertical">
          <Form.Item name="reason">
            <Input.TextArea
              rows={3}
              aria-label={t('backoffice-applications.fields.reason')}
              placeholder={t('backoffice-applications.fields.reason')}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

export default function BackofficeApplicationShow() {
  const { id } = useParams();
  const t = useTranslate();
  const n = useNumberFormat();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const { query, result: r } = useEndpointShow(api['backoffice-applications'].show, { id });
  const approve = useEndpointMutation(api['backoffice-applications'].approve);
  const [error, setError] = useState<string | null>(null);
  const [feePercent, setFeePercent] = useState<number | null>(DEFAULT_MC_FEE_PERCENT);
  if (query.isLoading || !r) return <Skeleton active />;
  const decided = () => {
    setError(null);
    void message.success(t('backoffice-applications.decided'));
    void invalidate({ resource: 'backoffice-applications', id: r.id, invalidates: ['detail', 'list'] });
  };
  const approveIt = () =>
    approve.mutate(
      { params: { id: r.id }, body: r.kind === 'connect' && feePercent !== null ? { feePercent } : {} },
      { onSuccess: decided, onError: (e) => setError(e.message) },
    );
  const label = (k: string) => t(`backoffice-applications.payload.${k}`);
  const open = r.status === 'under_consideration';
  return (
    <Show
      resource="backoffice-applications"
      recordItemId={r.id}
      title={`${t(`applications.kinds.${r.kind}`)} №${r.id}`}
      headerButtons={
        open ? (
          <Space>
            <Popconfirm
              title={t('backoffice-applications.confirm.approve')}
              description={
                r.kind === 'connect' ? (
                  <label style={{ display: 'flex', flexDirection: 'column', gap: 4, marginTop: 8 }}>
                    {t('backoffice-applications.fields.feePercent')}
                    <DecimalInput
                      min={0}
                      max={100}
                      precision={0}
                      value={feePercent}
                      onChange={setFeePercent}
                      data-testid="approve-fee-percent"
                    />
                  </label>
                ) : undefined
              }
              onConfirm={approveIt}
            >
              <Button type="primary" loading={approve.isPending}>
                {t('backoffice-applications.actions.approve')}
              </Button>
            </Popconfirm>
            <RejectButton id={r.id} onDone={decided} />
          </Space>
        ) : null
      }
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} /> : null}
      <Descriptions bordered size="small" column={1}>
        <Descriptions.Item label={t('applications.fields.status')}>
          <ApplicationStatus row={r} />
        </Descriptions.Item>
        <Descriptions.Item label={t('applications.fields.room')}>{r.room}</Descriptions.Item>
        <Descriptions.Item label={t('applications.fields.applicant')}>{r.applicant}</Descriptions.Item>
        <Descriptions.Item label={t('applications.fields.createdAt')}>
          {formatServerTimestamp(r.createdAt)}
        </Descriptions.Item>
        {r.decidedAt ? (
          <Descriptions.Item label={t('applications.fields.decidedAt')}>
            {formatServerTimestamp(r.decidedAt)}
          </Descriptions.Item>
        ) : null}
        {payloadEntries(r.payload).map(([k, v]) => (
          <Descriptions.Item key={k} label={label(k)}>
            {payloadValue(k, v, t, n.number)}
          </Descriptions.Item>
        ))}
        <Descriptions.Item label={t('backoffice-applications.fields.files')}>
          {r.files.length
            ? r.files.map((f) => (
                <div key={f.id}>
                  {t(`owner-rooms.fields.${f.kind}`)}:{' '}
                  <ScanLink applicationId={r.id} fileId={f.id}>
                    {f.name}
                  </ScanLink>
                </div>
              ))
            : '—'}
        </Descriptions.Item>
      </Descriptions>
    </Show>
  );
}

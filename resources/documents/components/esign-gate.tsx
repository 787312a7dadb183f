/**
 * The e-signature agreement on a document awaiting a signature (docs/rules.md R11.9): until the
 * person has accepted the version in force, a warning and a button that opens the agreement
 * (GET app/v1/esign/agreement) in a dialog to accept (POST app/v1/esign/acceptance); once accepted,
 * the version and time. The server refuses signing (the app's code and signature) without it.
 */
import { useState } from 'react';
import { Alert, Button, Modal, Skeleton, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useNotification, useTranslate } from '@refinedev/core';
import { useEndpointMutation, useEndpointQuery } from '../../../providers/endpoints';
import { api } from '../../../src/contracts/api';
import { formatDisplayDate, formatServerTimestamp } from '../../../src/domain/datetime';
import { AgreementText } from '../../../src/components/agreement-text';

/** The agreement's state for the signed-in person, with the dialog to read and accept it. */
export function EsignGate() {
  const t = useTranslate();
  const { open: notify } = useNotification();
  const [open, setOpen] = useState(false);
  const { query: state } = useEndpointQuery(api.esign.acceptance, {});
  const { query: agreement } = useEndpointQuery(api.esign.agreement, { enabled: open });
  const { mutate, isPending } = useEndpointMutation(api.esign.accept);
  const s = state.data?.data;
  if (!s) return null;
  if (s.acceptedAt)
    return (
      <Typography.Paragraph type="secondary" data-testid="esign-accepted">
        <SafetyCertificateOutlined />{' '}
        {t('esign.accepted', { version: s.version, at: formatServerTimestamp(s.acceptedAt) })}
      </Typography.Paragraph>
    );
  const a = agreement.data?.data;
  const accept = () =>
    a &&
    mutate(
      {
        body: { version: a.version },
        errorNotification: (e) => ({ type: 'error', message: e?.message ?? t('common.somethingWrong') }),
      },
      {
        onSuccess: async () => {
          setOpen(false);
          notify?.({ type: 'success', message: t('esign.acceptedNotice') });
          await state.refetch();
        },
      },
    );
  return (
    <>
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        message={t('esign.title')}
        description={t('esign.notAccepted')}
        action={
          <Button type="primary" onClick={() => setOpen(true)}>
            {t('esign.read')}
          </Button>
        }
        data-testid="esign-required"
      />
      <Modal
        open={open}
        title={t('esign.title')}
        width={720}
        onCancel={() => setOpen(false)}
        cancelText={t('esign.cancel')}
        okText={t('esign.accept')}
        okButtonProps={{ disabled: !a, loading: isPending }}
        onOk={accept}
      >
        {a ? (
          <>
            <Typography.Paragraph type="secondary">
              {t('esign.version', { version: a.version, date: formatDisplayDate(a.effectiveFrom, 'full') })}
            </Typography.Paragraph>
            <div style={{ maxHeight: '55vh', overflowY: 'auto' }}>
              <AgreementText text={a.text} />
            </div>
          </>
        ) : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )}
      </Modal>
    </>
  );
}

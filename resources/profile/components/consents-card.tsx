/**
 * "My consents" on /profile (docs/rules.md R21.4): every consent the person gave (signed in, or by a
 * form with their phone) with its kind, version, form and date; each in force can be withdrawn after
 * a confirmation (POST app/v1/consents/{id}/withdraw). Withdrawing the essential personal-data
 * consent says it ends with deleting the account and links to /delete-account (R7.4).
 */
import { App, Button, Card, Table, Typography } from 'antd';
import { useInvalidate, useTranslate } from '@refinedev/core';
import type { ConsentRow } from '../../../src/contracts/consents';
import { ESSENTIAL_CONSENT } from '../../../src/domain/consents';
import { LinkButton } from '../../../src/components/link-button';
import { useEndpointList, useEndpointMutation } from '../../../providers/endpoints';
import { api } from '../../../src/contracts/api';
import { consentColumns } from './consent-columns';

/** The card: the list, newest first, with a withdraw action per record in force. */
export function ConsentsCard() {
  const t = useTranslate();
  const { modal, message } = App.useApp();
  const invalidate = useInvalidate();
  const { result, query } = useEndpointList(api.consents.list, { pagination: { pageSize: 100 } });
  const { mutate } = useEndpointMutation(api.consents.withdraw);
  const withdraw = (r: ConsentRow) => {
    const dialog = modal.confirm({
      title: t('consents.mine.withdrawTitle'),
      content:
        r.kind === ESSENTIAL_CONSENT ? (
          <>
            <Typography.Paragraph>{t('consents.mine.withdrawEssential')}</Typography.Paragraph>
            <LinkButton to="/delete-account" danger onClick={() => dialog.destroy()}>
              {t('consents.mine.toDeletion')}
            </LinkButton>
          </>
        ) : (
          t('consents.mine.withdrawText')
        ),
      okButtonProps: { danger: true },
      okText: t('consents.mine.withdraw'),
      onOk: () =>
        new Promise<void>((resolve) =>
          mutate(
            { params: { id: r.id } },
            {
              onSuccess: () => {
                message.success(t('consents.mine.done'));
                void invalidate({ resource: 'consents', invalidates: ['list'] });
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
  };
  return (
    <Card title={t('consents.mine.title')} data-testid="my-consents">
      <Typography.Paragraph type="secondary">{t('consents.mine.hint')}</Typography.Paragraph>
      <Table<ConsentRow>
        rowKey="id"
        size="small"
        loading={query.isLoading}
        dataSource={result?.data ?? []}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: t('consents.mine.empty') }}
        columns={[
          ...consentColumns<ConsentRow>(t),
          {
            key: 'actions',
            render: (_, r) =>
              r.withdrawnAt ? null : (
                <Button size="small" danger onClick={() => withdraw(r)}>
                  {t('consents.mine.withdraw')}
                </Button>
              ),
          },
        ]}
      />
    </Card>
  );
}

/**
 * "E-mails" on /profile (docs/rules.md R22.3; GET/PUT app/v1/profile/email): every e-mail the
 * portal sends with a switch — the essential ones (booking received, confirmed, cancelled, payment
 * received) on and locked — and the language they are written in. Without an e-mail in the
 * profile the card says to add one. Every e-mail's footer links here (`/profile#email`).
 */
import { App, Alert, Card, List, Segmented, Space, Switch, Tag, Typography } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { EmailSettings } from '../../../src/contracts/profile';
import { useEndpointMutation, useEndpointQuery } from '../../../providers/endpoints';
import { api } from '../../../src/contracts/api';

/** The card; saves each switch as it is flipped. */
export function EmailSettingsCard() {
  const t = useTranslate();
  const { message } = App.useApp();
  const { query } = useEndpointQuery(api.profile.emailSettings, {});
  const { mutate, isPending } = useEndpointMutation(api.profile.updateEmailSettings);
  const s: EmailSettings | undefined = query.data?.data;
  const save = (off: string[], language: 'ru' | 'en') =>
    mutate(
      { body: { off, language } },
      {
        onSuccess: () => {
          message.success(t('email.settings.saved'));
          void query.refetch();
        },
        onError: (e) => message.error(e.message),
      },
    );
  const offOf = (x: EmailSettings) => x.templates.filter((r) => !r.on).map((r) => r.template);
  return (
    <Card title={t('email.settings.title')} id="email" data-testid="email-settings" loading={query.isLoading}>
      {s && (
        <Space direction="vertical" style={{ width: '100%' }}>
          {s.address ? (
            <Typography.Paragraph type="secondary">
              {t('email.settings.hint', { address: s.address })}
            </Typography.Paragraph>
          ) : (
            <Alert type="info" showIcon message={t('email.settings.noAddress')} />
          )}
          <Space>
            <Typography.Text>{t('email.settings.language')}</Typography.Text>
            <Segmented
              value={s.language}
              disabled={isPending}
              options={[
                { label: 'Русский', value: 'ru' },
                { label: 'English', value: 'en' },
              ]}
              onChange={(v) => save(offOf(s), v as 'ru' | 'en')}
            />
          </Space>
          <List
            size="small"
            dataSource={s.templates}
            renderItem={(r) => (
              <List.Item
                data-testid={`email-${r.template}`}
                extra={
                  <Switch
                    checked={r.on}
                    disabled={r.essential || isPending}
                    aria-label={t(`email.settings.names.${r.template}`)}
                    onChange={(on) =>
                      save(on ? offOf(s).filter((x) => x !== r.template) : [...offOf(s), r.template], s.language)
                    }
                  />
                }
              >
                <Space>
                  {t(`email.settings.names.${r.template}`)}
                  {r.essential && <Tag>{t('email.settings.essential')}</Tag>}
                </Space>
              </List.Item>
            )}
          />
        </Space>
      )}
    </Card>
  );
}

/**
 * /account-deleted (docs/rules.md R7.4; issue 14 item 21): the result of deleting the
 * account, in the public layout — no account header, so nothing of the deleted user (name, role,
 * notifications) is on screen — with how to recover and a way home.
 */
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../components/button-link';

export default function AccountDeletedPage() {
  const { t } = useTranslation();
  return (
    <div className="page-container section">
      <Result
        status="success"
        title={<h1 style={{ margin: 0, fontSize: 26 }}>{t('deleteAccount.done')}</h1>}
        subTitle={t('deleteAccount.recovery')}
        extra={
          <ButtonLink to="/" type="primary">
            {t('common.toHome')}
          </ButtonLink>
        }
      />
    </div>
  );
}

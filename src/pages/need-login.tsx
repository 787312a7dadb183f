/** /need-login (docs/rules.md R2.12): authorization is required, with the login/registration action. */
import { useSearchParams } from 'react-router';
import { Result } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslate } from '@refinedev/core';
import { safePath } from '../../providers/auth-provider';
import { LinkButton } from '../components/link-button';

export default function NeedLoginPage() {
  const t = useTranslate();
  const [params] = useSearchParams();
  const to = safePath(params.get('to'));
  return (
    <div className="page-container section">
      <Result
        icon={<LockOutlined />}
        title={<h1 style={{ fontSize: 28, margin: 0 }}>{t('needLogin.title')}</h1>}
        subTitle={t('needLogin.text')}
        extra={
          <LinkButton to={`/login${to ? `?to=${encodeURIComponent(to)}` : ''}`} type="primary" size="large">
            {t('needLogin.action')}
          </LinkButton>
        }
      />
    </div>
  );
}

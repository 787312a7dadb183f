/**
 * The 404 page (docs/rules.md R6.4): a link home, a phone and an e-mail; translation key
 * `error.notFound`. It is drawn inside the public layout (site header and footer) by the shell
 * and by the Refine root; the server answers such paths with status 404 (server/ssr.ts).
 */
import { Result, Space } from 'antd';
import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCompany } from '../components/company';
import { formatPhone } from '../domain/phone';
import { LinkButton } from '../components/link-button';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const { company } = useCompany();
  return (
    <div className="page-container section">
      <Result
        status="404"
        title={<h1 style={{ margin: 0 }}>{t('error.notFound')}</h1>}
        subTitle={t('error.notFoundText')}
        extra={
          <Space direction="vertical" size="middle" align="center">
            <LinkButton to="/" type="primary" size="large">
              {t('common.toHome')}
            </LinkButton>
            {company && (
              <Space wrap>
                <a href={`tel:${company.phones[0]}`}>
                  <PhoneOutlined /> {formatPhone(company.phones[0])}
                </a>
                <a href={`mailto:${company.email}`}>
                  <MailOutlined /> {company.email}
                </a>
              </Space>
            )}
          </Space>
        }
      />
    </div>
  );
}

/**
 * Information pages (docs/architecture.md § Screens): /about, /about-company, /for-investors, /policy,
 * /personal-data-rules, /terms-of-use and /privacy-policy (one agreement page), /payment and
 * /payment-mobile (the same payment instructions, docs/rules.md R5.16 and R5.15: bank transfer 2–3 business
 * days, card retry after 20 minutes), /office (docs/rules.md R4.1 office sizes, a document list), /registersoftware,
 * /contacts and /questions (FAQ). Texts come from the backend (app/v1/content/page/{slug}).
 */
import type { ReactNode } from 'react';
import { Descriptions } from 'antd';
import { FilePdfOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/button-link';
import { useCompany } from '../../components/company';
import { OpenModalButton } from '../../components/shell-modal-button';
import { Island } from '../../islands/island';
import FaqIsland from './faq';
import { formatPhone } from '../../domain/phone';
import {
  BANK_TRANSFER_DAYS,
  CARD_RETRY_MINUTES,
  CONFERENCE_HALL_MAX,
  MEETING_ROOM_PEOPLE,
  OFFICE_AREA,
} from '../../domain/bookings';
import { ListStates, LoadError, PageShell, Paragraphs, useContentItem, useContentList } from './content';
import type { DocumentData } from '../../contracts/content';
import { ShellSkeleton } from '../../components/shell-skeleton';

/** A page whose title and text are the content page `slug`; `children` follow the text. */
function InfoPage({
  slug,
  fallbackTitleKey,
  children,
}: {
  slug: string;
  fallbackTitleKey: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const page = useContentItem('page', slug);
  return (
    <PageShell title={page.data?.title ?? t(fallbackTitleKey)} lead={page.data?.summary}>
      {page.isLoading ? (
        <ShellSkeleton rows={7} />
      ) : page.isError || !page.data ? (
        <LoadError error={page.error} onRetry={() => page.refetch()} />
      ) : (
        <div className="prose">
          <Paragraphs text={page.data.body} />
        </div>
      )}
      {children}
    </PageShell>
  );
}

/** "Request a call back" (`?m=callback`): an island of the server-rendered page. */
function CallbackButton() {
  const { t } = useTranslation();
  return <OpenModalButton modal="callback" label={t('site.callback')} icon="phone" kind="primary" large />;
}

export const AboutPage = () => <InfoPage slug="about" fallbackTitleKey="site.about" />;
export const AboutCompanyPage = () => <InfoPage slug="about-company" fallbackTitleKey="site.aboutCompany" />;
export const PolicyPage = () => <InfoPage slug="policy" fallbackTitleKey="site.policy" />;
export const PersonalDataRulesPage = () => (
  <InfoPage slug="personal-data-rules" fallbackTitleKey="site.personalDataRules" />
);
/** /terms-of-use and /privacy-policy. */
export const AgreementPage = () => <InfoPage slug="agreement" fallbackTitleKey="site.agreement" />;
export const RegisterSoftwarePage = () => <InfoPage slug="registersoftware" fallbackTitleKey="site.registerSoftware" />;

export function ForInvestorsPage() {
  return (
    <InfoPage slug="for-investors" fallbackTitleKey="site.forInvestors">
      <CallbackButton />
    </InfoPage>
  );
}

/** /payment and /payment-mobile: the same instructions. */
export function PaymentPage() {
  const { t } = useTranslation();
  return (
    <InfoPage slug="payment" fallbackTitleKey="site.payment">
      <ul className="facts">
        <li>{t('site.paymentFacts.card', { minutes: CARD_RETRY_MINUTES })}</li>
        <li>{t('site.paymentFacts.transfer', { days: BANK_TRANSFER_DAYS.replace('-', '–') })}</li>
      </ul>
    </InfoPage>
  );
}

/** /office: offices, meeting rooms, the conference hall and the documents to download. */
export function OfficePage() {
  const { t } = useTranslation();
  const docs = useContentList<DocumentData>('document');
  return (
    <InfoPage slug="office" fallbackTitleKey="site.office">
      <dl className="fact-grid">
        <div className="tile">
          <dt>{t('site.officeFacts.offices')}</dt>
          <dd>{t('site.officeFacts.officesValue', { min: OFFICE_AREA.min, max: OFFICE_AREA.max })}</dd>
        </div>
        <div className="tile">
          <dt>{t('site.officeFacts.meeting')}</dt>
          <dd>{t('site.officeFacts.meetingValue', { min: MEETING_ROOM_PEOPLE.min, max: MEETING_ROOM_PEOPLE.max })}</dd>
        </div>
        <div className="tile">
          <dt>{t('site.officeFacts.hall')}</dt>
          <dd>{t('site.officeFacts.hallValue', { max: CONFERENCE_HALL_MAX })}</dd>
        </div>
      </dl>
      <div className="actions" style={{ marginBottom: 24 }}>
        <ButtonLink to="/objects?kind=office" type="primary" size="large">
          {t('site.findOffice')}
        </ButtonLink>
        <ButtonLink to="/objects?kind=meeting_room" size="large">
          {t('site.findMeetingRoom')}
        </ButtonLink>
      </div>
      <CallbackButton />
      <h2 className="section-title" style={{ marginTop: 40 }}>
        {t('site.documents')}
      </h2>
      <ListStates query={docs}>
        {(items) => (
          <ul className="doc-list">
            {items.map((d) => (
              <li key={d.id}>
                <FilePdfOutlined aria-hidden />{' '}
                <a href={d.data.file} download>
                  {d.title}
                </a>{' '}
                <span className="muted-inline">({d.data.format})</span>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </InfoPage>
  );
}

/** /contacts: the company's address, phones, e-mail, socials and legal details (data, docs/rules.md R6.2). */
export function ContactsPage() {
  const { t } = useTranslation();
  const { company, isError } = useCompany();
  const legalKeys = ['name', 'inn', 'kpp', 'ogrn', 'bank', 'bik', 'account', 'corrAccount'] as const;
  return (
    <PageShell title={t('site.contacts')} lead={t('site.contactsText')}>
      {isError ? (
        <LoadError error={null} onRetry={() => window.location.reload()} />
      ) : !company ? (
        <ShellSkeleton rows={7} />
      ) : (
        <div className="contacts-grid">
          <div>
            <h2 className="h3">{company.name}</h2>
            <p>
              <strong>{t('site.address')}:</strong> {company.address}
            </p>
            <p>
              <strong>{t('site.phones')}:</strong>{' '}
              {company.phones.map((p, i) => (
                <span key={p}>
                  {i > 0 && ', '}
                  <a href={`tel:${p}`}>{formatPhone(p)}</a>
                </span>
              ))}
            </p>
            <p>
              <strong>{t('site.email')}:</strong> <a href={`mailto:${company.email}`}>{company.email}</a>
            </p>
            {Object.keys(company.socials).length > 0 && (
              <p>
                <strong>{t('site.socials')}:</strong>{' '}
                {Object.entries(company.socials).map(([name, url], i) => (
                  <span key={name}>
                    {i > 0 && ', '}
                    <a href={url} target="_blank" rel="noopener noreferrer">
                      {name === 'vk' ? 'VK' : name.charAt(0).toUpperCase() + name.slice(1)}
                    </a>
                  </span>
                ))}
              </p>
            )}
            <div className="actions">
              <CallbackButton />
              <ButtonLink to="/ask-question" size="large" icon={<QuestionCircleOutlined />}>
                {t('site.askQuestion')}
              </ButtonLink>
            </div>
          </div>
          <div>
            <h2 className="h3">{t('site.requisites')}</h2>
            <Descriptions
              column={1}
              size="small"
              bordered
              items={legalKeys
                .filter((k) => company.legal[k])
                .map((k) => ({ key: k, label: t(`site.legal.${k}`), children: company.legal[k] }))}
            />
          </div>
        </div>
      )}
    </PageShell>
  );
}

/** /questions: the FAQ, with a way to ask another question. */
export function QuestionsPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('site.questions')} lead={t('site.questionsText')}>
      <Island name="faq" component={FaqIsland} />
      <div className="actions" style={{ marginTop: 32 }}>
        <span>{t('site.noAnswer')}</span>
        <ButtonLink to="/ask-question" type="primary" size="large">
          {t('site.askQuestion')}
        </ButtonLink>
      </div>
    </PageShell>
  );
}

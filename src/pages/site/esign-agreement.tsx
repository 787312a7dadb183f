/**
 * /esign-agreement (docs/rules.md R11.9): the agreement on the use of a simple electronic signature
 * in force — its version, the day it took effect and its text in the interface language
 * (GET app/v1/esign/agreement, public).
 */
import { useTranslation } from 'react-i18next';
import { api } from '../../contracts/api';
import { useApi } from '../../../providers/api-hooks';
import { formatDisplayDate } from '../../domain/datetime';
import { AgreementText } from '../../components/agreement-text';
import { ShellSkeleton } from '../../components/shell-skeleton';
import { LoadError, PageShell } from './content';

export function EsignAgreementPage() {
  const { t } = useTranslation();
  const q = useApi(api.esign.agreement);
  const a = q.data;
  return (
    <PageShell
      title={t('site.esignAgreement')}
      lead={
        a
          ? t('site.esignAgreementVersion', { version: a.version, date: formatDisplayDate(a.effectiveFrom, 'full') })
          : undefined
      }
    >
      {q.isLoading ? (
        <ShellSkeleton rows={7} />
      ) : q.isError || !a ? (
        <LoadError error={q.error} onRetry={() => q.refetch()} />
      ) : (
        <AgreementText text={a.text} />
      )}
    </PageShell>
  );
}

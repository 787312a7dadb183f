/**
 * The columns a consent record shows wherever it is listed (docs/rules.md R21.3–R21.4): the kind with
 * a link to the version ticked, the form it was given in, when, and whether it is in force. Shared
 * by "My consents" on /profile and the back office's list (through ../widgets.ts).
 */
import { Link } from 'react-router';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ConsentRow } from '../../../src/contracts/consents';
import { legalPath } from '../../../src/domain/consents';
import { formatServerTimestamp } from '../../../src/domain/datetime';

/** The state of a record: in force, or withdrawn on a date. */
export function ConsentState({ row, t }: { row: ConsentRow; t: (k: string, o?: object) => string }) {
  return row.withdrawnAt ? (
    <Tag>{t('consents.mine.withdrawn', { date: formatServerTimestamp(row.withdrawnAt, { kind: 'full' }) })}</Tag>
  ) : (
    <Tag color="green">{t('consents.mine.active')}</Tag>
  );
}

/** Kind (linking to the version's page), purpose, given, state. */
export function consentColumns<R extends ConsentRow>(t: (k: string, o?: object) => string): ColumnsType<R> {
  return [
    {
      title: t('consents.mine.kind'),
      dataIndex: 'kind',
      render: (_, r) => (
        <>
          {t(`consents.kind.${r.kind}`)}
          <br />
          <Link to={`${legalPath(r.kind)}?v=${r.version}`} target="_blank" rel="noopener">
            {t('consents.version', { version: r.version })}
          </Link>
        </>
      ),
    },
    { title: t('consents.mine.purpose'), dataIndex: 'purpose', render: (_, r) => t(`consents.purpose.${r.purpose}`) },
    { title: t('consents.mine.given'), dataIndex: 'givenAt', render: (_, r) => formatServerTimestamp(r.givenAt) },
    { title: t('consents.mine.state'), key: 'state', render: (_, r) => <ConsentState row={r} t={t} /> },
  ];
}

/**
 * The legal documents' own pages (docs/rules.md R21.1): /legal/privacy (the privacy policy) and
 * /legal/consent/{kind} (each consent as a separate document, 152-FZ art. 9 as amended by 156-FZ), in
 * the page's language, the version in force today or `?v=N`, with the other versions listed. The
 * texts are files in the repository (src/legal/<document>/v<version>.<lang>.txt), the versions data
 * (src/domain/consents.ts `LEGAL_VERSIONS`); server-rendered like the other information pages.
 */
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  LEGAL_DOCUMENTS,
  legalBlocks,
  legalPath,
  versionOn,
  versionsOf,
  type LegalBlock,
  type LegalDocument,
} from '../../domain/consents';
import { hotelToday } from '../../domain/hotel-time';
import { formatDisplayDate } from '../../domain/datetime';
import { PageShell } from './content';

/** Every text, by `<document>/v<version>.<lang>` (bundled with this page only). */
const TEXTS = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('../../legal/*/*.txt', { query: '?raw', import: 'default', eager: true }),
  ).map(([path, text]) => [path.replace('../../legal/', '').replace(/\.txt$/, ''), text]),
);

/** The text of one version in `lang`, falling back to Russian (R6.1). */
const textOf = (document: LegalDocument, version: number, lang: string) =>
  TEXTS[`${document}/v${version}.${lang}`] ?? TEXTS[`${document}/v${version}.ru`] ?? '';

/** Blocks with each run of list items as one array of their texts. */
function groups(blocks: LegalBlock[]): (LegalBlock | string[])[] {
  const out: (LegalBlock | string[])[] = [];
  for (const b of blocks) {
    const last = out[out.length - 1];
    if (b.type !== 'item') out.push(b);
    else if (Array.isArray(last)) last.push(b.text);
    else out.push([b.text]);
  }
  return out;
}

/** One document's page: the chosen version's text, its date, the other versions. */
function LegalDocumentPage({ document }: { document: LegalDocument }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const all = versionsOf(document);
  const asked = all.find((v) => String(v.version) === params.get('v'));
  const shown = asked ?? versionOn(document, hotelToday());
  const blocks = legalBlocks(textOf(document, shown.version, i18n.language));
  const heading = blocks[0]?.type === 'heading' ? blocks.shift()!.text : t(`consents.kind.${document}`);
  return (
    <PageShell
      title={heading}
      lead={t('consents.versionFrom', { version: shown.version, date: formatDisplayDate(shown.effectiveFrom, 'full') })}
    >
      <div className="prose" data-testid="legal-text">
        {groups(blocks).map((g, i) =>
          Array.isArray(g) ? (
            <ul key={i}>
              {g.map((x, j) => (
                <li key={j}>{x}</li>
              ))}
            </ul>
          ) : g.type === 'heading' ? (
            <h2 key={i}>{g.text}</h2>
          ) : (
            <p key={i}>{g.text}</p>
          ),
        )}
      </div>
      {all.length > 1 && (
        <>
          <h2>{t('consents.otherVersions')}</h2>
          <ul>
            {all.map((v) => (
              <li key={v.version}>
                <Link to={`${legalPath(document)}?v=${v.version}`}>
                  {t('consents.versionFrom', { version: v.version, date: formatDisplayDate(v.effectiveFrom, 'full') })}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </PageShell>
  );
}

/** /legal/privacy. */
export function PrivacyPage() {
  return <LegalDocumentPage document="privacy" />;
}

/** /legal/consent/{kind}: a consent kind's document; another kind says the document is not found. */
export function ConsentDocumentPage() {
  const { t } = useTranslation();
  const { kind } = useParams();
  const document = LEGAL_DOCUMENTS.find((d) => d !== 'privacy' && d === kind);
  if (!document) return <PageShell title={t('consents.documentNotFound')} />;
  return <LegalDocumentPage key={document} document={document} />;
}

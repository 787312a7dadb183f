/**
 * Consents as documents (docs/rules.md R21.1–R21.6; 152-FZ art. 9 as amended by 156-FZ of 24.06.2025,
 * in force 1 September 2025: a consent is a separate document, one purpose each). The kinds, the
 * legal documents with their dated versions (the texts are files, `src/legal/<document>/v<version>.<lang>.txt`),
 * the body field each kind is given in, and the version in force on a day.
 */
/** The kinds of consent a person gives (R21.1); `personal_data` is the essential one. */
export const CONSENT_KINDS = ['personal_data', 'notifications', 'check_in', 'cross_border'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** The consent without which no account is kept: withdrawing it ends with deleting the account (R21.4). */
export const ESSENTIAL_CONSENT: ConsentKind = 'personal_data';

/** Every legal document with a public page: the privacy policy and one document per consent kind (R21.1). */
export const LEGAL_DOCUMENTS = ['privacy', ...CONSENT_KINDS] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

/** One version of a legal document: its number and the first day (ISO date, Yekaterinburg) it applies. */
export interface LegalVersion {
  document: LegalDocument;
  /** 1, 2, …: the text is `src/legal/<document>/v<version>.<lang>.txt`. */
  version: number;
  /** YYYY-MM-DD, the first day the version is in force. */
  effectiveFrom: string;
}

/**
 * The versions of every document, as data (R21.1): a new text is a new file and a new row here, never
 * an edit of a published one. The first versions apply from the day 156-FZ made consent a separate
 * document.
 */
export const LEGAL_VERSIONS: readonly LegalVersion[] = [
  { document: 'privacy', version: 1, effectiveFrom: '2025-09-01' },
  { document: 'personal_data', version: 1, effectiveFrom: '2025-09-01' },
  { document: 'notifications', version: 1, effectiveFrom: '2025-09-01' },
  { document: 'check_in', version: 1, effectiveFrom: '2025-09-01' },
  { document: 'cross_border', version: 1, effectiveFrom: '2025-09-01' },
];

/**
 * The version of `document` in force on `day` (YYYY-MM-DD): the latest whose `effectiveFrom` ≤ day.
 * @throws Error when no version applies yet (a programming error: the table starts before any use).
 */
export function versionOn(document: LegalDocument, day: string, table: readonly LegalVersion[] = LEGAL_VERSIONS) {
  const found = table
    .filter((v) => v.document === document && v.effectiveFrom <= day)
    .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom) || b.version - a.version)[0];
  if (!found) throw new Error(`no version of ${document} in force on ${day}`);
  return found;
}

/** Every version of `document`, newest first (the document page lists them). */
export const versionsOf = (document: LegalDocument, table: readonly LegalVersion[] = LEGAL_VERSIONS) =>
  table.filter((v) => v.document === document).sort((a, b) => b.version - a.version);

/**
 * The body field in which a form gives each kind (R21.2): `true` means the box was ticked. The
 * personal-data consent keeps the name the public forms always used.
 */
export const CONSENT_FIELDS = {
  personal_data: 'policyConsent',
  notifications: 'notificationsConsent',
  check_in: 'checkInConsent',
  cross_border: 'crossBorderConsent',
} as const satisfies Record<ConsentKind, string>;

/** The forms that record a consent, each its purpose (R21.2); the record keeps it. */
export const CONSENT_PURPOSES = [
  'login',
  'profile',
  'booking',
  'callback',
  'feedback',
  'question',
  'owner_application',
  'agent_application',
  'check_in',
  'push',
] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** The public page of a document: `/legal/privacy` or `/legal/consent/<kind>` (R21.1). */
export const legalPath = (document: LegalDocument) =>
  document === 'privacy' ? '/legal/privacy' : `/legal/consent/${document}`;

/** A block of a document's text: a heading (`## …`), a list item (`- …`) or a paragraph. */
export type LegalBlock = { type: 'heading' | 'item' | 'paragraph'; text: string };

/** The blocks of a document's plain text: blank lines separate paragraphs; `## ` heads, `- ` list items. */
export function legalBlocks(text: string): LegalBlock[] {
  const out: LegalBlock[] = [];
  for (const chunk of text.split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    if (lines.every((l) => l.startsWith('- '))) {
      out.push(...lines.map((l) => ({ type: 'item' as const, text: l.slice(2) })));
    } else if (lines[0]!.startsWith('## ')) {
      out.push({ type: 'heading', text: lines[0]!.slice(3) });
      if (lines.length > 1) out.push({ type: 'paragraph', text: lines.slice(1).join(' ') });
    } else out.push({ type: 'paragraph', text: lines.join(' ') });
  }
  return out;
}

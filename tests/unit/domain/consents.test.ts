/** Consents as documents (docs/rules.md R21.1, R21.5): the versions table, the texts' files, the check-in term. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CONSENT_FIELDS,
  CONSENT_KINDS,
  LEGAL_DOCUMENTS,
  LEGAL_VERSIONS,
  legalBlocks,
  legalPath,
  versionOn,
  versionsOf,
  type LegalVersion,
} from '../../../src/domain/consents';
import { checkInCutoff, checkInRetentionMonths } from '../../../src/domain/check-in-retention';

describe('the versions table', () => {
  it('has a first version of every document from 1 September 2025 (156-FZ), each with a text in ru and en', () => {
    for (const d of LEGAL_DOCUMENTS) {
      expect(versionOn(d, '2025-09-01')).toMatchObject({ document: d, version: 1 });
      for (const v of versionsOf(d))
        for (const lang of ['ru', 'en'])
          expect(readFileSync(`src/legal/${d}/v${v.version}.${lang}.txt`, 'utf8').length).toBeGreaterThan(200);
    }
    expect(() => versionOn('privacy', '2025-08-31')).toThrow(/no version/);
  });

  it('picks the latest version in force on a day; a new row takes over on its date', () => {
    const table: LegalVersion[] = [
      ...LEGAL_VERSIONS,
      { document: 'personal_data', version: 2, effectiveFrom: '2027-03-01' },
    ];
    expect(versionOn('personal_data', '2027-02-28', table).version).toBe(1);
    expect(versionOn('personal_data', '2027-03-01', table).version).toBe(2);
    expect(versionOn('notifications', '2027-03-01', table).version).toBe(1);
    expect(versionsOf('personal_data', table).map((v) => v.version)).toEqual([2, 1]);
  });

  it('numbers each document’s versions 1, 2, … without gaps or repeats', () => {
    for (const d of LEGAL_DOCUMENTS) {
      const numbers = versionsOf(d)
        .map((v) => v.version)
        .sort((a, b) => a - b);
      expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    }
  });

  it('gives every kind a body field and a page', () => {
    expect(Object.keys(CONSENT_FIELDS).sort()).toEqual([...CONSENT_KINDS].sort());
    expect(CONSENT_FIELDS.personal_data).toBe('policyConsent');
    expect(legalPath('privacy')).toBe('/legal/privacy');
    expect(legalPath('check_in')).toBe('/legal/consent/check_in');
  });
});

describe('legalBlocks', () => {
  it('reads headings, paragraphs joined across lines, and list items', () => {
    expect(legalBlocks('## Title\n\nOne\ntwo.\n\n- a;\n- b.\n\n## Next\nText')).toEqual([
      { type: 'heading', text: 'Title' },
      { type: 'paragraph', text: 'One two.' },
      { type: 'item', text: 'a;' },
      { type: 'item', text: 'b.' },
      { type: 'heading', text: 'Next' },
      { type: 'paragraph', text: 'Text' },
    ]);
  });
});

describe('check-in retention (R21.5)', () => {
  it('keeps check-in data 12 months after check-out (Code of Administrative Offences art. 4.5)', () => {
    expect(checkInRetentionMonths('2026-11-28')).toBe(12);
    expect(checkInCutoff('2026-11-28')).toBe('2025-11-28');
    expect(checkInCutoff('2028-02-29')).toBe('2027-02-28');
  });
});

/**
 * The e-signature agreement's versions (docs/rules.md R11.9): the version in force by date, and
 * every version listed has its text in both languages (src/legal/esign-agreement/).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { agreementInForce, ESIGN_AGREEMENT_VERSIONS } from '../../../src/domain/esign-agreement';

const versions = [
  { version: '2', effectiveFrom: '2027-03-01' },
  { version: '1', effectiveFrom: '2026-11-01' },
];

describe('the e-signature agreement versions', () => {
  it('picks the latest version in force on a day, the first before any', () => {
    expect(agreementInForce(versions, '2026-12-31').version).toBe('1');
    expect(agreementInForce(versions, '2027-03-01').version).toBe('2');
    expect(agreementInForce(versions, '2026-01-01').version).toBe('1');
    expect(() => agreementInForce([], '2026-01-01')).toThrow();
  });

  it('has the text of every version in ru and en, naming 63-FZ and the secrecy of the code', () => {
    for (const { version } of ESIGN_AGREEMENT_VERSIONS) {
      for (const lang of ['ru', 'en']) {
        const file = `src/legal/esign-agreement/${version}.${lang}.md`;
        expect(existsSync(file), file).toBe(true);
        const text = readFileSync(file, 'utf8');
        expect(text).toContain(lang === 'ru' ? '63-ФЗ' : '63-FZ');
        expect(text).toContain(`${lang === 'ru' ? 'Версия' : 'Version'} ${version}`);
      }
    }
  });
});

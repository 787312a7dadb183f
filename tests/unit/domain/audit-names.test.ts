/** Issue 22 item 14: every section and verb the audit log records has a name in both languages. */
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../../src/domain/audit';
import ru from '../../../src/locales/areas/backoffice/ru.json';
import en from '../../../src/locales/areas/backoffice/en.json';

type Audit = { entities: Record<string, string>; actions: Record<string, string> };
const audit = (lang: string) => (lang === 'ru' ? ru : en)['backoffice-audit'] as Audit;

describe('audit log names', () => {
  it.each(['ru', 'en'])('every section and verb is named in %s', (lang) => {
    const { entities, actions } = audit(lang);
    expect(AUDIT_ENTITIES.filter((e) => !entities[e])).toEqual([]);
    expect(AUDIT_ACTIONS.filter((a) => !actions[a])).toEqual([]);
  });
});

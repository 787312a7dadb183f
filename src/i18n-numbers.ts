/**
 * Numbers in translated messages (docs/rules.md R6.1): every number interpolated into a message is
 * written by the message's language — `471,919` and `12 345` in Russian, `471.919` and `12,345` in
 * English — on the SPA (src/i18n-core.ts) and the server (server/i18n.ts) alike. i18next's
 * formatter module takes every interpolated value (`interpolation.alwaysFormat`); a number goes
 * through `Intl.NumberFormat` of the language, as `formatNumber` of src/domain/number-format.ts writes it
 * (R8.8: up to 3 decimals; the shell's first scripts carry this alone, not that module), unless its variable names an identifier rather than a quantity
 * ({@link NOT_QUANTITIES}); any other value is left as it is. Guard:
 * tests/unit/i18n-numbers.test.ts renders every message of both languages with numbers.
 */
import type { FormatterModule } from 'i18next';

/** Variables that hold identifiers written as digits (a year, an id, a number, a code): never grouped. */
export const NOT_QUANTITIES: ReadonlySet<string> = new Set(['year', 'id', 'number', 'code', 'statusCode']);

const formats = new Map<string, Intl.NumberFormat>();
/** The language's number format (`en-US` or `ru-RU`, at most 3 decimals), made once per language. */
function numberFormat(lng: string | undefined): Intl.NumberFormat {
  const locale = lng === 'en' ? 'en-US' : 'ru-RU';
  let f = formats.get(locale);
  if (!f) formats.set(locale, (f = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 })));
  return f;
}

/**
 * Makes the language's number format and plural rules ahead of the first message that needs them:
 * the first `Intl` object of a locale loads its data (on a phone, 4× slower, ~55 ms for
 * `ru-RU`), which a caller can pay in a task of its own instead of inside a render.
 */
export function warmNumberFormats(lng: string | undefined): void {
  numberFormat(lng);
  new Intl.PluralRules(lng === 'en' ? 'en-US' : 'ru-RU');
}

/**
 * The i18next formatter module (register with `i18n.use(localeNumbers)` and init with
 * `interpolation: { alwaysFormat: true }`): `{{x}}` and `{{x, number}}` holding a number are
 * written by the language; other formats are not used by the portal's strings.
 */
export const localeNumbers: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format: (value, format, lng, options) =>
    typeof value === 'number' &&
    (format === 'number' || (!format && !NOT_QUANTITIES.has(String(options?.interpolationkey ?? ''))))
      ? numberFormat(lng).format(value)
      : value,
};

/**
 * Plural rules and child-age keys (docs/rules.md R8.4: plural rules for children's age in
 * Russian and English, children under 1 year a special case; R5.4: adults are 18 and older).
 *
 * The i18n layer (i18next) resolves plural suffixes itself through `Intl.PluralRules`; these
 * functions document the same rules for the domain and the tests.
 *
 * @module
 */

/** Supported interface languages. Russian is the default and fallback (docs/rules.md R6.1). */
export type Locale = 'ru' | 'en';

/** Russian plural categories for integers (CLDR): one (1, 21, 101…), few (2–4, 22–24…), many (0, 5–20, 25…). */
export type RuPluralCategory = 'one' | 'few' | 'many';

/** English plural categories for integers (CLDR): one (1), other. */
export type EnPluralCategory = 'one' | 'other';

/** Oldest age of a child, in whole years (children are under 18; docs/rules.md R5.4). */
export const CHILD_MAX_AGE = 17;

/** Youngest age of an adult, in whole years. docs/rules.md R5.4 "adults are 18 and older". */
export const ADULT_MIN_AGE = 18;

/** i18n key for a child younger than one year (docs/rules.md R8.4 special case). */
export const CHILD_UNDER_ONE_KEY = 'guests.child.underOne';

/**
 * i18n key for a child's age in years; i18next appends the plural suffix from `count`:
 * ru `_one` ("1 год"), `_few` ("2 года"), `_many` ("5 лет"); en `_one` ("1 year"), `_other` ("2 years").
 */
export const CHILD_AGE_KEY = 'guests.child.age';

function assertInteger(n: number): number {
  if (!Number.isInteger(n)) throw new RangeError(`Plural category needs an integer, got ${n}`);
  return Math.abs(n);
}

/**
 * Russian plural category of an integer (CLDR rules, same as `new Intl.PluralRules('ru')` for
 * integers): `one` when n % 10 = 1 and n % 100 ≠ 11; `few` when n % 10 ∈ 2..4 and n % 100 ∉ 12..14;
 * otherwise `many`. Negative numbers use their absolute value.
 *
 * @throws RangeError when `n` is not an integer (fractions are `other` in Russian; not used here).
 */
export function pluralCategoryRu(n: number): RuPluralCategory {
  const abs = assertInteger(n);
  const mod10 = abs % 10;
  const mod100 = abs % 100;
  if (mod10 === 1 && mod100 !== 11) return 'one';
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return 'few';
  return 'many';
}

/**
 * English plural category of an integer (CLDR, same as `new Intl.PluralRules('en')` for
 * integers): `one` for 1 (and -1), `other` otherwise (including 0).
 *
 * @throws RangeError when `n` is not an integer.
 */
export function pluralCategoryEn(n: number): EnPluralCategory {
  return assertInteger(n) === 1 ? 'one' : 'other';
}

/**
 * Plural category via `Intl.PluralRules` for any supported locale (what i18next uses).
 */
export function pluralCategory(locale: Locale, n: number): Intl.LDMLPluralRule {
  return new Intl.PluralRules(locale).select(n);
}

/**
 * The i18n key and count to show a child's age (docs/rules.md R8.4):
 * - age 0 → `{ key: 'guests.child.underOne', count: 0 }` (special case "under 1 year"),
 * - 1..17 → `{ key: 'guests.child.age', count: age }`; i18next picks `_one/_few/_many/_other`.
 *
 * @param ageYears - completed years, integer 0..{@link CHILD_MAX_AGE}.
 * @throws RangeError when the age is not an integer in 0..17.
 */
export function childAgeKey(ageYears: number): { key: string; count: number } {
  if (!isValidChildAge(ageYears)) {
    throw new RangeError(`Invalid child age (0..${CHILD_MAX_AGE}): ${ageYears}`);
  }
  if (ageYears === 0) return { key: CHILD_UNDER_ONE_KEY, count: 0 };
  return { key: CHILD_AGE_KEY, count: ageYears };
}

/** True when `age` is an integer 0..{@link CHILD_MAX_AGE} (a child's age in years). */
export function isValidChildAge(age: number): boolean {
  return Number.isInteger(age) && age >= 0 && age <= CHILD_MAX_AGE;
}

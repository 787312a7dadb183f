import { describe, it, expect } from 'vitest';
import {
  ADULT_MIN_AGE,
  CHILD_MAX_AGE,
  childAgeKey,
  isValidChildAge,
  pluralCategory,
  pluralCategoryEn,
  pluralCategoryRu,
} from '../../../src/domain/plural';

describe('Intl.PluralRules sanity (what i18next uses)', () => {
  const ru = new Intl.PluralRules('ru');
  it.each([1, 21, 101])('ru %i → one', (n) => expect(ru.select(n)).toBe('one'));
  it.each([2, 3, 4, 22, 104])('ru %i → few', (n) => expect(ru.select(n)).toBe('few'));
  it.each([0, 5, 11, 12, 14, 25, 111])('ru %i → many', (n) => expect(ru.select(n)).toBe('many'));
});

describe('pluralCategoryRu / pluralCategoryEn', () => {
  it.each([
    [0, 'many', 'other'],
    [1, 'one', 'one'],
    [2, 'few', 'other'],
    [5, 'many', 'other'],
    [11, 'many', 'other'],
    [12, 'many', 'other'],
    [14, 'many', 'other'],
    [21, 'one', 'other'],
    [22, 'few', 'other'],
    [111, 'many', 'other'],
    [112, 'many', 'other'],
    [1001, 'one', 'other'],
  ])('%i → ru %s, en %s', (n, ruCat, enCat) => {
    expect(pluralCategoryRu(n)).toBe(ruCat);
    expect(pluralCategoryEn(n)).toBe(enCat);
  });

  it('agrees with Intl.PluralRules for 0..200', () => {
    for (let n = 0; n <= 200; n += 1) {
      expect(pluralCategoryRu(n)).toBe(pluralCategory('ru', n));
      expect(pluralCategoryEn(n)).toBe(pluralCategory('en', n));
    }
  });

  it('uses the absolute value for negatives', () => {
    expect(pluralCategoryRu(-1)).toBe('one');
    expect(pluralCategoryRu(-3)).toBe('few');
    expect(pluralCategoryEn(-1)).toBe('one');
  });

  it('rejects fractions', () => {
    expect(() => pluralCategoryRu(1.5)).toThrow(RangeError);
    expect(() => pluralCategoryEn(NaN)).toThrow(RangeError);
  });
});

describe('childAgeKey (R8.4: under 1 year is special)', () => {
  it('age 0 → underOne', () => {
    expect(childAgeKey(0)).toEqual({ key: 'guests.child.underOne', count: 0 });
  });
  it.each([1, 2, 5, 11, 17])('age %i → guests.child.age with count', (n) => {
    expect(childAgeKey(n)).toEqual({ key: 'guests.child.age', count: n });
  });
  it.each([-1, 18, 21, 1.5, NaN])('rejects %s', (n) => {
    expect(() => childAgeKey(n)).toThrow(RangeError);
    expect(isValidChildAge(n)).toBe(false);
  });
  it('age limits (R5.4 adults 18+)', () => {
    expect(CHILD_MAX_AGE).toBe(17);
    expect(ADULT_MIN_AGE).toBe(18);
    expect(ADULT_MIN_AGE).toBe(CHILD_MAX_AGE + 1);
  });
});

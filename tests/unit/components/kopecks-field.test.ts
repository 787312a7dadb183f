/** The back office's amount fields hold kopecks (the contract's field) while the person types rubles. */
import { describe, expect, it } from 'vitest';
import { kopecksField } from '../../../src/components/backoffice/kopecks-field';

describe('kopecksField', () => {
  it('turns typed rubles into kopecks, binary fractions included', () => {
    expect(kopecksField.normalize(1234.56)).toBe(123456);
    expect(kopecksField.normalize(1.005)).toBe(101);
    expect(kopecksField.normalize(15)).toBe(1500);
  });

  it('shows the kopecks the form holds as rubles', () => {
    expect(kopecksField.getValueProps(123456)).toEqual({ value: 1234.56 });
    expect(kopecksField.getValueProps(100)).toEqual({ value: 1 });
  });

  it('keeps empty as empty and text that is not a number as NaN, for the field rules to judge', () => {
    expect(kopecksField.normalize(null)).toBeNull();
    expect(kopecksField.normalize(undefined)).toBeUndefined();
    expect(kopecksField.normalize(Number.NaN)).toBeNaN();
    expect(kopecksField.getValueProps(null)).toEqual({ value: null });
    expect(kopecksField.getValueProps(Number.NaN).value).toBeNaN();
  });
});

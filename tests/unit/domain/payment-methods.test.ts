/** The acquirer's methods and their limits (docs/rules.md R5.27; src/domain/payment-methods.ts). */
import { describe, expect, it } from 'vitest';
import { isAcquirerMethod, methodLimit, methodLimitProblem, orderedMethods } from '../../../src/domain/payment-methods';

describe('payment methods (R5.27)', () => {
  it('SBP takes 1 ₽ … 700 000 ₽; a card has no limit of ours', () => {
    expect(methodLimitProblem('sbp', 100, '2026-11-28')).toBeNull();
    expect(methodLimitProblem('sbp', 70_000_000, '2026-11-28')).toBeNull();
    expect(methodLimitProblem('sbp', 70_000_001, '2026-11-28')).toEqual({ problem: 'above', limitKopecks: 70_000_000 });
    expect(methodLimitProblem('sbp', 99, '2026-11-28')).toEqual({ problem: 'below', limitKopecks: 100 });
    expect(methodLimitProblem('card', 1e12, '2026-11-28')).toBeNull();
    expect(methodLimit('sbp', '2023-12-31')).toBeNull();
  });

  it('the last used method comes first', () => {
    expect(orderedMethods(null)).toEqual(['card', 'sbp']);
    expect(orderedMethods('sbp')).toEqual(['sbp', 'card']);
    expect(orderedMethods('card')).toEqual(['card', 'sbp']);
  });

  it('a bank transfer is not an acquirer method', () => {
    expect(isAcquirerMethod('sbp')).toBe(true);
    expect(isAcquirerMethod('bank_transfer')).toBe(false);
  });
});

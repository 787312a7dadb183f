/** Issue 14 item 8: the guests line gives the children's count, then their ages. */
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../src/i18n';
import { useGuestsText } from '../../../resources/bookings/components/status';

describe('guests text', () => {
  it('says "Children: 1 (5 years)", not "Children under 18: 5 years"', async () => {
    await i18n.changeLanguage('ru');
    const { result } = renderHook(() => useGuestsText());
    expect(result.current({ adults: 2, children: [5] })).toBe('Взрослые: 2; Дети: 1 (5 лет)');
    expect(result.current({ adults: 1, children: [5, 0] })).toBe('Взрослые: 1; Дети: 2 (5 лет, до 1 года)');
  });
});

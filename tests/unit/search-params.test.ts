/** Issue #3: the search state round-trips through the URL and maps to the API query. */
import { describe, expect, it } from 'vitest';
import { apiQuery, readSearch, stayParams, writeSearch } from '../../src/pages/objects/search-params';

describe('search state in the URL', () => {
  it('round-trips every field and drops defaults', () => {
    const q =
      'view=map&kind=apartment&buildingId=2&priceMin=4000&priceMax=9000&checkIn=2026-12-10&checkOut=2026-12-13&adults=2&children=5,0&sort=price_desc&page=3';
    const s = readSearch(new URLSearchParams(q));
    expect(s).toMatchObject({
      view: 'map',
      buildingId: 2,
      priceMin: 4000,
      children: [5, 0],
      sort: 'price_desc',
      page: 3,
    });
    expect(writeSearch(s).toString()).toBe(new URLSearchParams(q).toString());
    expect(writeSearch(readSearch(new URLSearchParams(''))).toString()).toBe('');
  });
  it('ignores malformed values', () => {
    const s = readSearch(new URLSearchParams('checkIn=tomorrow&sort=weird&page=-4&children=a,3'));
    expect(s).toMatchObject({ checkIn: undefined, sort: 'price_asc', page: 1, children: [3] });
  });
  it('ignores fractional counts and ids (issue 14 item 1: adults=2.5 once blanked the booking form)', () => {
    expect(readSearch(new URLSearchParams('adults=2.5&buildingId=1.5&page=2.5'))).toMatchObject({
      adults: undefined,
      buildingId: undefined,
      page: 1,
    });
  });
  it('maps to the API query with a page window of 12', () => {
    const s = readSearch(new URLSearchParams('page=2&sort=area_desc&children=1'));
    expect(apiQuery(s)).toMatchObject({ _start: 12, _end: 24, _sort: 'area', _order: 'desc', children: '1' });
    expect(stayParams(s)).toBe('?children=1');
  });
});

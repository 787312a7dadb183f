/** Issue #4: cookie consent parsing, the feedback pop-up rule and the sitemap document. */
import { describe, expect, it } from 'vitest';
import { FEEDBACK_MODAL_DELAY_MS } from '../../../src/domain/bookings';
import { parseCookieConsent, shouldOpenFeedback } from '../../../src/domain/forms';
import { buildSitemap, localizedLegal, SITEMAP_STATIC_PATHS } from '../../../src/domain/site';

describe('cookie consent', () => {
  it('knows only "all" and "essential"; anything else is undecided', () => {
    expect(parseCookieConsent('all')).toBe('all');
    expect(parseCookieConsent('essential')).toBe('essential');
    expect(parseCookieConsent('yes')).toBeNull();
    expect(parseCookieConsent(undefined)).toBeNull();
  });
});

describe('the feedback pop-up (R6.7)', () => {
  it('waits 50 000 ms', () => expect(FEEDBACK_MODAL_DELAY_MS).toBe(50_000));
  it('opens only when no modal is in the query and it was not shown yet', () => {
    expect(shouldOpenFeedback('', false)).toBe(true);
    expect(shouldOpenFeedback('?acs=1', false)).toBe(true);
    expect(shouldOpenFeedback('?m=callback', false)).toBe(false);
    expect(shouldOpenFeedback('?x=1&m=feedback', false)).toBe(false);
    expect(shouldOpenFeedback('?m=', false)).toBe(true);
    expect(shouldOpenFeedback('', true)).toBe(false);
  });
  it('stays quiet in the booking, payment and account flows', () => {
    expect(shouldOpenFeedback('', false, '/news')).toBe(true);
    expect(shouldOpenFeedback('', false, '/objects')).toBe(true);
    expect(shouldOpenFeedback('', false, '/objects/12')).toBe(true);
    expect(shouldOpenFeedback('', false, '/objects/12/order')).toBe(false);
    expect(shouldOpenFeedback('', false, '/payment-sandbox/5')).toBe(false);
    expect(shouldOpenFeedback('', false, '/bookings/7')).toBe(false);
    expect(shouldOpenFeedback('', false, '/login')).toBe(false);
    expect(shouldOpenFeedback('', false, '/dashboard')).toBe(false);
  });
});

describe('sitemap', () => {
  it('lists absolute, escaped URLs in the sitemaps.org format', () => {
    const xml = buildSitemap('https://grand.example', ['/', '/news/a&b']);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://grand.example/</loc></url>');
    expect(xml).toContain('<loc>https://grand.example/news/a&amp;b</loc>');
  });

  it('covers the public pages (docs/architecture.md § Screens) and no account page', () => {
    for (const p of [
      '/',
      '/contacts',
      '/office',
      '/news',
      '/partners',
      '/segments/apartments',
      '/payment',
      '/questions',
    ])
      expect(SITEMAP_STATIC_PATHS).toContain(p);
    for (const p of ['/login', '/dashboard', '/profile']) expect(SITEMAP_STATIC_PATHS).not.toContain(p as never);
  });
});

describe('the company legal details per language (issue 14 item 10)', () => {
  const legal = {
    name: 'ООО «УК Гранд Квартал»',
    nameEn: 'Grand Kvartal MC LLC',
    bank: 'ПАО «Уральский банк»',
    bankEn: 'Ural Bank PJSC',
    inn: '6670000000',
  };
  it('gives English names in English, Russian in Russian, and never the En keys', () => {
    expect(localizedLegal(legal, 'en')).toEqual({
      name: 'Grand Kvartal MC LLC',
      bank: 'Ural Bank PJSC',
      inn: '6670000000',
    });
    expect(localizedLegal(legal, 'ru')).toEqual({
      name: 'ООО «УК Гранд Квартал»',
      bank: 'ПАО «Уральский банк»',
      inn: '6670000000',
    });
    expect(localizedLegal({ name: 'ООО' }, 'en')).toEqual({ name: 'ООО' });
  });
});

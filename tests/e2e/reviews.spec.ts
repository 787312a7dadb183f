/**
 * Issue 40 point 3 in the browser (docs/rules.md R24): a guest rates a finished stay from the
 * booking page ("Оцените проживание": four star ratings and a text), sees it awaiting moderation; a
 * manager publishes it in /backoffice/reviews and answers publicly; the object's server-rendered
 * page shows the review, its answer, the average and the count, and its JSON-LD holds the
 * AggregateRating with that average; the search sorted by guest rating puts the best rated first.
 * The finished stay is made by the test-only POST /api/dev/past-stay (the server's clock is real).
 */
import { randomInt } from 'node:crypto';
import { expect as baseExpect } from '@playwright/test';
import { test } from './test';
import { apiLogin, signInWith, uniquePhone } from './helpers';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });
const H = { company: '1', devicelocale: 'en' };

test('ru: a guest reviews a finished stay, a manager publishes and answers it, the object page and the search show the rating', async ({
  page,
  request,
  baseURL,
  signIn,
}) => {
  const phone = uniquePhone();
  const token = await apiLogin(request, phone);
  const named = await request.put('/api/app/v1/profile', {
    headers: { ...H, authorization: `Bearer ${token}` },
    data: { name: 'Анна', surname: 'Рецензентова' },
  });
  expect(named.ok()).toBe(true);
  const made = await request.post('/api/dev/past-stay', { headers: H, data: { phone, daysAgo: 1 } });
  expect(made.status(), await made.text()).toBe(201);
  const { bookingId, objectId } = (await made.json()).data as { bookingId: number; objectId: number };
  const text = `Тихие апартаменты, отзыв ${randomInt(100_000, 999_999)}`;

  // The bookings list marks the finished stay; its booking page: the card, four ratings (5, 4, 5, 4), the text, send.
  await signInWith(page, baseURL!, token, '/bookings');
  await expect(page.getByTestId('review-awaited')).toContainText('Ждёт вашего отзыва');
  await page.goto(`/bookings/${bookingId}`);
  const card = page.locator('#review');
  await expect(card.getByRole('heading', { name: 'Оцените проживание' })).toBeVisible();
  const stars = card.locator('.ant-rate');
  await expect(stars).toHaveCount(4);
  for (const [i, score] of [5, 4, 5, 4].entries())
    await stars
      .nth(i)
      .locator('.ant-rate-star')
      .nth(score - 1)
      .click();
  await card.getByRole('textbox', { name: 'Ваш отзыв' }).fill(text);
  await card.getByRole('button', { name: 'Отправить отзыв' }).click();
  await expect(card.getByTestId('my-review')).toContainText('На модерации');
  await expect(card.getByRole('button', { name: 'Изменить' })).toBeVisible();
  await page.goto('/bookings');
  await expect(page.getByRole('link', { name: /GK-P/ })).toBeVisible();
  await expect(page.getByTestId('review-awaited')).toHaveCount(0);

  // The manager publishes it and answers.
  await signIn(page, 'manager', '/backoffice/reviews');
  await page.getByRole('row').filter({ hasText: text }).click();
  const drawer = page.getByTestId('review-drawer');
  await drawer.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(page.getByText('Отзыв опубликован')).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Публичный ответ' }).fill('Спасибо, ждём вас снова!');
  await drawer.getByRole('button', { name: 'Сохранить ответ' }).click();
  await expect(page.getByText('Ответ сохранён')).toBeVisible();

  // The object page (server-rendered): the review, the answer, the average, the count, the JSON-LD.
  const summary = (await (await request.get(`/api/app/v1/objects/${objectId}/reviews`, { headers: H })).json()).data
    .summary as { overall: number; count: number };
  await page.goto(`/objects/${objectId}`);
  const section = page.getByTestId('object-reviews');
  await expect(section).toContainText(text);
  await expect(section).toContainText('Спасибо, ждём вас снова!');
  await expect(section.getByTestId('object-review').filter({ hasText: text })).toContainText('Анна Р.');
  await expect(page.getByTestId('object-rating')).toContainText(summary.overall.toFixed(1).replace('.', ','));
  await expect(page.getByTestId('object-rating')).toContainText(String(summary.count));
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(ld.aggregateRating).toMatchObject({
    '@type': 'AggregateRating',
    ratingValue: summary.overall,
    reviewCount: summary.count,
    bestRating: 5,
    worstRating: 1,
  });
  expect(JSON.stringify(ld.review)).toContain(text);

  // The search sorted by guest rating: the best rated first.
  const best = (await (await request.get('/api/app/v1/objects?_sort=rating&_end=1', { headers: H })).json()).data
    .data[0] as { title: string; rating: number };
  await page.goto('/objects?sort=rating_desc');
  const first = page.getByTestId('object-card').first();
  await expect(first.getByTestId('object-card-rating')).toContainText(best.rating.toFixed(1).replace('.', ','));
});

test('en: an object with more than a page of reviews shows the next page on "Show more"', async ({
  page,
  request,
  baseURL,
}) => {
  const objects = (await (await request.get('/api/app/v1/objects?_sort=rating&_end=1000', { headers: H })).json()).data
    .data as { id: number; reviewCount: number }[];
  const many = objects.find((o) => o.reviewCount > 10);
  expect(many, 'the demo seeds an apartment with more than ten reviews').toBeDefined();
  await page.context().addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  await page.goto(`/objects/${many!.id}`);
  const reviews = page.getByTestId('object-review');
  await expect(reviews).toHaveCount(10);
  await expect(page.getByTestId('object-rating')).toContainText(`${many!.reviewCount} reviews`);
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(reviews).toHaveCount(Math.min(many!.reviewCount, 20));
});

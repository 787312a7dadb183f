/**
 * Demo utility accounts (docs/rules.md R10; issue 10 item 7), relative to today: the demo tenant
 * (+7 999 000-00-01) has two accounts — housing and utilities (cold and hot water) and
 * electricity — with 14 months of readings, receipts and card payments; the last water receipt
 * is unpaid. The water provider takes readings all month (window 1–31) so the demo can always
 * send one; the electricity provider keeps the default window, the 20th to the 25th (README
 * § Demo data). Runs when the company has no utility provider; deterministic apart from today.
 */
import { count, eq } from 'drizzle-orm';
import type { Db } from '../client';
import {
  meterReadings,
  meters,
  objects,
  payments,
  users,
  utilityAccounts,
  utilityProviders,
  utilityReceipts,
  utilityTariffs,
} from '../schema';
import { DEMO_CAST } from './users';
import { rng } from './util';
import { hotelToday } from '../../../src/domain/hotel-time';
import { addMonths, buildReceipt, dayOfMonth, monthOf, type MeterKind } from '../../../src/domain/utility-accounts';

/** Months of history seeded before the current month. */
export const DEMO_HISTORY_MONTHS = 14;

const TARIFFS: Record<MeterKind, { priceKopecks: number; norm: number; monthly: [number, number]; start: number }> = {
  electricity: { priceKopecks: 643, norm: 100, monthly: [140, 230], start: 23_415 },
  cold_water: { priceKopecks: 5_025, norm: 6.9, monthly: [3, 5.5], start: 412.5 },
  hot_water: { priceKopecks: 24_300, norm: 4.7, monthly: [1.8, 3.2], start: 215.2 },
};

export async function seedUtilityDemo(db: Db, now: Date = new Date()): Promise<void> {
  const company = await db.query.companies.findFirst({ columns: { id: true }, orderBy: (c, { asc }) => asc(c.id) });
  if (!company) return;
  const [{ n }] = await db
    .select({ n: count() })
    .from(utilityProviders)
    .where(eq(utilityProviders.companyId, company.id));
  if (n > 0) return;
  const guest = await db.query.users.findFirst({ where: eq(users.phone, DEMO_CAST.guest) });
  // The company's own room (no owner, under the MC) that no booking test uses: the tenant's lease (./rents.ts) blocks its nights (docs/rules.md R4.10).
  const obj = await db.query.objects.findFirst({
    where: (o, { and, isNull }) =>
      and(eq(objects.companyId, company.id), eq(o.kind, 'apartment'), eq(o.management, 'mc'), isNull(o.ownerId)),
    orderBy: (o, { desc }) => desc(o.id),
  });
  if (!guest || !obj) return;
  const companyId = company.id;
  const [water, power] = await db
    .insert(utilityProviders)
    .values([
      {
        companyId,
        name: 'ООО «УК Гранд Квартал»',
        inn: '6671234567',
        kpp: '667101001',
        ogrn: '1236600012345',
        bic: '046577674',
        corrAccount: '30101810500000000674',
        account: '40702810416540012345',
        bankName: 'Уральский банк ПАО Сбербанк',
        legalAddress: '620014, г. Екатеринбург, ул. Малышева, д. 51, офис 1',
        postalAddress: '620014, г. Екатеринбург, ул. Малышева, д. 51',
        windowFromDay: 1,
        windowToDay: 31,
      },
      {
        companyId,
        name: 'АО «ЭнергосбыТ Урал»',
        inn: '6672345678',
        kpp: '667201001',
        ogrn: '1056600023456',
        bic: '046577964',
        corrAccount: '30101810100000000964',
        account: '40702810900000023456',
        bankName: 'АО «Альфа-Банк», Екатеринбург',
        legalAddress: '620017, г. Екатеринбург, пр. Космонавтов, д. 17а',
        postalAddress: '620017, г. Екатеринбург, а/я 101',
      },
    ])
    .returning();
  const first = addMonths(monthOf(hotelToday(now)), -DEMO_HISTORY_MONTHS);
  const tariffRows = [
    ...(['cold_water', 'hot_water'] as const).map((s) => ({
      companyId,
      providerId: water.id,
      service: s,
      validFrom: first,
      priceKopecks: TARIFFS[s].priceKopecks,
      normPerMonth: TARIFFS[s].norm,
    })),
    {
      companyId,
      providerId: power.id,
      service: 'electricity' as const,
      validFrom: first,
      priceKopecks: TARIFFS.electricity.priceKopecks,
      normPerMonth: TARIFFS.electricity.norm,
    },
  ];
  await db.insert(utilityTariffs).values(tariffRows);
  await seedTenantUtilities(db, now, { companyId, water, power, guestId: guest.id, objectId: obj.id });
}

/** The demo tenant's utility account numbers: housing and utilities (water), electricity. */
export const DEMO_ACCOUNT_NUMBERS = ['7700012345', '7700012346'] as const;

/**
 * The demo tenant's two utility accounts on `objectId` with their meters and 14 months of
 * readings, receipts and payments (see the module comment), for `guestId`; `numbers` are the
 * accounts' numbers (unique in the company; the demo's by default).
 */
export async function seedTenantUtilities(
  db: Db,
  now: Date,
  p: {
    companyId: number;
    water: { id: number };
    power: { id: number };
    guestId: number;
    objectId: number;
    numbers?: readonly [string, string];
  },
): Promise<void> {
  const { companyId, water, power } = p;
  const month = monthOf(hotelToday(now));
  const first = addMonths(month, -DEMO_HISTORY_MONTHS);
  const [waterNumber, powerNumber] = p.numbers ?? DEMO_ACCOUNT_NUMBERS;
  const guest = { id: p.guestId };
  const obj = { id: p.objectId };
  const accounts = [
    {
      provider: water,
      number: waterNumber,
      category: 'utilities' as const,
      kinds: ['cold_water', 'hot_water'] as const,
      lastUnpaid: true,
    },
    {
      provider: power,
      number: powerNumber,
      category: 'electricity' as const,
      kinds: ['electricity'] as const,
      lastUnpaid: false,
    },
  ];
  const rand = rng(10);
  for (const acc of accounts) {
    const [a] = await db
      .insert(utilityAccounts)
      .values({
        companyId,
        providerId: acc.provider.id,
        objectId: obj.id,
        userId: guest.id,
        number: acc.number,
        category: acc.category,
        pibNumber: `66-ПД-${acc.number.slice(-6)}`,
      })
      .returning();
    const volumes = new Map<string, { service: MeterKind; volume: number; tariffKopecks: number }[]>();
    for (const [k, kind] of acc.kinds.entries()) {
      const t = TARIFFS[kind];
      const [m] = await db
        .insert(meters)
        .values({
          companyId,
          accountId: a.id,
          kind,
          serial: `${kind === 'electricity' ? 'Э' : 'В'}-${acc.number.slice(-4)}${k + 1}`,
          digits: kind === 'electricity' ? 6 : 5,
          initialValue: t.start,
          nextVerification: dayOfMonth(addMonths(month, 30 + k), 15),
        })
        .returning();
      let value = t.start;
      const rows = [];
      for (let i = 0; i < DEMO_HISTORY_MONTHS; i++) {
        const mm = addMonths(first, i);
        const consumption =
          Math.round((t.monthly[0] + rand() * (t.monthly[1] - t.monthly[0])) * (kind === 'electricity' ? 1 : 1000)) /
          (kind === 'electricity' ? 1 : 1000);
        value = Math.round((value + consumption) * 1000) / 1000;
        rows.push({
          companyId,
          meterId: m.id,
          month: mm,
          value,
          consumption,
          status: 'billed' as const,
          submittedBy: guest.id,
          createdAt: new Date(`${dayOfMonth(mm, 22)}T07:00:00Z`),
        });
        volumes.set(mm, [
          ...(volumes.get(mm) ?? []),
          { service: kind, volume: consumption, tariffKopecks: t.priceKopecks },
        ]);
      }
      await db.insert(meterReadings).values(rows);
    }
    for (let i = 0; i < DEMO_HISTORY_MONTHS; i++) {
      const mm = addMonths(first, i);
      const r = buildReceipt({ month: mm, services: volumes.get(mm)! });
      await db.insert(utilityReceipts).values({
        companyId,
        accountId: a.id,
        month: mm,
        lines: r.lines,
        totalKopecks: r.totalKopecks,
        dueDate: r.dueDate,
        issuedAt: new Date(`${dayOfMonth(addMonths(mm, 1), 1)}T04:00:00Z`),
      });
      if (acc.lastUnpaid && i === DEMO_HISTORY_MONTHS - 1) continue;
      const paidAt = new Date(`${dayOfMonth(addMonths(mm, 1), 5)}T09:30:00Z`);
      await db.insert(payments).values({
        companyId,
        utilityAccountId: a.id,
        method: 'card',
        provider: 'sandbox',
        providerPaymentId: `seed-${acc.number}-${mm}`,
        idempotencyKey: `seed-${acc.number}-${mm}`,
        amountKopecks: r.totalKopecks,
        status: 'succeeded',
        createdAt: paidAt,
        finishedAt: paidAt,
      });
    }
  }
}

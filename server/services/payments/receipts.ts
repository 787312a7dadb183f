/**
 * Fiscal receipts (54-FZ; docs/rules.md R5.24, R5.25): the receipt of every payment the acquirer
 * takes, of every refund it returns and, for a stay paid before check-in, the settlement receipt
 * after check-out. Each is a `fiscal_receipts` row written before it is sent; the provider's
 * registration (ФН, ФД, ФПД) is read back with {@link syncReceipts}.
 */
import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { bookings, fiscalReceipts, payments, taxSettings, users, utilityAccounts } from '../../db/schema';
import {
  receiptCustomer,
  vatOn,
  type PaymentMode,
  type Receipt,
  type ReceiptLine,
  type TaxSystemCode,
} from '../../../src/domain/fiscal';
import {
  receiptLines,
  singlePart,
  splitInProportion,
  taxSettingsOn,
  type PaidPart,
  type TaxSettings,
} from '../../../src/domain/fiscal-lines';
import { hotelToday } from '../../../src/domain/hotel-time';
import type { PaymentLink } from './card';
import type { SentReceipt } from './fiscal-wire';
import { paymentKind, type PaymentRow, type Tx } from './kinds';
import { bookingReceiptParts } from './booking-receipt';

type FiscalRow = typeof fiscalReceipts.$inferSelect;

/**
 * The VAT percent of accommodation on `date` by a company's tax settings (R5.25; 0 for hotel
 * accommodation under Tax Code art. 164 p. 1 sub. 19 in the demo): what the tourist tax's base
 * leaves out (R5.26).
 */
export async function accommodationVatPercent(db: Db | Tx, companyId: number, date: string): Promise<number> {
  return vatOn(taxSettingsOn(await companyTaxSettings(db, companyId), date).vat.accommodation, date).percent;
}

/** A company's tax settings rows, oldest first (R5.25). */
export async function companyTaxSettings(db: Db | Tx, companyId: number): Promise<TaxSettings[]> {
  const rows = await db
    .select()
    .from(taxSettings)
    .where(eq(taxSettings.companyId, companyId))
    .orderBy(asc(taxSettings.effectiveFrom));
  return rows.map((r) => ({ from: r.effectiveFrom, taxSystemCode: r.taxSystemCode as TaxSystemCode, vat: r.vat }));
}

/** The receipt's contact: the e-mail when there is one (YooKassa's own receipts go by e-mail), else the phone `7XXXXXXXXXX`. */
function preferEmail(email: string | null | undefined, phone: string | null | undefined): Receipt['customer'] | null {
  const c = receiptCustomer(email, phone);
  return c?.email ? { email: c.email } : c;
}

/**
 * The customer of a payment of `link` (R5.24): a booking's contact (its e-mail, else the booker's
 * profile e-mail, else its phone), the account holder's or the payer's profile.
 * @returns null when the person has neither an e-mail nor a phone the provider accepts.
 */
export async function receiptContact(
  app: Pick<FastifyInstance, 'db'>,
  link: PaymentLink,
): Promise<Receipt['customer'] | null> {
  if ('bookingId' in link) {
    const b = await app.db.query.bookings.findFirst({ where: eq(bookings.id, link.bookingId) });
    if (!b) return null;
    const u = b.userId ? await app.db.query.users.findFirst({ where: eq(users.id, b.userId) }) : undefined;
    return preferEmail(b.contact.email || u?.email, b.contact.phone || u?.phone);
  }
  const userId =
    'utilityAccountId' in link
      ? ((await app.db.query.utilityAccounts.findFirst({ where: eq(utilityAccounts.id, link.utilityAccountId) }))
          ?.userId ?? null)
      : link.userId;
  const u = userId ? await app.db.query.users.findFirst({ where: eq(users.id, userId) }) : undefined;
  return u ? preferEmail(u.email, u.phone) : null;
}

/**
 * What a payment sold and how (R5.24): a booking's accommodation, breakfast and tourist tax —
 * `full_prepayment` before the check-in day, `full_payment` from it; a utility account's bill; a
 * target kind's own parts (or one item of its label) — `full_payment`.
 */
async function paymentParts(
  app: FastifyInstance,
  p: PaymentRow,
  today: string,
): Promise<{ parts: PaidPart[]; mode: PaymentMode }> {
  if (p.bookingId !== null) {
    return bookingReceiptParts(app.db, p.bookingId, today);
  }
  if (p.utilityAccountId !== null) {
    const a = await app.db.query.utilityAccounts.findFirst({ where: eq(utilityAccounts.id, p.utilityAccountId) });
    return {
      parts: singlePart(`Жилищно-коммунальные услуги, лицевой счёт № ${a?.number ?? ''}`, p.amountKopecks, 'utilities'),
      mode: 'full_payment',
    };
  }
  const kind = paymentKind(app, p.targetKind);
  if (kind?.receiptParts) return { parts: await kind.receiptParts(app.db, p), mode: 'full_payment' };
  const label = kind ? (await kind.describe(app, p)).label.ru : 'Оплата';
  return { parts: singlePart(label, p.amountKopecks, kind?.fiscalItemKind ?? 'services'), mode: 'full_payment' };
}

/**
 * Builds and records (status `pending`) the receipt of payment `p` for `customer` (R5.24): items
 * adding up to the payment's amount, VAT of the company's settings in force on the day.
 * @returns the receipt to send with the payment.
 */
export async function paymentReceipt(
  app: FastifyInstance,
  p: PaymentRow,
  customer: Receipt['customer'],
): Promise<SentReceipt> {
  const date = hotelToday(app.clock.now());
  const settings = taxSettingsOn(await companyTaxSettings(app.db, p.companyId), date);
  const { parts, mode } = await paymentParts(app, p, date);
  const receipt: SentReceipt = {
    customer,
    items: receiptLines(parts, p.amountKopecks, { date, mode, settings }),
    taxSystemCode: settings.taxSystemCode,
    date,
  };
  await record(app.db, p, 'payment', receipt, p.amountKopecks);
  return receipt;
}

/** Inserts a receipt row (a second one of the same payment and kind is left out). */
async function record(
  db: Db | Tx,
  p: Pick<PaymentRow, 'id' | 'companyId'>,
  kind: FiscalRow['kind'],
  receipt: SentReceipt,
  amountKopecks: number,
  refundId: number | null = null,
): Promise<FiscalRow | undefined> {
  const [row] = await db
    .insert(fiscalReceipts)
    .values({
      companyId: p.companyId,
      paymentId: p.id,
      kind,
      refundId,
      items: receipt.items,
      customer: receipt.customer,
      taxSystemCode: receipt.taxSystemCode ?? 1,
      amountKopecks,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * Reads the provider's registration of a payment's receipts and stores it (R5.24): a failed payment's
 * receipt is `failed` (never registered); a receipt the provider registered gets its ФН, ФД, ФПД.
 * Best effort: a provider that cannot be read leaves the rows as they are.
 */
export async function syncReceipts(app: FastifyInstance, paymentId: number): Promise<void> {
  const p = await app.db.query.payments.findFirst({ where: eq(payments.id, paymentId) });
  if (!p) return;
  const rows = await app.db
    .select()
    .from(fiscalReceipts)
    .where(eq(fiscalReceipts.paymentId, p.id))
    .orderBy(asc(fiscalReceipts.id));
  if (!rows.some((r) => r.status === 'pending')) return;
  if (p.status === 'failed' || p.status === 'cancelled') {
    await app.db
      .update(fiscalReceipts)
      .set({ status: 'failed' })
      .where(
        and(
          eq(fiscalReceipts.paymentId, p.id),
          eq(fiscalReceipts.kind, 'payment'),
          eq(fiscalReceipts.status, 'pending'),
        ),
      );
    return;
  }
  if (p.status !== 'succeeded' || !p.providerPaymentId) return;
  const known = await app.payments.receipts(p.providerPaymentId).catch(() => []);
  const claimed = new Set(rows.map((r) => r.providerReceiptId).filter(Boolean));
  for (const row of rows.filter((r) => r.status === 'pending')) {
    const type = row.kind === 'refund' ? 'refund' : 'payment';
    const found = row.providerReceiptId
      ? known.find((k) => k.id === row.providerReceiptId)
      : known.find((k) => k.type === type && !claimed.has(k.id));
    if (!found || found.status === 'pending') continue;
    claimed.add(found.id);
    await app.db
      .update(fiscalReceipts)
      .set({
        status: found.status,
        providerReceiptId: found.id,
        fiscalStorageNumber: found.fiscalStorageNumber,
        fiscalDocumentNumber: found.fiscalDocumentNumber,
        fiscalAttribute: found.fiscalAttribute,
        registeredAt: found.registeredAt ?? app.clock.now(),
      })
      .where(eq(fiscalReceipts.id, row.id));
  }
}

/** The lines of `items` taking `amountKopecks` in proportion (a partial refund), each with `mode` when given. */
function scaledLines(items: readonly ReceiptLine[], amountKopecks: number, mode?: PaymentMode): ReceiptLine[] {
  const totals = items.map((i) => Math.round(i.unitKopecks * i.quantity));
  const shares = splitInProportion(totals, amountKopecks);
  return items.flatMap((i, n) => {
    const share = shares[n];
    if (share <= 0) return [];
    const whole = share === totals[n];
    return [
      {
        ...i,
        quantity: whole ? i.quantity : 1,
        unitKopecks: whole ? i.unitKopecks : share,
        paymentMode: mode ?? i.paymentMode,
      },
    ];
  });
}

/**
 * Returns `amountKopecks` of a booking's refund through the acquirer with a refund receipt
 * (R5.24): the last succeeded card payment's receipt items in proportion, the same modes. A
 * booking paid otherwise (a bank transfer) has no acquirer receipt: nothing is sent.
 * @returns the refund receipt's row, or null when there is no card payment to refund.
 * @throws AcquirerError when the acquirer refuses (the row is kept as `failed`).
 */
export async function refundWithReceipt(
  app: FastifyInstance,
  bookingId: number,
  refundId: number,
  amountKopecks: number,
): Promise<FiscalRow | null> {
  const [paid] = await app.db
    .select({ p: payments, r: fiscalReceipts })
    .from(payments)
    .innerJoin(fiscalReceipts, and(eq(fiscalReceipts.paymentId, payments.id), eq(fiscalReceipts.kind, 'payment')))
    .where(
      and(eq(payments.bookingId, bookingId), eq(payments.status, 'succeeded'), isNotNull(payments.providerPaymentId)),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  if (!paid) return null;
  const receipt: SentReceipt = {
    customer: paid.r.customer,
    items: scaledLines(paid.r.items, Math.min(amountKopecks, paid.p.amountKopecks)),
    taxSystemCode: paid.r.taxSystemCode as TaxSystemCode,
    date: hotelToday(app.clock.now()),
  };
  const row = await record(app.db, paid.p, 'refund', receipt, Math.min(amountKopecks, paid.p.amountKopecks), refundId);
  if (!row) return null;
  try {
    const r = await app.payments.refund({
      providerPaymentId: paid.p.providerPaymentId!,
      amountKopecks: row.amountKopecks,
      idempotencyKey: `refund-${refundId}`,
      receipt,
    });
    await app.db
      .update(fiscalReceipts)
      .set({ providerReceiptId: r.providerReceiptId })
      .where(eq(fiscalReceipts.id, row.id));
    await syncReceipts(app, paid.p.id);
  } catch (e) {
    await app.db.update(fiscalReceipts).set({ status: 'failed' }).where(eq(fiscalReceipts.id, row.id));
    throw e;
  }
  return (await app.db.query.fiscalReceipts.findFirst({ where: eq(fiscalReceipts.id, row.id) })) ?? row;
}

/**
 * The settlement receipts of stays that ended (R5.24; the `fiscal-settlements` job): for every
 * booking paid by a `full_prepayment` receipt whose check-out day has come, one settlement receipt
 * — the same items as `full_payment`, offsetting the prepayment — claimed by its unique row
 * (payment, `settlement`) before it is sent, so a run repeated or overlapping sends it once.
 * @returns the number of settlement receipts sent.
 */
export async function settleEndedStays(app: FastifyInstance): Promise<number> {
  const today = hotelToday(app.clock.now());
  const due = await app.db
    .select({ p: payments, r: fiscalReceipts })
    .from(fiscalReceipts)
    .innerJoin(payments, eq(payments.id, fiscalReceipts.paymentId))
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(
      and(
        eq(fiscalReceipts.kind, 'payment'),
        inArray(fiscalReceipts.status, ['pending', 'registered']),
        eq(payments.status, 'succeeded'),
        eq(bookings.status, 'paid'),
        lte(bookings.checkOut, today),
        sql`${fiscalReceipts.items}->0->>'paymentMode' = 'full_prepayment'`,
        sql`not exists (select 1 from ${fiscalReceipts} s where s.payment_id = ${payments.id} and s.kind = 'settlement')`,
      ),
    );
  let sent = 0;
  for (const { p, r } of due) {
    const receipt: SentReceipt = {
      customer: r.customer,
      items: r.items.map((i) => ({ ...i, paymentMode: 'full_payment' as const })),
      taxSystemCode: r.taxSystemCode as TaxSystemCode,
      date: today,
    };
    const row = await record(app.db, p, 'settlement', receipt, r.amountKopecks);
    if (!row) continue;
    try {
      const s = await app.payments.settle({
        providerPaymentId: p.providerPaymentId!,
        idempotencyKey: `settlement-${p.id}`,
        receipt,
        prepaymentKopecks: r.amountKopecks,
      });
      await app.db
        .update(fiscalReceipts)
        .set({ providerReceiptId: s.providerReceiptId })
        .where(eq(fiscalReceipts.id, row.id));
      await syncReceipts(app, p.id);
      sent += 1;
    } catch (e) {
      app.log.warn({ err: e, payment: p.id }, 'settlement receipt refused');
      await app.db.update(fiscalReceipts).set({ status: 'failed' }).where(eq(fiscalReceipts.id, row.id));
    }
  }
  return sent;
}

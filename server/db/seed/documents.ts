/**
 * Demo documents (docs/rules.md R11; issue 12 item 1), relative to today: the demo tenant
 * (+7 999 000-00-01) and the demo owner (+7 999 000-00-02) each have documents in every state —
 * to pay, paid, to sign, signed, and both tracks at once — with their history, plus one request
 * for a document each. Runs when the company has no document; deterministic apart from today.
 * The owner has accepted the e-signature agreement in force (docs/rules.md R11.9) a day before
 * their first signature; the tenant has not, so their document to sign shows the agreement to accept.
 */
import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../client';
import {
  documentEvents,
  documentRequests,
  esignAcceptances,
  documents,
  objects,
  users,
  utilityAccounts,
  type DocumentLine,
} from '../schema';
import { DEMO_CAST, tagged, type SeedCast } from './users';
import { agreementInForce, ESIGN_AGREEMENT_VERSIONS } from '../../../src/domain/esign-agreement';
import { hotelToday } from '../../../src/domain/hotel-time';
import { addDaysIso } from '../../../src/domain/datetime';
import type { DocumentType } from '../../../src/domain/documents';

const L = (ru: string, en: string) => ({ ru, en });

interface DemoDoc {
  type: DocumentType;
  number: string;
  name: { ru: string; en: string };
  issued: number;
  due?: number;
  valid?: number;
  period?: [number, number];
  amount?: number;
  /** Paid this many days ago. */
  paid?: number;
  sign?: boolean;
  /** Signed this many days ago. */
  signed?: number;
  lines?: DocumentLine[];
  text?: { ru: string; en: string };
}

const TENANT: DemoDoc[] = [
  {
    type: 'lease',
    number: 'ДА-2026/014',
    name: L('Договор аренды апартаментов', 'Apartment lease agreement'),
    issued: -60,
    valid: 305,
    period: [-60, 305],
    sign: true,
    signed: -58,
    text: L(
      'Арендодатель передаёт, а арендатор принимает во временное пользование апартаменты на срок, указанный в договоре. Оплата — ежемесячно до 10-го числа.',
      'The landlord lets and the tenant takes the apartment for the term stated in the agreement. Rent is paid monthly by the 10th.',
    ),
  },
  {
    type: 'addendum',
    number: 'ДС-2026/014-1',
    name: L('Дополнительное соглашение о парковке', 'Addendum on parking'),
    issued: -2,
    due: 5,
    sign: true,
  },
  {
    type: 'invoice',
    number: 'СЧ-2026/0451',
    name: L('Счёт за дополнительные услуги', 'Invoice for extra services'),
    issued: -5,
    due: 2,
    amount: 450_000,
    lines: [
      { label: L('Уборка апартаментов', 'Apartment cleaning'), amountKopecks: 250_000 },
      { label: L('Стирка белья', 'Laundry'), amountKopecks: 200_000 },
    ],
  },
  {
    type: 'act',
    number: 'АКТ-2026/0390',
    name: L('Акт оказанных услуг', 'Certificate of services rendered'),
    issued: -30,
    period: [-60, -31],
    amount: 1_250_050,
    paid: -25,
    sign: true,
    signed: -24,
    lines: [
      { label: L('Проживание', 'Accommodation'), amountKopecks: 1_200_000 },
      { label: L('Завтраки', 'Breakfasts'), amountKopecks: 50_050 },
    ],
  },
  {
    type: 'service',
    number: 'ДУ-2026/077',
    name: L('Договор на уборку и стирку', 'Cleaning and laundry agreement'),
    issued: -1,
    due: 10,
    valid: 180,
    amount: 300_000,
    sign: true,
    lines: [{ label: L('Абонемент на уборку, месяц', 'Cleaning subscription, month'), amountKopecks: 300_000 }],
  },
  {
    type: 'receipt',
    number: 'КВ-2026/1123',
    name: L('Квитанция об оплате депозита', 'Deposit receipt'),
    issued: -59,
    amount: 3_000_000,
    paid: -59,
  },
  {
    type: 'certificate',
    number: 'СП-2026/031',
    name: L('Справка о проживании', 'Certificate of residence'),
    issued: -15,
    valid: 15,
  },
];

const OWNER: DemoDoc[] = [
  {
    type: 'management',
    number: 'ДУП-2025/003',
    name: L('Договор управления апартаментами', 'Apartment management agreement'),
    issued: -340,
    valid: 25,
    period: [-340, 25],
    sign: true,
    signed: -338,
    text: L(
      'Управляющая компания сдаёт апартаменты собственника в аренду и перечисляет ему доход за вычетом вознаграждения по формуле договора.',
      'The management company lets the owner’s apartment and pays the owner the income less its fee by the agreement’s formula.',
    ),
  },
  {
    type: 'act',
    number: 'АКТ-У-2026/10',
    name: L('Акт об оказании услуг управления', 'Management services certificate'),
    issued: -3,
    period: [-33, -4],
    due: 7,
    sign: true,
    lines: [{ label: L('Вознаграждение управляющей компании', 'Management fee'), amountKopecks: 1_850_000 }],
  },
  {
    type: 'invoice',
    number: 'СЧ-У-2026/0088',
    name: L('Счёт за капитальный ремонт', 'Invoice for major repairs'),
    issued: -4,
    due: 3,
    amount: 1_245_000,
    lines: [{ label: L('Взнос на капитальный ремонт', 'Major repairs contribution'), amountKopecks: 1_245_000 }],
  },
  {
    type: 'invoice',
    number: 'СЧ-У-2026/0061',
    name: L('Счёт за замену смесителя', 'Invoice for a mixer replacement'),
    issued: -40,
    due: -33,
    amount: 780_000,
    paid: -35,
    lines: [{ label: L('Смеситель и работа', 'Mixer and labour'), amountKopecks: 780_000 }],
  },
  {
    type: 'proxy',
    number: 'ДОВ-2026/005',
    name: L('Доверенность представителя', 'Power of attorney for an agent'),
    issued: -90,
    valid: 275,
    sign: true,
    signed: -89,
  },
  {
    type: 'service',
    number: 'ДУ-У-2026/019',
    name: L('Договор на профессиональную фотосъёмку', 'Professional photography agreement'),
    issued: -1,
    due: 14,
    amount: 900_000,
    sign: true,
    lines: [{ label: L('Фотосъёмка апартаментов', 'Apartment photography'), amountKopecks: 900_000 }],
  },
];

/** Seeds the demo documents of the tenant and the owner (see the module comment). */
export async function seedDocumentDemo(db: Db, now: Date = new Date()): Promise<void> {
  const company = await db.query.companies.findFirst({ columns: { id: true }, orderBy: (c, { asc }) => asc(c.id) });
  if (!company) return;
  const [{ n }] = await db.select({ n: count() }).from(documents).where(eq(documents.companyId, company.id));
  if (n > 0) return;
  await seedDocumentsOf(db, company.id, DEMO_CAST, now);
}

/** The documents and requests of the module comment for `cast`'s tenant and owner. */
export async function seedDocumentsOf(db: Db, companyId: number, cast: SeedCast, now: Date): Promise<void> {
  const company = { id: companyId };
  const today = hotelToday(now);
  const day = (d: number) => addDaysIso(today, d);
  const at = (d: number) => new Date(now.getTime() + d * 86_400_000);
  const people = [
    { phone: cast.guest, docs: TENANT, request: 'residence_certificate' as const, accepted: false },
    { phone: cast.owner, docs: OWNER, request: 'act_copy' as const, accepted: true },
  ];
  for (const p of people) {
    const user = await db.query.users.findFirst({ where: eq(users.phone, p.phone) });
    if (!user) continue;
    const account = await db.query.utilityAccounts.findFirst({ where: eq(utilityAccounts.userId, user.id) });
    const owned = await db.query.objects.findFirst({
      where: eq(objects.ownerId, user.id),
      orderBy: (o, { asc }) => asc(o.id),
    });
    const objectId =
      owned?.id ??
      account?.objectId ??
      (
        await db.query.objects.findFirst({
          where: eq(objects.companyId, company.id),
          orderBy: (o, { asc }) => asc(o.id),
        })
      )?.id ??
      null;
    const signer = [user.surname, user.name, user.patronymic].filter(Boolean).join(' ');
    for (const d of p.docs) {
      const [row] = await db
        .insert(documents)
        .values({
          companyId: company.id,
          userId: user.id,
          objectId: d.type === 'proxy' ? null : objectId,
          type: d.type,
          number: tagged(d.number, cast),
          name: d.name,
          issuedOn: day(d.issued),
          dueOn: d.due !== undefined ? day(d.due) : null,
          validUntil: d.valid !== undefined ? day(d.valid) : null,
          periodFrom: d.period ? day(d.period[0]) : null,
          periodUntil: d.period ? day(d.period[1]) : null,
          amountKopecks: d.amount ?? null,
          paidAt: d.paid !== undefined ? at(d.paid) : null,
          signatureRequired: !!d.sign,
          signedAt: d.signed !== undefined ? at(d.signed) : null,
          signerName: d.signed !== undefined ? signer : null,
          signerPhone: d.signed !== undefined ? user.phone : null,
          signMethod: d.signed !== undefined ? 'sms' : null,
          signatureHash:
            d.signed !== undefined ? createHash('sha256').update(`${d.number}:${user.id}`).digest('hex') : null,
          body: { ...(d.text ? { text: d.text } : {}), ...(d.lines ? { lines: d.lines } : {}) },
          createdAt: at(d.issued),
        })
        .returning({ id: documents.id });
      const events: (typeof documentEvents.$inferInsert)[] = [
        { documentId: row.id, kind: 'issued', actor: 'Кузнецова Ольга', at: at(d.issued) },
      ];
      if (d.paid !== undefined) events.push({ documentId: row.id, kind: 'paid', actor: null, at: at(d.paid) });
      if (d.signed !== undefined) events.push({ documentId: row.id, kind: 'signed', actor: signer, at: at(d.signed) });
      await db.insert(documentEvents).values(events);
    }
    const firstSigned = Math.min(...p.docs.map((d) => d.signed ?? 0));
    if (p.accepted) {
      await db.insert(esignAcceptances).values({
        companyId: company.id,
        userId: user.id,
        version: agreementInForce(ESIGN_AGREEMENT_VERSIONS, today).version,
        acceptedAt: at(firstSigned - 1),
        ip: '192.0.2.10',
        userAgent: 'AparthotelApp/1.0 (iOS 18)',
      });
    }
    if (objectId) {
      await db
        .insert(documentRequests)
        .values({ companyId: company.id, userId: user.id, objectId, kind: p.request, comment: '', createdAt: at(-1) });
    }
  }
}

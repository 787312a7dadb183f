/**
 * The payment QR of a utility account (ГОСТ Р 56042-2014; docs/rules.md R10.13): the text a bank
 * app reads into a filled-in transfer to the account's provider — on the account's page
 * (GET app/v1/bills/{id}/payment-qr: the whole debt) and on each monthly receipt's PDF
 * (GET app/v1/bills/{id}/receipts/{receiptId}/pdf: what is still due on it), drawn there with the
 * `qrcode` library as a PNG.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { utilityAccounts, utilityProviders, utilityReceipts } from '../../db/schema';
import { foundOr404 } from '../../scope';
import { PaymentQrError, paymentQrText, type PaymentQrFields } from '../../../src/domain/payment-qr';
import type { BillPaymentQr } from '../../../src/contracts/utility-accounts';
import { accountDetail } from './repo';
import { pdfFields, pdfHeader, pdfMoney, pdfTable, renderPdf, type Content } from '../../services/pdf';

type AccountRow = typeof utilityAccounts.$inferSelect;
type ProviderRow = typeof utilityProviders.$inferSelect;

/** `YYYY-MM` → the standard's `MMYYYY`. */
const paymPeriod = (month: string) => `${month.slice(5, 7)}${month.slice(0, 4)}`;

/** At most `max` characters (BankName ≤ 45: YooKassa's note of 22.01.2026 and the standard). */
const upTo = (s: string, max: number) => [...s].slice(0, max).join('');

/**
 * The QR of paying `sumKopecks` (omitted when nothing is due) for `month` of account `a` to
 * provider `p`: Name, PersonalAcc, BankName, BIC, CorrespAcc, PayeeINN, KPP, Sum, Purpose,
 * PersAcc (the account number), PaymPeriod.
 */
function qrOf(
  req: FastifyRequest,
  a: AccountRow,
  p: ProviderRow,
  month: string,
  sumKopecks: number,
): BillPaymentQr | null {
  const period = `${month.slice(5, 7)}.${month.slice(0, 4)}`;
  const text = qrText(req, p, {
    name: p.name,
    personalAcc: p.account,
    bankName: upTo(p.bankName, 45),
    bic: p.bic,
    correspAcc: p.corrAccount,
    payeeInn: p.inn,
    kpp: p.kpp,
    ...(sumKopecks > 0 ? { sumKopecks } : {}),
    purpose: req.t('bills.qr.purpose', { number: a.number, period }),
    persAcc: a.number,
    paymPeriod: paymPeriod(month),
  });
  return text === null ? null : { text, sumKopecks: Math.max(0, sumKopecks), month };
}

/**
 * The standard text, or null when the provider's requisites break the standard (a back-office
 * typo must not break the bill's page or its PDF: they go without the QR, and the log says why).
 */
function qrText(req: FastifyRequest, p: ProviderRow, f: PaymentQrFields): string | null {
  try {
    return paymentQrText(f);
  } catch (e) {
    if (!(e instanceof PaymentQrError)) throw e;
    req.log.warn({ provider: p.id, field: e.key }, `payment QR: ${e.message}`);
    return null;
  }
}

async function providerOf(app: FastifyInstance, a: AccountRow): Promise<ProviderRow> {
  return (await app.db.query.utilityProviders.findFirst({ where: eq(utilityProviders.id, a.providerId) }))!;
}

/**
 * GET app/v1/bills/{id}/payment-qr: the QR of the account's whole debt for its latest receipt's
 * month; null while the account has no receipt.
 */
export async function accountPaymentQr(
  app: FastifyInstance,
  req: FastifyRequest,
  a: AccountRow,
): Promise<BillPaymentQr | null> {
  const d = await accountDetail(app, req, a);
  const latest = d.receipts[0];
  if (!latest) return null;
  return qrOf(req, a, await providerOf(app, a), latest.month, d.debtKopecks);
}

/**
 * GET app/v1/bills/{id}/receipts/{receiptId}/pdf: the monthly receipt as a PDF — the provider's
 * requisites, the lines and the payment QR of what is still due on it (ГОСТ Р 56042-2014, drawn
 * by `qrcode` as a PNG).
 * @throws ApiError 404 `bills.errors.notFound` for a receipt of another account.
 */
export async function receiptPdf(
  app: FastifyInstance,
  req: FastifyRequest,
  a: AccountRow,
  receiptId: number,
): Promise<{ bytes: Buffer; fileName: string }> {
  const row = await app.db.query.utilityReceipts.findFirst({
    where: and(eq(utilityReceipts.id, receiptId), eq(utilityReceipts.accountId, a.id)),
  });
  foundOr404(req, row, 'bills.errors.notFound');
  const d = await accountDetail(app, req, a);
  const r = d.receipts.find((x) => x.id === receiptId)!;
  const p = await providerOf(app, a);
  const qr = qrOf(req, a, p, r.month, r.totalKopecks - r.paidKopecks);
  // The quiet zone of 4 modules the QR standard asks (a bank app's camera finds the code by it).
  const png = qr ? await QRCode.toDataURL(qr.text, { errorCorrectionLevel: 'M', margin: 4, width: 400 }) : null;
  const lang = req.lang;
  const period = `${r.month.slice(5, 7)}.${r.month.slice(0, 4)}`;
  const bytes = await renderPdf({
    info: { title: req.t('bills.qr.pdfTitle', { number: a.number, period }), subject: a.number },
    content: [
      ...pdfHeader(p.name, req.t('bills.qr.pdfTitle', { number: a.number, period })),
      pdfFields([
        [req.t('bills.fields.provider'), p.name],
        [req.t('bills.qr.inn'), `${p.inn} / ${p.kpp}`],
        [req.t('bills.qr.bank'), p.bankName],
        [req.t('bills.qr.bic'), p.bic],
        [req.t('bills.qr.account'), p.account],
        [req.t('bills.qr.corrAccount'), p.corrAccount],
        [req.t('bills.qr.persAcc'), a.number],
        [req.t('bills.fields.dueDate'), r.dueDate.split('-').reverse().join('.')],
      ]),
      pdfTable(
        [req.t('bills.fields.service'), req.t('bills.fields.total')],
        r.lines.map((l) => [req.t(`bills.meter.${l.service}`), pdfMoney(l.totalKopecks, lang)]),
        { widths: ['*', 120], align: ['left', 'right'] },
      ),
      pdfFields([
        [req.t('bills.fields.total'), pdfMoney(r.totalKopecks, lang)],
        [req.t('bills.fields.paid'), pdfMoney(r.paidKopecks, lang)],
        [req.t('bills.qr.due'), pdfMoney(Math.max(0, r.totalKopecks - r.paidKopecks), lang)],
      ]),
      ...(png
        ? [
            { text: req.t('bills.qr.caption'), style: 'label', margin: [0, 8, 0, 4] } as Content,
            { image: png, width: 160 } as Content,
          ]
        : []),
    ],
  });
  return { bytes, fileName: `${req.t('bills.qr.fileName', { number: a.number, period: r.month })}.pdf` };
}

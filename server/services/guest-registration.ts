/**
 * Files of the registration desk (docs/rules.md R20.4–R20.6, R20.8):
 * - a notice as a PDF (pdfmake, server/services/pdf.ts) filled from a guest's check-in entry: a
 *   foreigner's notice of arrival (form of MVD order № 856 of 10.12.2020) or departure (form of MVD
 *   order № 142 of 18.03.2019), with the sections and field names of the forms (the person, the
 *   document, the right to stay, the place of stay, the receiving party), a Russian's registration at the place of stay or its removal (the fields
 *   the Rules of Постановление Правительства РФ от 17.07.1995 № 713 ask a hotel to pass on). The
 *   labels are the form's Russian ones, with the English after them in an English session;
 * - the guest register (журнал) of a period as XLSX (exceljs), one row per guest of each stay.
 * The files carry personal data: only a manager gets them, and the routes audit each one (R20.3).
 */
import ExcelJS from 'exceljs';
import type { TFunction } from 'i18next';
import { tFor, type Lang } from '../i18n';
import { pdfDate, pdfFields, pdfHeader, renderPdf, type Content } from './pdf';
import type { GuestEntry } from '../../src/domain/check-in';
import { eventOf, guestFullName, type NoticeKind } from '../../src/domain/guest-registration';

/** What a notice says besides the guest: the stay and the receiving party. */
export interface NoticeContext {
  kind: NoticeKind;
  entry: GuestEntry;
  checkIn: string;
  checkOut: string;
  /** The rooms of the stay, e.g. "101, 102". */
  objects: string;
  /** The place of stay: the company's address. */
  address: string;
  /** The receiving party: the company's legal name and tax number. */
  company: { name: string; inn: string };
  /** The submission number once marked submitted. */
  submissionNumber?: string | null;
}

const F = 'backoffice-registration.form';

/** A label as on the form (Russian), with the English after it in an English session. */
function labeller(lang: Lang): (key: string) => string {
  const ru = tFor('ru');
  const en = tFor('en');
  return (key) => (lang === 'en' ? `${ru(`${F}.${key}`)} / ${en(`${F}.${key}`)}` : ru(`${F}.${key}`));
}

/** The notice of `ctx.kind` as PDF bytes; the document number (if any) goes to `info.subject`. */
export async function noticePdf(ctx: NoticeContext, lang: Lang): Promise<Buffer> {
  const l = labeller(lang);
  const e = ctx.entry;
  const foreign = ctx.kind === 'arrival' || ctx.kind === 'departure';
  const t = tFor(lang);
  const section = (key: string): Content => ({ text: l(`sections.${key}`), style: 'label', margin: [0, 8, 0, 4] });
  const person: Content = pdfFields([
    [l('surname'), e.surname],
    [l('name'), e.name],
    [l('patronymic'), e.patronymic],
    [l('citizenship'), e.citizenship],
    [l('birthDate'), pdfDate(e.birthDate)],
    [l('sex'), t(`${F}.sexes.${e.sex}`)],
    [l('birthPlace'), e.birthPlace],
  ]);
  const document: Content = pdfFields([
    [l('documentType'), t(`${F}.documents.${e.documentType}`)],
    [l('documentSeries'), e.documentSeries],
    [l('documentNumber'), e.documentNumber],
    [l('documentIssuer'), e.documentIssuer],
    [l('documentIssuedOn'), pdfDate(e.documentIssuedOn)],
  ]);
  const stayRows: Array<readonly [string, string | null | undefined]> = [
    [l('address'), ctx.address],
    [l('rooms'), ctx.objects],
    [
      l(eventOf(ctx.kind) === 'arrival' ? 'arrivalDate' : 'departureDate'),
      pdfDate(eventOf(ctx.kind) === 'arrival' ? ctx.checkIn : ctx.checkOut),
    ],
    [l('stayUntil'), pdfDate(ctx.checkOut)],
  ];
  const content: Content[] = [
    ...pdfHeader(ctx.company.name, l(`titles.${ctx.kind}`), l(`bases.${ctx.kind}`)),
    section('person'),
    person,
    section('document'),
    document,
  ];
  if (foreign)
    content.push(
      section('rightToStay'),
      pdfFields([
        [l('visaNumber'), e.visaNumber],
        [l('visaValidUntil'), pdfDate(e.visaValidUntil)],
        [l('migrationCard'), [e.migrationCardSeries, e.migrationCardNumber].filter(Boolean).join(' ')],
        [l('visitPurpose'), e.visitPurpose ? t(`${F}.purposes.${e.visitPurpose}`) : null],
      ]),
    );
  else content.push(pdfFields([[l('registrationAddress'), e.registrationAddress]]));
  content.push(
    section('place'),
    pdfFields(stayRows),
    section('host'),
    pdfFields([
      [l('hostName'), ctx.company.name],
      [l('hostInn'), ctx.company.inn],
      [l('hostAddress'), ctx.address],
    ]),
  );
  // pdfmake refuses a table without rows: the number only once the notice is submitted.
  if (ctx.submissionNumber) content.push(pdfFields([[l('submissionNumber'), ctx.submissionNumber]]));
  return renderPdf({
    content,
    info: { title: l(`titles.${ctx.kind}`), subject: `${e.surname} ${e.documentNumber}`, keywords: ctx.kind },
  });
}

/** One line of the register: a guest of a stay (a guest without data has only the stay). */
export interface RegisterLine {
  bookingNumber: string;
  objects: string;
  checkIn: string;
  checkOut: string;
  guestIndex: number;
  entry: GuestEntry | null;
  foreign: boolean | null;
  /** The arrival (or registration) submission number, if any. */
  arrivalNumber: string | null;
  /** The departure (or deregistration) submission number, if any. */
  departureNumber: string | null;
}

/** The guest register (журнал) of a period as an XLSX workbook, one sheet, a row per guest. */
export async function registerXlsx(
  lines: readonly RegisterLine[],
  period: { from: string; to: string },
  t: TFunction,
): Promise<Buffer> {
  const R = 'backoffice-registration.register';
  const wb = new ExcelJS.Workbook();
  wb.creator = t(`${R}.creator`);
  wb.created = new Date(0);
  const sheet = wb.addWorksheet(t(`${R}.sheet`));
  const col = (key: string, width: number) => ({ header: t(`${R}.columns.${key}`), key, width });
  sheet.columns = [
    col('n', 6),
    col('booking', 14),
    col('rooms', 10),
    col('checkIn', 12),
    col('checkOut', 12),
    col('name', 32),
    col('birthDate', 12),
    col('citizenship', 10),
    col('document', 28),
    col('registrationAddress', 32),
    col('migrationCard', 16),
    col('arrivalNumber', 18),
    col('departureNumber', 18),
  ];
  sheet.getRow(1).font = { bold: true };
  lines.forEach((x, i) => {
    const e = x.entry;
    sheet.addRow({
      n: i + 1,
      booking: x.bookingNumber,
      rooms: x.objects,
      checkIn: pdfDate(x.checkIn),
      checkOut: pdfDate(x.checkOut),
      name: e ? guestFullName(e) : t(`${R}.noData`, { n: x.guestIndex }),
      birthDate: e ? pdfDate(e.birthDate) : '',
      citizenship: e?.citizenship ?? '',
      document: e
        ? [t(`${F}.documents.${e.documentType}`), e.documentSeries, e.documentNumber].filter(Boolean).join(' ')
        : '',
      registrationAddress: e?.registrationAddress ?? '',
      migrationCard: e ? [e.migrationCardSeries, e.migrationCardNumber].filter(Boolean).join(' ') : '',
      arrivalNumber: x.arrivalNumber ?? '',
      departureNumber: x.departureNumber ?? '',
    });
  });
  sheet.headerFooter.oddHeader = t(`${R}.title`, { from: pdfDate(period.from), to: pdfDate(period.to) });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

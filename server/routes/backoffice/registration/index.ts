/**
 * The registration desk (docs/rules.md R20.4–R20.8; contract src/contracts/backoffice-registration.ts):
 * - GET backoffice/registration?from&to&event&_start&_end — arrivals and departures with each guest's
 *   notice, a page at a time;
 * - GET backoffice/registration/overdue?_start&_end — the notices past their deadline, a page at a time;
 * - GET backoffice/registration/guests/{id}/notice?kind — the notice as a PDF on the MVD form;
 * - POST backoffice/registration/guests/{id}/submitted — mark a notice submitted with its number;
 * - GET backoffice/registration/register/xlsx?from&to — the guest register (журнал) as XLSX.
 * Managers only (./autohooks.ts of the folder above); every read showing guests' personal data is
 * written to the audit log (R20.3). Queries: ./repo.ts, listings ./listing.ts; files: server/services/guest-registration.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../route';
import { backofficeRegistrationEndpoints as e } from '../../../../src/contracts/backoffice-registration';
import { pick } from '../../../i18n';
import { paginate, pageWindow } from '../../../validation';
import { sendPdf } from '../../../services/pdf';
import { sendAttachment, XLSX_TYPE } from '../../../services/report-files';
import { noticePdf, registerXlsx } from '../../../services/guest-registration';
import * as repo from './repo';
import { listOverdue, listPeriod } from './listing';

/** Guest entries a listing showed (rows without an entry show no personal data). */
const shown = (rows: ReadonlyArray<{ bookingGuestId: number | null }>) => [
  ...new Set(rows.flatMap((r) => (r.bookingGuestId ? [r.bookingGuestId] : []))),
];

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, e.list, async (req) => {
    const { start, end } = pageWindow(req.query);
    const { rows, total } = await listPeriod(app, req, req.query, { start, end });
    await repo.auditRead(app, req, 'desk', shown(rows), { from: req.query.from, to: req.query.to });
    return paginate(rows, total, start, end);
  });

  route(app, e.overdue, async (req) => {
    const { start, end } = pageWindow(req.query);
    const { rows, total } = await listOverdue(app, req, { start, end });
    await repo.auditRead(app, req, 'overdue', shown(rows));
    return paginate(rows, total, start, end);
  });

  route(app, e.notice, async (req, reply) => {
    const g = await repo.oneGuest(app, req, req.params.id);
    repo.assertKind(req, g, req.query.kind);
    const company = await app.db.query.companies.findFirst({ where: (c, { eq }) => eq(c.id, req.companyId) });
    const legal = company?.legal ?? {};
    const bytes = await noticePdf(
      {
        kind: req.query.kind,
        entry: g.entry!,
        checkIn: g.booking.checkIn,
        checkOut: g.booking.checkOut,
        objects: g.objects,
        address: pick(company?.address, 'ru'),
        company: { name: legal.name || pick(company?.name, 'ru'), inn: legal.inn ?? '' },
        submissionNumber: g.notices.find((n) => n.kind === req.query.kind)?.submissionNumber,
      },
      req.lang,
    );
    await repo.auditRead(app, req, `notice-${req.query.kind}`, [req.params.id]);
    return sendPdf(reply, bytes, `${req.query.kind}-${g.booking.number}-${g.guestIndex}.pdf`, true);
  });

  route(app, e.submit, async (req) => ({ data: await repo.markSubmitted(app, req, req.params.id, req.body) }));

  route(app, e.register, async (req, reply) => {
    const lines = await repo.registerLines(app, req, req.query);
    const bytes = await registerXlsx(lines, req.query, req.t);
    await repo.auditRead(app, req, 'register', shown(lines), { from: req.query.from, to: req.query.to });
    return sendAttachment(reply, bytes, XLSX_TYPE, `guest-register-${req.query.from}-${req.query.to}.xlsx`);
  });
};

/** Registered by @fastify/autoload from its folder (server/routes/v1.ts). */
export default registrationRoutes;

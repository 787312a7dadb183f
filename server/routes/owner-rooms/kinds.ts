/**
 * What the MC's decision does for the owner-room kinds of application (docs/rules.md R12.2,
 * R12.5, R12.6), registered with server/services/applications.ts:
 * - `room`: the room becomes the applicant's (`objects.owner_id`); an existing unowned room of the
 *   building with that number is taken over, otherwise a new self-administered room is created;
 *   a room another owner holds refuses the approval (409);
 * - `connect`: the room enters the MC's rental pool and gets its agreement numbers;
 * - `terminate`: the termination is accepted for the desired date (the pool shows it); nights from
 *   that date on leave sale at once (R4.11) and server/jobs/terminations.ts ends the management on
 *   the date (R12.11); a later `connect` approval supersedes it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { applications, objects } from '../../db/schema';
import { ApiError } from '../../errors';
import { registerApplicationKind } from '../../services/applications';
import { agreementNumbers } from '../../../src/domain/mc-contract';
import { hotelToday } from '../../../src/domain/hotel-time';
import { DEFAULT_MC_FEE_PERCENT } from '../../../src/domain/reports';

registerApplicationKind('room', {
  async approve(tx, app, row, req) {
    const p = row.payload as { buildingId: number; floor: number; number: string; area: number; rooms: number };
    const [existing] = await tx
      .select()
      .from(objects)
      .where(
        and(eq(objects.companyId, row.companyId), eq(objects.buildingId, p.buildingId), eq(objects.number, p.number)),
      );
    if (existing && existing.ownerId !== null && existing.ownerId !== row.applicantId)
      throw new ApiError(409, req.t('applications.errors.roomTaken'));
    let objectId: number;
    if (existing) {
      await tx.update(objects).set({ ownerId: row.applicantId }).where(eq(objects.id, existing.id));
      objectId = existing.id;
    } else {
      const title = { ru: `Апартаменты ${p.number}`, en: `Apartment ${p.number}` };
      const [o] = await tx
        .insert(objects)
        .values({
          companyId: row.companyId,
          buildingId: p.buildingId,
          kind: 'apartment',
          floor: p.floor,
          number: p.number,
          area: p.area,
          rooms: p.rooms,
          capacity: Math.max(2, p.rooms * 2),
          priceKopecks: 0,
          title,
          description: { ru: '', en: '' },
          photos: [],
          management: 'self',
          ownerId: row.applicantId,
        })
        .returning({ id: objects.id });
      objectId = o.id;
    }
    await tx.update(applications).set({ objectId }).where(eq(applications.id, row.id));
    void app;
    return { approvedObjectId: objectId };
  },
  link: (row) => (row.objectId ? `/my-rooms/${row.objectId}` : '/my-rooms'),
});

registerApplicationKind('connect', {
  // The management fee is the MC's term of the new agreement (R12.5, R13.1): as set in the
  // approval, else the default.
  async approve(tx, app, row, _req, terms) {
    const year = Number(hotelToday(app.clock.now()).slice(0, 4));
    const [o] = await tx.select().from(objects).where(eq(objects.id, row.objectId!));
    const numbers =
      o.mcAgreementNo && o.serviceAgreementNo
        ? { mcAgreementNo: o.mcAgreementNo, serviceAgreementNo: o.serviceAgreementNo }
        : agreementNumbers(o.id, year);
    const mcFeePercent = terms.feePercent ?? DEFAULT_MC_FEE_PERCENT;
    await tx
      .update(objects)
      .set({ management: 'mc', ...numbers, mcFeePercent })
      .where(eq(objects.id, o.id));
    // An earlier termination no longer keeps the room's nights off sale (docs/rules.md R4.11).
    await tx
      .update(applications)
      .set({ payload: sql`${applications.payload} || ${JSON.stringify({ supersededBy: row.id })}::jsonb` })
      .where(
        and(eq(applications.objectId, o.id), eq(applications.kind, 'terminate'), eq(applications.status, 'approved')),
      );
    return { ...numbers, feePercent: mcFeePercent };
  },
  link: (row) => `/my-rooms/${row.objectId}`,
});

registerApplicationKind('terminate', {
  async approve() {
    return { accepted: true };
  },
  link: (row) => `/my-rooms/${row.objectId}`,
});

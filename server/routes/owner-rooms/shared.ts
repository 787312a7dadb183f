/**
 * What the owner-room queries share (docs/rules.md R12): the hotel's today by the app's clock and
 * a person's name as a row shows it. Used by ./repo.ts (rooms), ./applications-repo.ts
 * (applications) and ./management-repo.ts (the MC's management and the owner's stays).
 */
import type { FastifyInstance } from 'fastify';
import { hotelToday } from '../../../src/domain/hotel-time';

/** The hotel's today by the app's clock. */
export const today = (app: FastifyInstance) => hotelToday(app.clock.now());

/** A person's name for a row: surname and name, else the phone; '' for none. */
export const fullName = (
  u: { name: string | null; surname: string | null; phone: string | null } | null | undefined,
) => (u ? [u.surname, u.name].filter(Boolean).join(' ') || u.phone || '' : '');

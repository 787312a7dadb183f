/**
 * Promo codes for direct bookings (docs/rules.md R5.32): checking a code against a stay, and
 * redeeming it with the booking under the code's limits.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { StayDiscount } from '../../src/domain/stay-price';

/** The stay a promo code is checked against. */
export interface PromoStay {
  code: string;
  tariffId: number;
  objectIds: readonly number[];
  checkIn: string;
  checkOut: string;
  /** The complex's today, `YYYY-MM-DD`. */
  today: string;
}

/**
 * A promo code's discount for a stay, or why it does not apply (translated).
 * (Placeholder until the promo codes land: every code is unknown.)
 */
export async function promoDiscount(
  _db: Pick<Db, 'select'>,
  req: Pick<FastifyRequest, 't' | 'companyId'>,
  _stay: PromoStay,
): Promise<{ discount: StayDiscount } | { error: string }> {
  return { error: req.t('promo.notFound') };
}

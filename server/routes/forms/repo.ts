/**
 * Storage of the public forms (server/routes/forms/index.ts): one `form_requests` row per form
 * sent, in the request's company, for the management company to handle.
 */
import type { FastifyInstance } from 'fastify';
import { formRequests } from '../../db/schema';

/** What a stored form holds besides the name and phone. */
export interface FormRecord {
  kind: 'callback' | 'feedback' | 'question';
  name: string;
  phone: string;
  payload: Record<string, unknown>;
  notificationsConsent?: boolean;
}

/** Stores a form; resolves to its id. */
export async function saveForm(app: FastifyInstance, companyId: number, f: FormRecord): Promise<number> {
  const [row] = await app.db
    .insert(formRequests)
    .values({
      companyId,
      kind: f.kind,
      name: f.name,
      phone: f.phone,
      payload: f.payload,
      notificationsConsent: !!f.notificationsConsent,
    })
    .returning({ id: formRequests.id });
  return row.id;
}

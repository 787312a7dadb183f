/**
 * The person a back-office document or request belongs to (docs/rules.md R11.7), as the back
 * office's documents (./repo.ts) and document requests (./requests-repo.ts) read and name them.
 */
import { users } from '../../../db/schema';

/** The columns of a person that a back-office row shows. */
export type UserRow = Pick<typeof users.$inferSelect, 'id' | 'name' | 'surname' | 'phone'>;

/** A person's name for a row: surname and name, else the phone, else `#id`. */
export const personName = (u: UserRow) => [u.surname, u.name].filter(Boolean).join(' ') || u.phone || `#${u.id}`;

/** {@link UserRow}'s columns, to select beside a row. */
export const personCols = { id: users.id, name: users.name, surname: users.surname, phone: users.phone };

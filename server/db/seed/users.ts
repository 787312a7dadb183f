/** Demo accounts, one per role, and the owner's notifications. */
import type { notifications, users } from '../schema';
import { L } from './util';

/** Demo accounts (log in with the code from the SMS outbox). */
export const DEMO_USERS = {
  guest: '+79990000001',
  owner: '+79990000002',
  agent: '+79990000003',
  manager: '+79990000004',
} as const;

/**
 * The people the demo seeds give data to, by phone: the demo's own ({@link DEMO_CAST}) or a test
 * world's (./world.ts), which gets the same rows for its own phones.
 */
export interface SeedCast {
  guest: string;
  owner: string;
  agent: string;
  manager: string;
  /** The tenant of the owner's self-administered room (./rents.ts). */
  ownerTenant: string;
  /** Appended (after a dash) to numbers unique in the company: bookings, utility accounts, documents; '' for the demo. */
  tag: string;
}

/** The demo's own people: {@link DEMO_USERS} and the owner's tenant +7 999 000-00-05. */
export const DEMO_CAST: SeedCast = { ...DEMO_USERS, ownerTenant: '+79990000005', tag: '' };

/** `number`, made unique in the company for `cast` (unchanged for the demo). */
export const tagged = (number: string, cast: SeedCast) => (cast.tag ? `${number}-${cast.tag}` : number);

/** User rows of the demo company (or of `cast`'s phones): guest, owner, agent, manager (in this order). */
export function demoUsers(companyId: number, cast: SeedCast = DEMO_CAST): (typeof users.$inferInsert)[] {
  return [
    {
      companyId,
      phone: cast.guest,
      surname: 'Иванов',
      name: 'Иван',
      patronymic: 'Сергеевич',
      email: 'ivanov@example.com',
      roles: ['guest'],
    },
    {
      companyId,
      phone: cast.owner,
      surname: 'Петрова',
      name: 'Мария',
      patronymic: 'Андреевна',
      email: 'petrova@example.com',
      roles: ['guest', 'owner'],
    },
    {
      companyId,
      phone: cast.agent,
      surname: 'Смирнов',
      name: 'Алексей',
      patronymic: 'Викторович',
      email: 'smirnov@example.com',
      roles: ['guest', 'agent'],
    },
    {
      companyId,
      phone: cast.manager,
      surname: 'Кузнецова',
      name: 'Ольга',
      patronymic: 'Игоревна',
      email: 'manager@example.com',
      roles: ['manager'],
    },
  ];
}

/** The demo owner's notifications. */
export function demoOwnerNotifications(companyId: number, ownerId: number): (typeof notifications.$inferInsert)[] {
  const userId = ownerId;
  return [
    {
      companyId,
      userId,
      title: L('Отчёт за октябрь готов', 'The October report is ready'),
      body: L(
        'Доход по вашим апартаментам за октябрь посчитан. Откройте раздел «Отчёты».',
        'Income from your apartments for October has been calculated. Open Reports.',
      ),
      link: '/reports',
    },
    {
      companyId,
      userId,
      title: L('Голосование собственников', "Owners' vote"),
      body: L(
        'Открыто голосование по благоустройству двора до 30 ноября.',
        'A vote on the courtyard improvements is open until 30 November.',
      ),
    },
  ];
}

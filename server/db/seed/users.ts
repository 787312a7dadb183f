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

/** User rows of the demo company: guest, owner, agent, manager (in this order). */
export function demoUsers(companyId: number): (typeof users.$inferInsert)[] {
  return [
    {
      companyId,
      phone: DEMO_USERS.guest,
      surname: 'Иванов',
      name: 'Иван',
      patronymic: 'Сергеевич',
      email: 'ivanov@example.com',
      roles: ['guest'],
    },
    {
      companyId,
      phone: DEMO_USERS.owner,
      surname: 'Петрова',
      name: 'Мария',
      patronymic: 'Андреевна',
      email: 'petrova@example.com',
      roles: ['guest', 'owner'],
    },
    {
      companyId,
      phone: DEMO_USERS.agent,
      surname: 'Смирнов',
      name: 'Алексей',
      patronymic: 'Викторович',
      email: 'smirnov@example.com',
      roles: ['guest', 'agent'],
    },
    {
      companyId,
      phone: DEMO_USERS.manager,
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

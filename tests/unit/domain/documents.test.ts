import { describe, expect, it } from 'vitest';
import {
  showsDueDate,
  canMoveRequest,
  canPay,
  documentStates,
  paymentTrack,
  remindersDue,
  signatureTrack,
  type ReminderInput,
} from '../../../src/domain/documents';

const doc = (over: Partial<ReminderInput> = {}): ReminderInput => ({
  amountKopecks: null,
  paidAt: null,
  signatureRequired: false,
  signedAt: null,
  dueOn: null,
  validUntil: null,
  dueRemindedAt: null,
  validityRemindedAt: null,
  ...over,
});

describe('the two tracks of a document (docs/rules.md R11.2)', () => {
  it('payment: none → requires payment → paid', () => {
    expect(paymentTrack(doc())).toBe('none');
    expect(paymentTrack(doc({ amountKopecks: 100 }))).toBe('requires_payment');
    expect(paymentTrack(doc({ amountKopecks: 100, paidAt: new Date() }))).toBe('paid');
    expect(canPay(doc({ amountKopecks: 100 }))).toBe(true);
    expect(canPay(doc({ amountKopecks: 100, paidAt: '2026-01-01' }))).toBe(false);
    expect(canPay(doc())).toBe(false);
  });
  it('signature: none → requires signature → signed', () => {
    expect(signatureTrack(doc())).toBe('none');
    expect(signatureTrack(doc({ signatureRequired: true }))).toBe('requires_signature');
    expect(signatureTrack(doc({ signatureRequired: true, signedAt: new Date() }))).toBe('signed');
  });
  it('the tracks are independent: a document may need both, one, or none', () => {
    expect(documentStates(doc({ amountKopecks: 5, signatureRequired: true }))).toEqual([
      'requires_payment',
      'requires_signature',
    ]);
    expect(documentStates(doc({ amountKopecks: 5, paidAt: new Date(), signatureRequired: true }))).toEqual([
      'paid',
      'requires_signature',
    ]);
    expect(documentStates(doc({ amountKopecks: 5, signatureRequired: true, signedAt: new Date() }))).toEqual([
      'requires_payment',
      'signed',
    ]);
    expect(documentStates(doc())).toEqual([]);
  });
});

describe('reminders (docs/rules.md R11.6)', () => {
  const today = '2026-03-10';
  it('reminds of a due date within 3 days while something is open, once', () => {
    expect(remindersDue(doc({ amountKopecks: 5, dueOn: '2026-03-13' }), today)).toEqual(['due']);
    expect(remindersDue(doc({ amountKopecks: 5, dueOn: '2026-03-14' }), today)).toEqual([]);
    expect(remindersDue(doc({ amountKopecks: 5, dueOn: '2026-03-09' }), today)).toEqual([]);
    expect(remindersDue(doc({ amountKopecks: 5, paidAt: new Date(), dueOn: '2026-03-11' }), today)).toEqual([]);
    expect(remindersDue(doc({ signatureRequired: true, dueOn: '2026-03-10' }), today)).toEqual(['due']);
    expect(remindersDue(doc({ amountKopecks: 5, dueOn: '2026-03-11', dueRemindedAt: new Date() }), today)).toEqual([]);
  });
  it('reminds of the end of validity within 30 days, once', () => {
    expect(remindersDue(doc({ validUntil: '2026-04-09' }), today)).toEqual(['validity']);
    expect(remindersDue(doc({ validUntil: '2026-04-10' }), today)).toEqual([]);
    expect(remindersDue(doc({ validUntil: '2026-04-01', validityRemindedAt: new Date() }), today)).toEqual([]);
  });
});

describe('requests move forward only (docs/rules.md R11.5)', () => {
  it('new → in progress → done', () => {
    expect(canMoveRequest('new', 'in_progress')).toBe(true);
    expect(canMoveRequest('new', 'done')).toBe(true);
    expect(canMoveRequest('done', 'new')).toBe(false);
    expect(canMoveRequest('in_progress', 'in_progress')).toBe(false);
  });
});

describe('showsDueDate (R11.1; issue 35 item 18)', () => {
  it('shows a due date only on a document with a payment track', () => {
    expect(showsDueDate({ payment: 'requires_payment', dueOn: '2026-06-01' })).toBe(true);
    expect(showsDueDate({ payment: 'paid', dueOn: '2026-06-01' })).toBe(true);
    expect(showsDueDate({ payment: 'none', dueOn: '2026-06-01' })).toBe(false);
    expect(showsDueDate({ payment: 'requires_payment', dueOn: null })).toBe(false);
  });
});

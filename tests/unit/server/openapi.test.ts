/** Operation ids and body examples of the OpenAPI document (server/openapi.ts; docs/rules.md R1.18). */
import { describe, expect, it } from 'vitest';
import { assertUniqueOperationIds, exampleOf, idsAsIntegers, operationIdOf } from '../../../server/openapi';

describe('operationIdOf', () => {
  it.each([
    ['GET', '/api/app/v1/objects/:id/availability', 'getObjectsByIdAvailability'],
    ['POST', '/api/app/v1/backoffice/utility-receipts/generate', 'postBackofficeUtilityReceiptsGenerate'],
    ['DELETE', '/api/app/v1/owner-rooms/:id/stays/:stayId', 'deleteOwnerRoomsByIdStaysByStayId'],
    ['GET', '/api/app/v1/objects/{id}', 'getObjectsById'],
    ['GET', '/api/app/v1/company', 'getCompany'],
    ['POST', '/api/app/v1/payments/yookassa/webhook', 'postPaymentsYookassaWebhook'],
    ['GET', '/api/dev/sms-outbox', 'getApiDevSmsOutbox'],
    ['GET', '/', 'getRoot'],
  ])('%s %s → %s', (method, url, id) => {
    expect(operationIdOf(method, url)).toBe(id);
  });

  it('is the same for the same route every time, and differs by method and by path', () => {
    expect(operationIdOf('GET', '/api/app/v1/bookings/:id')).toBe(operationIdOf('GET', '/api/app/v1/bookings/:id'));
    expect(operationIdOf('GET', '/api/app/v1/bookings/:id')).not.toBe(
      operationIdOf('DELETE', '/api/app/v1/bookings/:id'),
    );
    expect(operationIdOf('GET', '/api/app/v1/bookings/:id')).not.toBe(operationIdOf('GET', '/api/app/v1/bookings'));
    expect(operationIdOf('GET', '/api/app/v1/polls/:id/votes')).not.toBe(
      operationIdOf('GET', '/api/app/v1/polls/votes/:id'),
    );
  });

  it('assertUniqueOperationIds names two paths that differ only by punctuation', () => {
    expect(() =>
      assertUniqueOperationIds([
        ['GET', '/api/app/v1/a-b'],
        ['GET', '/api/app/v1/aB'],
      ]),
    ).toThrow(/getAB of GET \/api\/app\/v1\/aB is also that of GET \/api\/app\/v1\/a-b/);
    expect(() =>
      assertUniqueOperationIds([
        ['GET', '/api/app/v1/a'],
        ['POST', '/api/app/v1/a'],
      ]),
    ).not.toThrow();
  });
});

describe('exampleOf', () => {
  it('builds a body of the schema: required fields, ids, dates, phones, enums, bounds', () => {
    const body = {
      type: 'object',
      required: ['objectIds', 'checkIn', 'checkOut', 'phone', 'payerType', 'adults'],
      properties: {
        objectIds: { type: 'array', minItems: 1, items: { type: 'integer', minimum: 1, maximum: 2147483647 } },
        checkIn: { type: 'string' },
        checkOut: { type: 'string' },
        phone: { type: 'string', maxLength: 40 },
        payerType: { type: 'string', enum: ['individual', 'legal'] },
        adults: { type: 'integer', minimum: 1, maximum: 100 },
        comment: { type: 'string', maxLength: 3 },
        time: { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' },
      },
    };
    expect(exampleOf(body)).toEqual({
      objectIds: [1],
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      phone: '+79990000001',
      payerType: 'individual',
      adults: 1,
      comment: 'Tex',
      time: '12:00',
    });
  });

  it('gives no example rather than one its schema refuses (a required pattern no sample fits)', () => {
    expect(
      exampleOf({ type: 'object', required: ['x'], properties: { x: { type: 'string', pattern: '^Q{7}$' } } }),
    ).toBeUndefined();
    expect(
      exampleOf({ type: 'object', properties: { x: { type: 'string', pattern: '^Q{7}$' }, y: { type: 'boolean' } } }),
    ).toEqual({ y: true });
  });
});

describe('idsAsIntegers', () => {
  it('describes the id codec (integer or its decimal text) as the integer, nested and nullable too', () => {
    const id = {
      anyOf: [
        { type: 'integer', minimum: 1, maximum: 2147483647 },
        { type: 'string', pattern: '^[1-9]\\d{0,9}$' },
      ],
    };
    expect(
      idsAsIntegers({
        type: 'object',
        properties: { a: id, b: { type: 'array', items: id }, c: { ...id, nullable: true } },
      }),
    ).toEqual({
      type: 'object',
      properties: {
        a: { type: 'integer', minimum: 1, maximum: 2147483647 },
        b: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 2147483647 } },
        c: { type: 'integer', minimum: 1, maximum: 2147483647, nullable: true },
      },
    });
  });
});

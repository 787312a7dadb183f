/**
 * The answer checker of the broad API tests (tests/api/openapi-answers.ts; docs/rules.md R1.18):
 * it refuses an undocumented status, a media type the status does not document, and a body
 * outside its schema — `null` in a nullable enum that does not list it (the OpenAPI 3.0.3
 * reading), a boolean `exclusiveMinimum` read as 3.0 means it — so the fuzz test and the access
 * matrix can fail on such answers.
 */
import { describe, expect, it } from 'vitest';
import { answerChecker, ViolationTally, type AnswerDocument } from './openapi-answers';

const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const doc: AnswerDocument = {
  paths: {
    '/things/{id}': {
      get: {
        responses: {
          '200': json({
            type: 'object',
            properties: {
              reason: { type: 'string', nullable: true, enum: ['a', 'b'] },
              state: { type: 'string', nullable: true, enum: ['x', null] },
              price: { type: 'number', minimum: 0, exclusiveMinimum: true },
            },
            required: ['reason'],
          }),
          '404': json({ type: 'object', properties: { message: { type: 'string' } }, required: ['message'] }),
        },
      },
    },
    '/things/{id}/pdf': { get: { responses: { '200': { content: { 'application/pdf': {} } } } } },
  },
};
const check = answerChecker(doc);
const get = (path: string, status: number, body: unknown, contentType = 'application/json; charset=utf-8') =>
  check({ method: 'GET', path, status, contentType, body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('answerChecker', () => {
  it('passes an answer the document covers', () => {
    expect(get('/things/{id}', 200, { reason: 'a', state: null, price: 1 })).toBeUndefined();
    expect(get('/things/{id}', 404, { message: 'Not found' })).toBeUndefined();
    expect(get('/things/{id}/pdf', 200, '%PDF-1.4', 'application/pdf')).toBeUndefined();
  });

  it('refuses a status the operation does not document', () => {
    expect(get('/things/{id}', 409, { message: 'Already' })).toMatchObject({
      kind: 'undocumented status',
      where: 'GET /things/{id} 409',
    });
  });

  it('refuses null in a nullable enum that does not list it', () => {
    expect(get('/things/{id}', 200, { reason: null })).toMatchObject({
      kind: 'body outside its schema',
      detail: expect.stringContaining('/reason'),
    });
  });

  it("reads OpenAPI 3.0's boolean exclusiveMinimum: 0 is refused, and a missing field too", () => {
    expect(get('/things/{id}', 200, { reason: 'a', price: 0 })?.detail).toContain('/price');
    expect(get('/things/{id}', 200, {})?.kind).toBe('body outside its schema');
  });

  it('refuses a media type the status does not document, and a JSON status answered with a non-JSON body', () => {
    expect(get('/things/{id}/pdf', 200, { message: 'x' })?.kind).toBe('undocumented media type');
    expect(get('/things/{id}', 404, 'Not found', 'text/plain')?.kind).toBe('undocumented media type');
  });

  it('the tally counts answers by kind and place', () => {
    const tally = new ViolationTally();
    tally.add(get('/things/{id}', 409, {}));
    tally.add(get('/things/{id}', 409, {}));
    tally.add(get('/things/{id}', 200, { reason: null }));
    tally.add(undefined);
    expect(tally.byKind()).toEqual({
      'undocumented status': { places: 1, answers: 2 },
      'body outside its schema': { places: 1, answers: 1 },
    });
    expect(tally.lines()).toHaveLength(2);
  });
});

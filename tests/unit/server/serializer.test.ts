/**
 * The response serializer (server/serializer.ts): an answer is parsed forward where that gives what
 * encoding gives, and encoded otherwise; either way the contract drops unnamed fields and refuses
 * an answer that breaks it.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { parsesAsEncodes, serializerCompiler } from '../../../server/serializer';
import { endpoints } from '../../../src/contracts/index';
import { envelope, id } from '../../../src/contracts/common';
import { rateGrid } from '../../../src/contracts/backoffice-rates';

const compile = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/t', httpStatus: '200' } as never) as (d: unknown) => string;

describe('parsesAsEncodes', () => {
  it('is true for plain shapes, unions, records and optional parts', () => {
    const s = z.object({
      a: z.array(z.number().int().min(0)),
      b: z.union([z.string(), z.null()]),
      c: z.record(z.string(), z.boolean()).optional(),
      d: z.discriminatedUnion('k', [z.object({ k: z.literal('x') }), z.object({ k: z.literal('y'), n: z.number() })]),
      e: z.tuple([z.string()], z.number()),
    });
    expect(parsesAsEncodes(s)).toBe(true);
    expect(parsesAsEncodes(envelope(rateGrid))).toBe(true);
  });

  it('is false as soon as any part runs differently backward: codec, pipe, transform, default, catch', () => {
    const inner = (p: z.ZodType) => z.object({ list: z.array(z.object({ x: p })) });
    expect(parsesAsEncodes(inner(id))).toBe(false);
    expect(parsesAsEncodes(inner(z.string().transform((v) => v.length)))).toBe(false);
    expect(parsesAsEncodes(inner(z.string().pipe(z.string())))).toBe(false);
    expect(parsesAsEncodes(inner(z.number().default(1)))).toBe(false);
    expect(parsesAsEncodes(inner(z.number().catch(1)))).toBe(false);
  });

  it('follows a recursive schema without looping', () => {
    type Node = { children: Node[] };
    const node: z.ZodType<Node> = z.lazy(() => z.object({ children: z.array(node) }));
    expect(parsesAsEncodes(node)).toBe(true);
  });

  it('takes the fast path for nearly every answer of the contract', () => {
    const schemas = Object.values(endpoints).flatMap((eps) =>
      Object.values(eps as Record<string, { responses: Record<string, z.ZodType> }>).flatMap((e) =>
        Object.values(e.responses),
      ),
    );
    const fast = schemas.filter((s) => parsesAsEncodes(s)).length;
    expect(schemas.length).toBeGreaterThan(200);
    expect(fast / schemas.length).toBeGreaterThan(0.95);
  });
});

describe('serializerCompiler', () => {
  it('drops what the contract does not name, on both paths', () => {
    const fast = compile(z.object({ a: z.number() }));
    const encoded = compile(z.object({ a: z.number(), id }));
    expect(fast({ a: 1, secret: 'x' })).toBe('{"a":1}');
    expect(encoded({ a: 1, id: 5, secret: 'x' })).toBe('{"a":1,"id":5}');
  });

  it('encodes a codec (a number id stays a number) and never applies a default backward', () => {
    const s = z.object({ id, n: z.number().optional().default(3) });
    expect(parsesAsEncodes(s)).toBe(false);
    expect(compile(s)({ id: 7 })).toBe('{"id":7}');
  });

  it('refuses an answer that breaks its schema', () => {
    expect(() => compile(z.object({ a: z.number().int() }))({ a: 1.5 })).toThrow(ResponseSerializationError);
    expect(() => compile(z.object({ id }))({ id: 'x' })).toThrow(ResponseSerializationError);
  });
});

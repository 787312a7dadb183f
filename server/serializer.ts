/**
 * The response serializer (docs/architecture.md § Request path): every answer is checked against
 * its contract's zod schema, which also drops any field the contract does not name, then written
 * by `JSON.stringify`.
 *
 * fastify-type-provider-zod's own compiler encodes (`z.safeEncode`). In that direction zod 4 runs
 * every value that has checks twice (a pass without them, then with them) and leaves out its
 * compiled fast path for objects: the rate grid's 64 KB answer took 1.13 ms to encode and 0.22 ms
 * to parse (issue 41, measured on this machine). Where a schema holds nothing that behaves
 * differently in the two directions — a codec or pipe, a transform, a default, a prefault, a catch
 * or `z.success` (zod's `core/schemas.js`, its `ctx.direction === "backward"` branches) — parsing
 * forward gives the same value, so such a schema is parsed; any other is encoded as before.
 */
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type * as zc from 'zod/v4/core';

/** The schema kinds that give the same value parsed or encoded, when their parts do too. */
const SAME_BOTH_WAYS = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'null',
  'undefined',
  'void',
  'any',
  'unknown',
  'never',
  'date',
  'enum',
  'literal',
  'nan',
  'template_literal',
  'object',
  'array',
  'tuple',
  'union',
  'intersection',
  'record',
  'map',
  'set',
  'optional',
  'nullable',
  'nonoptional',
  'readonly',
  'lazy',
]);

/** The schemas directly inside `def` (the shape's fields, an array's element, a union's options…). */
function partsOf(def: Record<string, unknown>): unknown[] {
  const parts: unknown[] = [];
  const add = (v: unknown) => v !== undefined && parts.push(v);
  if (def.shape && typeof def.shape === 'object') parts.push(...Object.values(def.shape));
  if (Array.isArray(def.options)) parts.push(...def.options);
  if (Array.isArray(def.items)) parts.push(...def.items);
  for (const k of ['catchall', 'element', 'rest', 'left', 'right', 'keyType', 'valueType', 'innerType']) add(def[k]);
  if (def.type === 'lazy' && typeof def.getter === 'function') add((def.getter as () => unknown)());
  return parts;
}

/**
 * Whether parsing `schema` forward gives what encoding it gives: true when no part of it is of a
 * kind that runs differently backward (see the file's comment). Recursive schemas are followed once.
 */
export function parsesAsEncodes(schema: zc.$ZodType, seen = new Set<unknown>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown>;
  if (!SAME_BOTH_WAYS.has(def.type as string)) return false;
  return partsOf(def).every((p) => parsesAsEncodes(p as zc.$ZodType, seen));
}

/**
 * Fastify's serializer compiler for the zod contracts: per route and status, the answer is parsed
 * forward when {@link parsesAsEncodes}, else encoded; then `JSON.stringify`.
 * @throws ResponseSerializationError (fastify-type-provider-zod) when the answer breaks its
 *   schema: a defect of the server, answered 500 by the error handler.
 */
export const serializerCompiler: FastifySerializerCompiler<zc.$ZodType> = ({ schema, method, url }) => {
  const check = parsesAsEncodes(schema) ? z.safeParse : z.safeEncode;
  return (data) => {
    const result = check(schema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};

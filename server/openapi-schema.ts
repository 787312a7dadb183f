/**
 * JSON-schema helpers of the OpenAPI document (docs/architecture.md § The api/ contract;
 * docs/rules.md R1.18): {@link exampleOf} makes a body's example from its schema (never one that
 * contradicts it), {@link idsAsIntegers} describes ids by their number form. server/openapi.ts
 * applies them to every route in its swagger `transform` and assembles the rest of the document.
 */

/** The part of a JSON schema (OpenAPI 3.0 dialect) the examples and the id conversion read. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  nullable?: boolean;
  example?: unknown;
  examples?: unknown[];
};

/** Plausible texts, tried against a field's `pattern`. */
const PATTERN_SAMPLES = [
  '2026-12-01',
  '2026-12',
  '12:00',
  '2026-12-01 12:00',
  '1234',
  '123456',
  '1',
  'winter-offer',
  '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  '7707083893',
  'ru',
];

/** A sample string for field `name` (dates, phones, e-mails by name), within the schema's bounds. */
function sampleString(name: string, s: JsonSchema): string | undefined {
  if (s.pattern)
    return PATTERN_SAMPLES.find(
      (v) => new RegExp(s.pattern!).test(v) && v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Infinity),
    );
  if (s.format === 'email' || /email/i.test(name)) return 'guest@example.ru';
  if (s.format === 'uuid' || /uploadId$/.test(name)) return '3fa85f64-5717-4562-b3fc-2c963f66afa6';
  const n = name.toLowerCase();
  let v = 'Text';
  if (n.includes('phone')) v = '+79990000001';
  else if (n.includes('month') || n === 'validfrom') v = '2026-12';
  else if (/checkout|until|^to$|_lte$|end/.test(n)) v = '2026-12-03';
  else if (/date|checkin|from$|on$|_gte$|start/.test(n)) v = '2026-12-01';
  else if (n === 'code') v = '1234';
  else if (n.includes('inn')) v = '7707083893';
  else if (n === 'surname') v = 'Petrova';
  else if (n === 'patronymic') v = 'Ivanovna';
  else if (n.includes('company')) v = 'Uralstroy LLC';
  else if (n.includes('name')) v = 'Anna';
  else if (n === 'lang' || n === 'locale') v = 'ru';
  if (s.maxLength !== undefined && v.length > s.maxLength) v = v.slice(0, s.maxLength);
  if (s.minLength !== undefined && v.length < s.minLength) v = v.padEnd(s.minLength, 'x');
  return v;
}

/**
 * An example value of JSON schema `s` for field `name`: the schema's own example, default, const
 * or first enum value, else a plausible value of its type. Undefined when none can be made (a
 * pattern none of the samples fits), so no example contradicts its schema.
 */
export function exampleOf(s: JsonSchema | undefined, name = '', depth = 0): unknown {
  if (!s || depth > 8) return undefined;
  if (s.example !== undefined) return s.example;
  if (s.examples?.length) return s.examples[0];
  if (s.const !== undefined) return s.const;
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum.find((v) => v !== null) ?? s.enum[0];
  const alts = s.anyOf ?? s.oneOf;
  if (alts?.length) {
    for (const a of alts) {
      const v = exampleOf(a, name, depth + 1);
      if (v !== undefined) return v;
    }
    return undefined;
  }
  if (s.allOf?.length) return exampleOf(s.allOf[0], name, depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, p] of Object.entries(s.properties ?? {})) {
        const v = exampleOf(p, k, depth + 1);
        if (v === undefined) {
          if (s.required?.includes(k)) return undefined;
          continue;
        }
        out[k] = v;
      }
      return out;
    }
    case 'array': {
      const item = exampleOf(s.items, name, depth + 1);
      if (item === undefined) return (s.minItems ?? 0) > 0 ? undefined : [];
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => item);
    }
    case 'integer':
    case 'number': {
      const min =
        typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : 1;
      return Math.min(Math.max(min, 1), s.maximum ?? Infinity);
    }
    case 'boolean':
      return true;
    case 'string':
      return sampleString(name, s);
    case 'null':
      return null;
    default:
      return undefined;
  }
}

/**
 * Ids (docs/rules.md R1.8) are described by their number form wherever a request carries one:
 * the id codec's input is "an integer or its canonical decimal text", which generators would turn
 * into a union type (and OpenAPI 3.0 cannot mark a bare union nullable); in a path or query both
 * are the same digits, and a body sends numbers.
 */
export function idsAsIntegers(s: JsonSchema | undefined, depth = 0): JsonSchema | undefined {
  if (!s || typeof s !== 'object' || depth > 16) return s;
  const int = s.anyOf?.find((a) => a.type === 'integer');
  const text = s.anyOf?.find(
    (a) => a.type === 'string' && typeof a.pattern === 'string' && a.pattern.startsWith('^[1-9]'),
  );
  if (s.anyOf?.length === 2 && int && text) {
    const { anyOf: _drop, ...rest } = s;
    return { ...rest, ...int };
  }
  const out: JsonSchema = { ...s };
  if (s.properties)
    out.properties = Object.fromEntries(
      Object.entries(s.properties).map(([k, v]) => [k, idsAsIntegers(v, depth + 1)!]),
    );
  if (s.items) out.items = idsAsIntegers(s.items, depth + 1);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
    if (s[key]) out[key] = s[key]!.map((a) => idsAsIntegers(a, depth + 1)!);
  return out;
}

/**
 * A nullable enum lists `null` among its values (OpenAPI 3.0.3: `nullable` does not widen an
 * `enum`, so without it a validator refuses the `null` the answer carries). zod's conversion of
 * `z.enum([...]).nullable()` marks the schema `nullable` only; this adds the `null` to every such
 * enum of `s`, so every nullable enum of a contract is documented as one (issue 35 item 3).
 */
export function nullableEnums<T>(s: T, depth = 0): T {
  if (Array.isArray(s)) return s.map((v) => nullableEnums(v, depth + 1)) as T;
  if (!s || typeof s !== 'object' || depth > 40) return s;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(s))
    out[k] = k === 'enum' || k === 'example' || k === 'examples' || k === 'default' ? v : nullableEnums(v, depth + 1);
  if (out.nullable === true && Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  return out as T;
}

/**
 * Checks an answer of the API against the OpenAPI document (docs/rules.md R1.18): its status must
 * be one the operation documents, its media type one that status documents, and a JSON body must
 * match that status's schema. The broad API tests (tests/api/fuzz.test.ts,
 * tests/api/access-matrix.test.ts) run every answer they get through one {@link answerChecker},
 * so an undocumented status or a body outside its schema (a `null` outside an enum) fails them.
 *
 * The validator is Ajv 8 (OpenAPI 3.0's `nullable` is one of its keywords) with `ajv-formats`.
 */
import AjvModule from 'ajv';
import addFormats from 'ajv-formats';
import type { JsonSchema } from '../../server/openapi-schema';

type Ajv = Parameters<typeof addFormats>[0];
type Validate = ReturnType<Ajv['compile']>;

/** Ajv 8's class (its CommonJS build puts it on `default` as well). */
const AjvClass = ((AjvModule as unknown as { default?: unknown }).default ?? AjvModule) as new (
  opts: Record<string, unknown>,
) => Ajv;

/** The part of an OpenAPI document the check reads. */
export interface AnswerDocument {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> } | undefined>
  >;
}

/** One answer: the operation (method and OpenAPI path, `{param}` style) and what came back. */
export interface Answer {
  method: string;
  path: string;
  status: number;
  contentType: string | undefined;
  body: string;
}

/** What is wrong with an answer: its kind (for counting) and the details. */
export interface AnswerViolation {
  kind: 'undocumented status' | 'undocumented media type' | 'body outside its schema';
  /** `METHOD path status`, the same for every answer of the kind on that operation and status. */
  where: string;
  detail: string;
}

/**
 * OpenAPI 3.0's boolean `exclusiveMinimum`/`exclusiveMaximum` as JSON Schema's numbers (the
 * only keywords of the 3.0 dialect Ajv reads differently; `nullable` it knows).
 */
function toJsonSchema(s: unknown): unknown {
  if (Array.isArray(s)) return s.map(toJsonSchema);
  if (!s || typeof s !== 'object') return s;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(s)) out[k] = k === 'example' || k === 'enum' ? v : toJsonSchema(v);
  for (const [bool, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (out[bool] === true && typeof out[bound] === 'number') {
      out[bool] = out[bound];
      delete out[bound];
    } else if (out[bool] === false) delete out[bool];
  }
  return out;
}

/** Whether media type `actual` (an answer's `content-type`, parameters and all) is `documented` (`image/*` too). */
function mediaMatches(documented: string, actual: string): boolean {
  const type = actual.split(';')[0].trim().toLowerCase();
  const [d, sub] = documented.toLowerCase().split('/');
  return sub === '*' ? type.startsWith(`${d}/`) : type === `${d}/${sub}`;
}

/**
 * A checker of answers against `doc` (what `app.swagger()` returns). Schemas are compiled on
 * first use and kept by their text (one for all failures), so a checker serves thousands of
 * answers cheaply.
 * @returns a function giving the answer's violation, or undefined when the document covers it.
 */
export function answerChecker(doc: AnswerDocument): (a: Answer) => AnswerViolation | undefined {
  const ajv = new AjvClass({ strict: false, allErrors: false });
  addFormats(ajv);
  const compiled = new Map<string, Validate>();
  const bySchema = new WeakMap<object, Validate>();
  return (a) => {
    const where = `${a.method.toUpperCase()} ${a.path} ${a.status}`;
    const op = doc.paths[a.path]?.[a.method.toLowerCase()];
    const documented = op?.responses?.[String(a.status)] ?? op?.responses?.[`${String(a.status)[0]}XX`];
    if (!documented)
      return {
        kind: 'undocumented status',
        where,
        detail: `documented: ${Object.keys(op?.responses ?? {}).join(', ') || 'no such operation'}; body ${a.body.slice(0, 200)}`,
      };
    // A status documented without content (a redirect, 204, a file route's bare success) admits any body.
    if (!documented.content) return undefined;
    const contentType = a.contentType ?? '';
    const media = Object.keys(documented.content).find((m) => mediaMatches(m, contentType));
    if (!media) {
      if (!contentType && !a.body) return undefined;
      return {
        kind: 'undocumented media type',
        where,
        detail: `${contentType || '(none)'}; documented: ${Object.keys(documented.content).join(', ')}`,
      };
    }
    const schema = documented.content[media]?.schema;
    if (!schema || !/json/.test(media)) return undefined;
    // By the schema itself: every failure of every operation shares one compiled `{ message, errors }`.
    let validate = bySchema.get(schema);
    if (!validate) {
      const text = JSON.stringify(schema);
      validate = compiled.get(text) ?? ajv.compile(toJsonSchema(schema) as object);
      compiled.set(text, validate);
      bySchema.set(schema, validate);
    }
    let body: unknown;
    try {
      body = JSON.parse(a.body);
    } catch {
      return { kind: 'body outside its schema', where, detail: `not JSON: ${a.body.slice(0, 200)}` };
    }
    if (validate(body)) return undefined;
    const e = validate.errors?.[0];
    const at = e?.instancePath ?? '';
    const value = at
      .split('/')
      .slice(1)
      .reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], body);
    return {
      kind: 'body outside its schema',
      where,
      detail: `${at || '(root)'} ${e?.message ?? ''} ${JSON.stringify(e?.params ?? {})}; value ${JSON.stringify(value)?.slice(0, 120)}`,
    };
  };
}

/**
 * A tally of violations for a test's failure message: one line per kind and place, with the count
 * and the first example's details.
 */
export class ViolationTally {
  private readonly seen = new Map<string, { v: AnswerViolation; count: number }>();
  /** Records `v` when there is one. */
  add(v: AnswerViolation | undefined): void {
    if (!v) return;
    const key = `${v.kind}: ${v.where}`;
    const entry = this.seen.get(key);
    if (entry) entry.count++;
    else this.seen.set(key, { v, count: 1 });
  }
  /** Counts by kind: places (operation and status) and answers. */
  byKind(): Record<string, { places: number; answers: number }> {
    const out: Record<string, { places: number; answers: number }> = {};
    for (const { v, count } of this.seen.values()) {
      const k = (out[v.kind] ??= { places: 0, answers: 0 });
      k.places++;
      k.answers += count;
    }
    return out;
  }
  /** One line per kind and place: `kind: METHOD path status ×count — details`. */
  lines(): string[] {
    return [...this.seen.entries()].map(([key, { v, count }]) => `${key} ×${count} — ${v.detail}`).sort();
  }
}

import fc from 'fast-check';
import { hostileNumber, hostileText, numericTexts, wrongTypeValue } from './hostile-values.js';

/** The part of JSON Schema that `z.toJSONSchema` emits for the contract's request schemas. */
export type JsonSchema = {
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'null';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
};

/** Real values by field name (ids, slugs, codes of the demo catalogue), so valid shapes reach the services. */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

const SAMPLE_MAX = 24;

const lowerOf = (s: JsonSchema) => s.minimum ?? (s.exclusiveMinimum === undefined ? undefined : s.exclusiveMinimum + 1);
const upperOf = (s: JsonSchema) => s.maximum ?? (s.exclusiveMaximum === undefined ? undefined : s.exclusiveMaximum - 1);

function validString(s: JsonSchema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 200;
  const fits = (text: string) => text.length >= min && text.length <= max;
  if (s.pattern) {
    const matching = fc.stringMatching(new RegExp(s.pattern, 'u'), { size: 'small' }).filter(fits);
    return s.format === 'email' ? fc.oneof(fc.emailAddress().filter(fits), matching) : matching;
  }
  const boundaries = [...new Set([min, max, Math.max(min, 1)])].map((n) => 'x'.repeat(n));
  return fc.oneof(
    { arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, SAMPLE_MAX) }), weight: 3 },
    { arbitrary: fc.constantFrom(...boundaries), weight: 1 },
  );
}

function validInteger(s: JsonSchema): fc.Arbitrary<number> {
  const min = lowerOf(s) ?? -(2 ** 31);
  const max = upperOf(s) ?? 2 ** 31 - 1;
  const boundaries = [min, max, Math.min(max, Math.max(min, 0)), Math.min(max, min + 1)];
  return fc.oneof(
    fc.constantFrom(...boundaries),
    fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) }),
  );
}

const isLeaf = (s: JsonSchema): boolean =>
  s.anyOf ? s.anyOf.some(isLeaf) : s.type === 'string' || s.type === 'integer' || s.type === 'number';

/**
 * Values that pass the schema's own shape, with the boundary values of each bound. A leaf field
 * with a hint (by dotted path, else by name) mostly takes a real value instead.
 */
export function validShaped(schema: JsonSchema, hints: Hints = {}, path: string[] = []): fc.Arbitrary<unknown> {
  const own = validBySchema(schema, hints, path);
  const hint = isLeaf(schema) ? (hints[path.join('.')] ?? hints[path.at(-1) ?? '']) : undefined;
  return hint ? fc.oneof({ arbitrary: hint, weight: 3 }, { arbitrary: own, weight: 1 }) : own;
}

function validBySchema(s: JsonSchema, hints: Hints, path: string[]): fc.Arbitrary<unknown> {
  if (s.enum) return fc.constantFrom(...s.enum);
  if ('const' in s) return fc.constant(s.const);
  if (s.anyOf) return fc.oneof(...s.anyOf.map((branch) => validBySchema(branch, hints, path)));
  switch (s.type) {
    case 'string':
      return validString(s);
    case 'integer':
      return validInteger(s);
    case 'number':
      return fc.double({ min: lowerOf(s) ?? -1e9, max: upperOf(s) ?? 1e9, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = validShaped(s.items ?? {}, hints, path);
      const min = s.minItems ?? 0;
      const some = fc.array(item, { minLength: min, maxLength: Math.max(min, Math.min(s.maxItems ?? 4, 4)) });
      // A full list: exactly as many items as allowed.
      const full =
        s.maxItems && s.maxItems <= 100 ? [fc.array(item, { minLength: s.maxItems, maxLength: s.maxItems })] : [];
      return fc.oneof({ arbitrary: some, weight: 5 }, ...full.map((arbitrary) => ({ arbitrary, weight: 1 })));
    }
    case 'object':
      return validObject(s, hints, path);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validObject(s: JsonSchema, hints: Hints, path: string[]): fc.Arbitrary<Record<string, unknown>> {
  if (!s.properties && typeof s.additionalProperties === 'object') {
    const key = s.propertyNames ? validString(s.propertyNames) : fc.string({ maxLength: 10 });
    return fc.dictionary(key, validShaped(s.additionalProperties, hints, path), { maxKeys: 5 });
  }
  const properties = Object.fromEntries(
    Object.entries(s.properties ?? {}).map(([key, property]) => [key, validShaped(property, hints, [...path, key])]),
  );
  return fc.record(properties, { requiredKeys: s.required ?? [] });
}

/** The same shape with one thing wrong: a bad value somewhere, a key missing or an unknown key added. */
export function mutated(schema: JsonSchema, hints: Hints = {}, path: string[] = []): fc.Arbitrary<unknown> {
  const ownMistakes = mistakesOf(schema, hints, path);
  return fc.oneof(
    { arbitrary: wrongTypeValue, weight: 1 },
    ...ownMistakes.map((arbitrary) => ({ arbitrary, weight: Math.max(1, Math.ceil(6 / ownMistakes.length)) })),
  );
}

function mistakesOf(s: JsonSchema, hints: Hints, path: string[]): fc.Arbitrary<unknown>[] {
  if (s.enum) {
    const texts = s.enum.filter((v): v is string => typeof v === 'string');
    return [fc.constantFrom(...texts.map((t) => t.toUpperCase()), ...texts.map((t) => ` ${t}`), 'other'), hostileText];
  }
  if (s.anyOf) return s.anyOf.flatMap((branch) => mistakesOf(branch, hints, path));
  switch (s.type) {
    case 'string':
      return stringMistakes(s);
    case 'integer':
    case 'number':
      return numberMistakes(s);
    case 'array':
      return arrayMistakes(s, hints, path);
    case 'object':
      return objectMistakes(s, hints, path);
    default:
      return [];
  }
}

function stringMistakes(s: JsonSchema): fc.Arbitrary<unknown>[] {
  const overLong =
    s.maxLength === undefined ? [] : [fc.constantFrom('x', 'é', '😀').map((c) => c.repeat(s.maxLength! + 1))];
  const tooShort = s.minLength ? [fc.constant('x'.repeat(s.minLength - 1))] : [];
  return [hostileText, ...overLong, ...tooShort];
}

function numberMistakes(s: JsonSchema): fc.Arbitrary<unknown>[] {
  const edges: number[] = [];
  const min = lowerOf(s);
  const max = upperOf(s);
  if (min !== undefined) edges.push(min - 1, min - 0.5);
  if (max !== undefined) edges.push(max + 1, max + 0.5);
  return [fc.constantFrom(...edges, 0.5, -1), hostileNumber, fc.constantFrom(...numericTexts)];
}

function arrayMistakes(s: JsonSchema, hints: Hints, path: string[]): fc.Arbitrary<unknown>[] {
  const item = validShaped(s.items ?? {}, hints, path);
  const overFull =
    s.maxItems === undefined || s.maxItems > 1000
      ? []
      : [fc.array(item, { minLength: s.maxItems + 1, maxLength: s.maxItems + 3 })];
  const badItem = fc
    .tuple(fc.array(item, { maxLength: 2 }), mutated(s.items ?? {}, hints, path))
    .map(([ok, bad]) => [...ok, bad]);
  return [...overFull, badItem];
}

function objectMistakes(s: JsonSchema, hints: Hints, path: string[]): fc.Arbitrary<unknown>[] {
  const whole = validObject(s, hints, path);
  const keys = Object.keys(s.properties ?? {});
  const oneBad = keys.map((key) =>
    fc
      .tuple(whole, mutated(s.properties![key]!, hints, [...path, key]))
      .map(([object, bad]) => ({ ...object, [key]: bad })),
  );
  const missing = (s.required ?? []).map((key) =>
    whole.map((object) => Object.fromEntries(Object.entries(object).filter(([k]) => k !== key))),
  );
  const extraKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'id', 'price', 'admin', ''), fc.string());
  const extra = fc.tuple(whole, extraKey, wrongTypeValue).map(([object, key, value]) => ({ ...object, [key]: value }));
  return [...oneBad, ...missing, extra];
}

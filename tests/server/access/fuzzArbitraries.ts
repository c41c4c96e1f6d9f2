/**
 * fast-check arbitraries generated from a route's zod request schemas: mostly values of the declared shape, with
 * hostile values mixed in at every node (wrong types, NUL, lone surrogates, one past every maximum, numbers past
 * int4, deep nesting, extra and prototype keys), and the encoders that put them on the wire as a client could.
 */
import fc from 'fast-check';
import { DB_INT_MAX } from '../../../src/domain/shared/fields';
import { boundsOf, defOf, type AnySchema } from './requestSchemas';

export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\uDBFF',
  '2147483648',
  '-1',
  '0',
  '1e3',
  '0x10',
  'NaN',
  '2020-13-45',
  '-271821-04-20',
  '0000-01-01T00:00:00Z',
  '__proto__',
  'constructor',
  '%00',
  "'; drop table users; --",
  '<b><i><u>x</u></i></b>',
  'x'.repeat(2800),
];
const HOSTILE_NUMBERS = [
  0,
  -1,
  1,
  1.5,
  -0.5,
  DB_INT_MAX,
  DB_INT_MAX + 1,
  -DB_INT_MAX - 1,
  2 ** 53,
  1e308,
  -1e308,
];
/** Plausible values, so requests get past the first check: addresses, URLs, dates, the list resources' properties. */
const SAMPLE_STRINGS = [
  'a@b.co',
  'super@demo.test',
  'https://example.com',
  '2020-01-01',
  '2030-01-01T00:00:00Z',
  'id',
  'title',
  'createdAt',
  'endDate',
  'section_id',
  'processStatus',
  'firstName',
  'email',
  'companyName',
  'key',
  'language',
  'approved',
  'product_id',
  'en',
  '1',
];

const nested = (depth: number, leaf: unknown, asObject: boolean): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = asObject ? { a: value } : [value];
  return value;
};

/** A value no contract asks for: other JSON types, hostile strings and numbers, nesting far too deep. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc
    .tuple(fc.integer({ min: 17, max: 3000 }), fc.boolean())
    .map(([depth, asObject]) => nested(depth, 1, asObject)),
);

const extraKeys = fc.dictionary(
  fc.constantFrom('extra', 'isAdmin', 'a\u0000', 'id', 'constructor', 'prototype'),
  fc.jsonValue({ maxDepth: 1 }),
  { maxKeys: 2 },
);

function stringArbitrary(schema: AnySchema): fc.Arbitrary<unknown> {
  const { max } = boundsOf(schema);
  const options: fc.WeightedArbitrary<unknown>[] = [
    { arbitrary: fc.string({ maxLength: Math.min(max ?? 20, 20) }), weight: 2 },
    { arbitrary: fc.constantFrom(...SAMPLE_STRINGS), weight: 3 },
    { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 3 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 8 }), weight: 1 },
  ];
  if (max !== undefined) options.push({ arbitrary: fc.constant('y'.repeat(max + 1)), weight: 1 });
  return fc.oneof(...options);
}

function numberArbitrary(schema: AnySchema): fc.Arbitrary<unknown> {
  const { min = -DB_INT_MAX, max = DB_INT_MAX } = boundsOf(schema);
  const low = Math.max(Math.ceil(min), -DB_INT_MAX);
  const high = Math.min(Math.floor(max), DB_INT_MAX);
  return fc.oneof(
    { arbitrary: low <= high ? fc.integer({ min: low, max: high }) : fc.constant(low), weight: 1 },
    { arbitrary: fc.integer({ min: 1, max: 5 }), weight: 2 },
    { arbitrary: fc.constantFrom(...HOSTILE_NUMBERS), weight: 3 },
  );
}

function shaped(schema: AnySchema): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(valueOf(def.innerType as AnySchema), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(valueOf(def.innerType as AnySchema), { nil: null, freq: 3 });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return valueOf(def.innerType as AnySchema);
    case 'string':
      return stringArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'array': {
      const item = valueOf(def.element as AnySchema);
      const { max } = boundsOf(schema);
      // One past the maximum, of a small item, so a list of lists cannot grow into millions of values.
      const tooMany = max === undefined ? [] : [fc.constant(Array.from({ length: max + 1 }, () => 1))];
      return fc.oneof({ arbitrary: fc.array(item, { maxLength: 4 }), weight: 4 }, ...tooMany);
    }
    case 'object': {
      const shape = def.shape as Record<string, AnySchema>;
      const record = fc.record(
        Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, valueOf(field)])),
        { requiredKeys: Object.keys(shape) },
      );
      return fc
        .tuple(record, fc.option(extraKeys, { freq: 3 }))
        .map(([value, extra]) => (extra ? { ...extra, ...value } : value));
    }
    case 'union':
      return fc.oneof(...(def.options as AnySchema[]).map(valueOf));
    case 'tuple':
      return fc.tuple(...(def.items as AnySchema[]).map(valueOf));
    case 'pipe':
      return defOf(def.in as AnySchema).type === 'transform'
        ? valueOf(def.out as AnySchema)
        : valueOf(def.in as AnySchema);
    default:
      return hostileValue;
  }
}

/** Values for a schema: its own shape most of the time, something hostile now and then at any node. */
export function valueOf(schema: AnySchema): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: shaped(schema), weight: 9 }, { arbitrary: hostileValue, weight: 1 });
}

/**
 * A client's percent-encoding of text, also for what encodeURIComponent refuses: a lone surrogate goes out as the
 * bytes a careless encoder would send (CESU-8), which are not valid UTF-8.
 */
export function encodeComponent(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    } else out += encodeURIComponent(char);
  }
  return out;
}

/** Any generated value as it would travel in a path segment or a query string. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A query string from a generated object: arrays repeat the key, objects go as JSON text. */
export function queryString(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return value === undefined ? '' : `q=${encodeComponent(asText(value))}`;
  }
  return Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .flatMap(([key, item]) =>
      (Array.isArray(item) ? item.slice(0, 50) : [item]).map(
        (one) => `${encodeComponent(key)}=${encodeComponent(asText(one))}`,
      ),
    )
    .join('&');
}

/**
 * Reading the zod request schemas of every route (app.routeTable): which parts a route validates, and where a
 * schema leaves a string without a maximum length, a number without bounds inside int4 or an array without a
 * maximum size. Shared by the bounds test and the contract fuzz test.
 */
import type * as z from 'zod';
import type { RouteEntry } from '../../../server/http/routeTable';
import { DB_INT_MAX } from '../../../src/domain/shared/fields';

export const REQUEST_PARTS = ['params', 'querystring', 'body'] as const;
export type RequestPart = (typeof REQUEST_PARTS)[number];

export type AnySchema = z.core.$ZodType;

/** The zod schema a route declares for a part of the request, if any. */
export function partSchema(route: RouteEntry, part: RequestPart): AnySchema | undefined {
  const schema = (route.schema as Record<string, unknown> | undefined)?.[part];
  return schema && typeof schema === 'object' && '_zod' in schema ? (schema as AnySchema) : undefined;
}

interface Def {
  readonly type: string;
  readonly [key: string]: unknown;
}
export const defOf = (schema: AnySchema) => schema._zod.def as unknown as Def;
interface CheckDef {
  readonly check: string;
  readonly maximum?: number;
  readonly minimum?: number;
  readonly length?: number;
  readonly value?: number | bigint;
  readonly format?: string;
}

/** The bounds a string, number or array's checks set (`.min/.max/.int/.positive`; zod 4 keeps them in def.checks). */
export function boundsOf(schema: AnySchema): { min?: number; max?: number } {
  const checks = ((defOf(schema).checks ?? []) as AnySchema[]).map(
    (check) => check._zod.def as unknown as CheckDef,
  );
  let min: number | undefined;
  let max: number | undefined;
  const lower = (value: number) => (min = min === undefined ? value : Math.max(min, value));
  const upper = (value: number) => (max = max === undefined ? value : Math.min(max, value));
  for (const check of checks) {
    if (check.check === 'max_length' || check.check === 'max_size') upper(check.maximum!);
    if (check.check === 'min_length' || check.check === 'min_size') lower(check.minimum!);
    if (check.check === 'length_equals') {
      upper(check.length!);
      lower(check.length!);
    }
    if (check.check === 'less_than') upper(Number(check.value));
    if (check.check === 'greater_than') lower(Number(check.value));
    if (check.check === 'number_format' && check.format === 'safeint') {
      upper(Number.MAX_SAFE_INTEGER);
      lower(Number.MIN_SAFE_INTEGER);
    }
  }
  return { min, max };
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);
const SAFE_LEAVES = new Set(['enum', 'literal', 'boolean', 'null', 'undefined', 'never', 'transform']);

/** Every place the schema leaves unbounded, as `path: what` (empty when the schema bounds everything). */
export function unboundedFields(schema: AnySchema, path = ''): string[] {
  const def = defOf(schema);
  const at = path || '(root)';
  if (WRAPPERS.has(def.type)) return unboundedFields(def.innerType as AnySchema, path);
  if (SAFE_LEAVES.has(def.type)) return [];
  switch (def.type) {
    case 'string': {
      const { max } = boundsOf(schema);
      return max === undefined ? [`${at}: string without a maximum length`] : [];
    }
    case 'number': {
      const { min, max } = boundsOf(schema);
      if (min === undefined || max === undefined) return [`${at}: number without bounds`];
      // A question type's definition is stored as jsonb (ADR 195): its numbers (a numeric answer's value and
      // tolerance) need bounds, not int4's.
      if (/(^|[.\]])definition\./.test(path)) return [];
      return min < -DB_INT_MAX || max > DB_INT_MAX
        ? [`${at}: number bounds beyond int4 (${min}..${max})`]
        : [];
    }
    case 'array': {
      const own = boundsOf(schema).max === undefined ? [`${at}: array without a maximum size`] : [];
      return [...own, ...unboundedFields(def.element as AnySchema, `${path}[]`)];
    }
    case 'object': {
      const shape = def.shape as Record<string, AnySchema>;
      const catchall = def.catchall as AnySchema | undefined;
      const extra =
        catchall && defOf(catchall).type !== 'never' ? unboundedFields(catchall, `${path}.*`) : [];
      return [
        ...Object.entries(shape).flatMap(([key, field]) =>
          unboundedFields(field, path ? `${path}.${key}` : key),
        ),
        ...extra,
      ];
    }
    case 'union':
      return (def.options as AnySchema[]).flatMap((option) => unboundedFields(option, path));
    case 'intersection':
      return [
        ...unboundedFields(def.left as AnySchema, path),
        ...unboundedFields(def.right as AnySchema, path),
      ];
    case 'tuple': {
      const rest = def.rest ? [`${at}: tuple with a rest element`] : [];
      return [
        ...(def.items as AnySchema[]).flatMap((item, index) => unboundedFields(item, `${path}[${index}]`)),
        ...rest,
      ];
    }
    case 'pipe': {
      // A pipe holds when either side bounds the value: `in` refuses it first, or `out` refuses what `in` passed.
      const input = unboundedFields(def.in as AnySchema, path);
      const output = unboundedFields(def.out as AnySchema, path);
      return input.length === 0 || (output.length === 0 && defOf(def.out as AnySchema).type !== 'transform')
        ? []
        : input;
    }
    default:
      return [`${at}: ${def.type} cannot be checked`];
  }
}

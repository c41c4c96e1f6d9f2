/**
 * Responses are written by fast-json-stringify from a JSON Schema derived from the route's zod response schema
 * (`z.toJSONSchema`, output side), instead of being parsed by zod and then JSON.stringify'd (ADR 157). The
 * contract holds as before: only the properties the schema names are written, so a column a query happens to
 * carry never leaks; a missing property with a default gets it.
 *
 * What a JSON Schema cannot say (a transform, a date object, a custom check) keeps the zod serializer for that
 * schema, so every route answers as it did. Each schema is compiled on its first response, or ahead of it once the
 * server listens (ADR 403).
 */
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import * as z from 'zod';

type JsonSchema = Record<string, unknown>;
type Serialize = (data: unknown) => string;

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Adapts zod's JSON Schema to what fast-json-stringify writes fast and without surprises:
 * - `additionalProperties: false` goes: fast-json-stringify writes only the named properties anyway, and inside
 *   an `anyOf` (where it picks the branch by validating) it would make a row with one extra column match no branch;
 * - `anyOf: [X, {type: 'null'}]` (a nullable X) becomes X with `type: [X's type, 'null']`, which it writes
 *   without validating.
 */
export function forStringify(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forStringify);
  if (!isObject(schema)) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'additionalProperties' && value === false) continue;
    if (key === 'properties' && isObject(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, child]) => [name, forStringify(child)]),
      );
    } else {
      out[key] = key === 'const' || key === 'enum' || key === 'default' ? value : forStringify(value);
    }
  }
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nonNull = anyOf.filter((branch) => !(isObject(branch) && branch.type === 'null'));
    const only = nonNull[0];
    if (nonNull.length === 1 && isObject(only) && typeof only.type === 'string') {
      const { anyOf: _dropped, ...rest } = out;
      return { ...rest, ...only, type: [only.type, 'null'] };
    }
  }
  return out;
}

/** A compiled writer for a zod schema, or null when JSON Schema cannot express it. */
export function compileStringify(schema: z.ZodType): Serialize | null {
  let json: unknown;
  try {
    json = z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'throw' });
  } catch {
    return null;
  }
  // The validators that pick an `anyOf` branch are compiled with the writer, not on the first answer that reaches
  // each branch (ADR 403).
  return fastJsonStringify(forStringify(json) as Parameters<typeof fastJsonStringify>[0], {
    compileValidators: true,
  }) as Serialize;
}

/**
 * The writer of each response schema, compiled once per process: the same schema object (one module's constant)
 * answers several routes, and an app built again in the same process (each test file builds its own) writes with
 * the writers already compiled. A compiled writer depends on the schema alone; null is a schema JSON Schema cannot say.
 */
const writers = new WeakMap<z.ZodType, Serialize | null>();
function writerOf(schema: z.ZodType): Serialize | null {
  if (!writers.has(schema)) writers.set(schema, compileStringify(schema));
  return writers.get(schema)!;
}

/** The app's serializer compiler: fast-json-stringify where the schema allows, the zod serializer elsewhere. */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  let serialize: Serialize | null = null;
  return (data) => {
    if (!serialize) {
      // The zod serializer names the route in its errors: it stays the route's own.
      serialize = writerOf(route.schema) ?? (zodSerializerCompiler(route) as Serialize);
    }
    return serialize(data);
  };
};

export interface ResponseWriters {
  readonly compiler: FastifySerializerCompiler<z.ZodType>;
  /**
   * Compiles, one per turn of the event loop, the writers of the routes that have not answered yet (ADR 403), so
   * that a route's first answer does not compile one while every other request waits. Resolves with how many it
   * compiled.
   */
  warm(): Promise<number>;
}

/**
 * The serializer compiler of one app, which also knows the routes whose writer is not compiled yet: a writer is
 * compiled on its route's first answer, or ahead of it by `warm`.
 */
export function createResponseWriters(): ResponseWriters {
  const schemas: z.ZodType[] = [];
  return {
    compiler: (route) => {
      schemas.push(route.schema);
      return serializerCompiler(route);
    },
    async warm() {
      let compiled = 0;
      for (const schema of schemas.splice(0)) {
        await new Promise((turn) => setImmediate(turn));
        if (writers.has(schema)) continue;
        writerOf(schema);
        compiled += 1;
      }
      return compiled;
    },
  };
}

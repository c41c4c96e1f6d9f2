/**
 * Request validation with zod that keeps the ZodError, so the error handler can report
 * `errors: { field: [messages] }` with `fieldErrors` from the domain, keyed by the field names the client sent.
 *
 * Before the route's schema, every part it validates (body, query, params) is walked once: a NUL or a lone
 * surrogate anywhere, in a value or a key, or nesting deeper than any contract has, is refused with a 400 naming
 * the field path. The field primitives (src/domain/shared/fields.ts) refuse the same, so this only guards a future field
 * declared without them (ADR 106).
 */
import type { FastifySchemaCompiler } from 'fastify';
import * as z from 'zod';
import { FIELD_MESSAGES, hasBadCharacter } from '../../src/domain/shared/fields';

/** Deeper than any request contract nests (a quiz: body → activities → items → options → option). */
export const MAX_REQUEST_DEPTH = 16;

export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly zodError: z.ZodError) {
    super('Validation failed');
    this.name = 'RequestValidationError';
  }
}

type Path = (string | number)[];

/** The first unstorable character or over-deep nesting in a request part, as a zod issue; null when clean. */
export function findUnsafeInput(data: unknown): z.core.$ZodIssue | null {
  // Iterative, so a hostile nesting cannot overflow the stack.
  const stack: { value: unknown; path: Path }[] = [{ value: data, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (hasBadCharacter(value)) return issue(path, FIELD_MESSAGES.badCharacter, value);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= MAX_REQUEST_DEPTH) return issue(path, FIELD_MESSAGES.tooDeep, undefined);
    if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, path: [...path, index] }));
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (hasBadCharacter(key)) return issue(path, FIELD_MESSAGES.badCharacter, key);
      stack.push({ value: item, path: [...path, key] });
    }
  }
  return null;
}

function issue(path: Path, message: string, input: unknown): z.core.$ZodIssue {
  return { code: 'custom', path, message, input };
}

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const unsafe = findUnsafeInput(data);
    if (unsafe) return { error: new RequestValidationError(new z.ZodError([unsafe])) };
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error) };
  };

/**
 * Request validation with zod that keeps the ZodError, so the error handler can report
 * `errors: { field: [messages] }` with `fieldErrors` from the domain, keyed by the field names the client sent.
 */
import type { FastifySchemaCompiler } from 'fastify';
import type * as z from 'zod';

export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly zodError: z.ZodError) {
    super('Validation failed');
    this.name = 'RequestValidationError';
  }
}

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error) };
  };

/** The SPEC section 7 envelope: every success is `{ content }`, every error `{ content: { message, errors? } }`. */
import * as z from 'zod';

export const ErrorContentSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorContent = z.infer<typeof ErrorContentSchema>;

export function envelope<T extends z.ZodType>(content: T) {
  return z.object({ content });
}

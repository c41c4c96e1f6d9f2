/**
 * The one reader of the seed's data files (sections, demo classes, question bank): each file is checked with its
 * schema when the seed loads, so a mistyped field stops the seed with the file's name and the field's path.
 */
import * as z from 'zod';

export function seedData<S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success)
    throw new Error(`Seed data ${file} does not fit its schema:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

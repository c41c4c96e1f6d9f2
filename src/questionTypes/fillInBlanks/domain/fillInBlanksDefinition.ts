/**
 * What a fill-in-the-blanks question stores (ADR 202): its text with a `[[n]]` marker per blank, and the blanks in
 * the text's order, each a dropdown (options, one of them right) or a typed answer (accepted answers matched as a
 * short answer's are, with its own case rule, or close enough or as patterns, ADR 305), and whether the blanks score
 * all or nothing (ADR 292). Each option and accepted answer may carry feedback, shown to a student who picked or
 * typed it (ADR 406). The student sends an answer per blank, by the blank's id.
 */
import * as z from 'zod';
import { text } from '../../../domain/shared/fields';
import { EntryIdSchema } from '../../shared/domain/eventFields';
import { definitionReader } from '../../shared/domain/questionType';
import { PartialOrAllSchema } from '../../shared/domain/partScoring';
import { GAP_MATCH_LIMITS } from './gapMatch';

export const FILL_IN_BLANKS_LIMITS = {
  text: 5000,
  gaps: 30,
  entries: 20,
  entry: 200,
  response: 200,
  feedback: 2000,
} as const;

const EntrySchema = z
  .object({
    id: EntryIdSchema,
    text: text(FILL_IN_BLANKS_LIMITS.entry),
    /** Shown to a student who picked this option or typed this answer (ADR 406); absent: none. */
    feedback: text(FILL_IN_BLANKS_LIMITS.feedback).optional(),
  })
  .strict();

export const DropdownGapSchema = z
  .object({
    id: EntryIdSchema,
    kind: z.literal('dropdown'),
    options: z.array(EntrySchema).min(1).max(FILL_IN_BLANKS_LIMITS.entries),
    /** The id of the right option. */
    right: EntryIdSchema,
  })
  .strict();

/**
 * How a typed blank's answers match (ADR 305): close enough (within `distance` edits) or as patterns (regular
 * expressions, RE2's syntax); left out, as a short answer's (exact, `*` a wildcard).
 */
export const GapMatchSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('closeEnough'),
      distance: z.number().int().min(GAP_MATCH_LIMITS.distance.min).max(GAP_MATCH_LIMITS.distance.max),
    })
    .strict(),
  z.object({ kind: z.literal('pattern') }).strict(),
]);

export const TypedGapSchema = z
  .object({
    id: EntryIdSchema,
    kind: z.literal('typed'),
    answers: z.array(EntrySchema).min(1).max(FILL_IN_BLANKS_LIMITS.entries),
    caseSensitive: z.boolean(),
    match: GapMatchSchema.optional(),
  })
  .strict();

export const GapSchema = z.discriminatedUnion('kind', [DropdownGapSchema, TypedGapSchema]);
export type Gap = z.infer<typeof GapSchema>;
export type GapEntry = z.infer<typeof EntrySchema>;

export const FillInBlanksDefinitionSchema = z
  .object({
    text: text(FILL_IN_BLANKS_LIMITS.text),
    gaps: z.array(GapSchema).max(FILL_IN_BLANKS_LIMITS.gaps),
    /** All or nothing (ADR 292): the points only when every blank is right; left out, each blank earns its share. */
    scoring: PartialOrAllSchema.optional(),
  })
  .strict();
export type FillInBlanksDefinition = z.infer<typeof FillInBlanksDefinitionSchema>;

/** What the student sends: the answer given to each blank (the option's text, or what was typed), by its id. */
export const FillInBlanksResponseSchema = z
  .array(z.object({ gap: EntryIdSchema, answer: text(FILL_IN_BLANKS_LIMITS.response) }).strict())
  .max(FILL_IN_BLANKS_LIMITS.gaps);
export type FillInBlanksResponse = z.infer<typeof FillInBlanksResponseSchema>;

/** The stored definition; an unreadable one reads as a text without blanks (nothing is right). */
export const fillInBlanksOf = definitionReader<FillInBlanksDefinition>(FillInBlanksDefinitionSchema, () => ({
  text: '',
  gaps: [],
}));

/** A gap's entries: a dropdown's options or a typed blank's accepted answers. */
export const entriesOf = (gap: Gap): readonly GapEntry[] =>
  gap.kind === 'dropdown' ? gap.options : gap.answers;

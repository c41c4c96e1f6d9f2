/**
 * The question types a language model may write, and how its answer is read (ADR 180, ADR 207). Each type names
 * its own piece in its module (`generation`: the shape asked for, the reader, the repair; ADR 323); this file asks
 * the registry for them. The reader takes the usual other names a model strays into, and reads every question's
 * text as `title`.
 */
import * as z from 'zod';
import { firstString, type Loose } from '../../../questionTypes/shared/domain/generation';
import { QUESTION_TYPES, questionTypeOf } from '../../../questionTypes/shared/domain/registry';

type Registered = (typeof QUESTION_TYPES)[number];
type Generatable = Extract<Registered, { readonly generation: object }>;
/** The types a model may write: those whose module names a `generation` piece. */
export type GeneratableType = Generatable['name'];

/**
 * The types a model may write, in the order the dialog offers them (the registry's). Hotspot needs an image and
 * file upload asks the student for a file, neither of which a model can write about a transcript; a text block is
 * no question.
 */
export const GENERATABLE_TYPES = QUESTION_TYPES.flatMap((type) =>
  'generation' in type ? [type.name] : [],
) as unknown as readonly [GeneratableType, ...GeneratableType[]];

type GenerationOf<T extends GeneratableType> = Extract<Generatable, { readonly name: T }>['generation'];
/** A model's question as read, of type `T`: its text is `title`; a value it did not give is null. */
export type ReadQuestion<T extends GeneratableType = GeneratableType> = NonNullable<
  ReturnType<GenerationOf<T>['read']>
>;

/** The piece of a type a model may write. */
export const generationOf = <T extends GeneratableType>(type: T) =>
  questionTypeOf(type)!.generation! as unknown as GenerationOf<T>;

/**
 * The structured output of one request: the questions of one type. At moments of the video (ADR 344) each also
 * names the last numbered transcript line it is about.
 */
export const modelAnswerSchema = (type: GeneratableType, atMoments = false) =>
  z.object({
    questions: z.array(
      atMoments
        ? generationOf(type).schema.extend({ afterLine: z.number().int() })
        : generationOf(type).schema,
    ),
  });

const TITLE_KEYS = ['title', 'question', 'statement', 'prompt', 'text'];

/** One loose question read as a question of `type`; undefined when it cannot be. */
export function readQuestion<T extends GeneratableType>(
  type: T,
  value: unknown,
): ReadQuestion<T> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const loose = value as Loose;
  const title = firstString(loose, TITLE_KEYS);
  if (title === undefined) return undefined;
  const read = generationOf(type).read as (q: Loose, title: string) => ReadQuestion<T> | undefined;
  return read(loose, title);
}

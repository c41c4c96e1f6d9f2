/**
 * Versions of a question (ADR 309): an imported QTI item whose values are drawn for each student (a template) is
 * stored as version 1 (the question itself, what the editor shows) and a bounded list of further versions, each
 * holding only what differs: the text, the options' texts and feedback by position, the type's definition, the
 * general feedback and the hints' texts by position. Everything else (the type, the options' ids, which options are
 * right, points, image, the hints' penalties) is the question's own, so answers and statistics line up across
 * versions. Each attempt gets one version, chosen from its seed and the question. The schema of a version is
 * `QuestionVersionSchema` (src/domain/quiz/quiz.ts, beside the item it belongs to).
 *
 * @publicModule the server, the editor and scoring read a question's versions through it.
 */
import type * as z from 'zod';
import type { QuestionVersion } from '../quiz';
import { seededRandom } from '../../shared/seededRandom';

/** The fields of a question that a version replaces, as a stored question (quiz version, bank) holds them. */
export interface VersionedQuestion {
  readonly id: number;
  readonly title: string;
  readonly options: readonly { readonly id: number; readonly text: string; readonly feedback?: string }[];
  readonly definition?: unknown;
  readonly feedback?: string;
  readonly hints?: readonly { readonly text: string; readonly penalty: number; readonly solution?: true }[];
  readonly versions?: readonly QuestionVersion[];
}

/** How many versions a question has: 1 for a question without versions. */
export const versionCount = (question: { readonly versions?: readonly unknown[] }): number =>
  1 + (question.versions?.length ?? 0);

/** Which version (0 is version 1) the attempt of this seed gets of this question: the same every time. */
export function versionIndex(questionId: number, attempt: string, count: number): number {
  if (count <= 1) return 0;
  return Math.min(count - 1, Math.floor(seededRandom(`${attempt}/${questionId}/version`)() * count));
}

/**
 * The question as the attempt of `attempt` reads it: its version's text, options, definition, feedback and hints,
 * without the list of versions. Without an attempt (a teacher's view of the question itself): version 1.
 */
export function questionForAttempt<Q extends VersionedQuestion>(question: Q, attempt: string | undefined): Q {
  const { versions } = question;
  if (versions === undefined) return question;
  const { versions: _, ...own } = question;
  const index = attempt === undefined ? 0 : versionIndex(question.id, attempt, versions.length + 1);
  const version = index === 0 ? undefined : versions[index - 1];
  if (!version) return own as Q;
  return {
    ...own,
    title: version.title,
    options: question.options.map((option, at) => {
      const drawn = version.options?.[at];
      if (!drawn) return option;
      const { feedback: _feedback, ...rest } = option;
      return { ...rest, text: drawn.text, ...(drawn.feedback ? { feedback: drawn.feedback } : {}) };
    }),
    ...(version.definition !== undefined ? { definition: version.definition } : {}),
    ...(version.feedback !== undefined ? { feedback: version.feedback } : {}),
    ...(question.hints
      ? { hints: question.hints.map((hint, at) => ({ ...hint, text: version.hints?.[at] ?? hint.text })) }
      : {}),
  } as unknown as Q;
}

/** A question's `versions` field for a payload or a stored item: absent without any. */
export const versionsField = (versions: readonly QuestionVersion[] | undefined) =>
  versions && versions.length > 0 ? { versions: versions.map((version) => ({ ...version })) } : {};

export const VERSION_MESSAGES = {
  versionInvalid: 'This version does not fit its question',
} as const;

/**
 * What the server checks of a question's versions beyond the schema: each version's definition is one of the
 * question's type, and it names no more options or hints than the question has.
 */
export function versionIssues(
  item: {
    readonly textOptions: readonly unknown[];
    readonly hints?: readonly unknown[];
    readonly versions?: readonly QuestionVersion[];
  },
  definitionSchema: z.ZodType,
): { field: string; message: string }[] {
  return (item.versions ?? []).flatMap((version, index) =>
    (version.definition !== undefined && !definitionSchema.safeParse(version.definition).success) ||
    (version.options?.length ?? 0) > item.textOptions.length ||
    (version.hints?.length ?? 0) > (item.hints?.length ?? 0)
      ? [{ field: `versions.${index}`, message: VERSION_MESSAGES.versionInvalid }]
      : [],
  );
}

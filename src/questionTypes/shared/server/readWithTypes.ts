/**
 * One item of any format read through the registry: the first type that claims it reads it; the console stores
 * the description when it holds the type, or reports why not. An item no type claims is reported by the format.
 */
import type { GiftSource } from '../../../../server/imports/giftSyntax';
import type { ItemResult } from '../../../../server/imports/importedQuiz';
import type { MoodleSource } from '../../../../server/imports/moodleQuestion';
import type { Qti12Source } from '../../../../server/imports/qti12Item';
import type { Qti2Source } from '../../../../server/imports/qti2Item';
import type { QuestionKind } from './questionKinds';
import type { FormatReader, ServerQuestionType, TypeRead, TypeReaders } from './questionType';
import { notSupportedYet, QUESTION_TYPES, questionTypeOf } from './registry';

interface Sources {
  readonly qti12: Qti12Source;
  readonly qti2: Qti2Source;
  readonly moodleXml: MoodleSource;
  readonly gift: GiftSource;
}
export type Format = keyof TypeReaders<unknown> & keyof Sources;

/** What a format reads an item as: a question, or skipped; and the kind of question it is, when a type claimed it. */
export interface TypedResult {
  readonly result: Extract<ItemResult, { kind: 'question' | 'skipped' }>;
  readonly kind?: QuestionKind;
}

const readerOf = <F extends Format>(type: ServerQuestionType, format: F) =>
  type.read[format] as FormatReader<Sources[F], unknown> | undefined;

/** The type whose reader claims the item, first in the registry's order. */
export const claimingType = <F extends Format>(format: F, source: Sources[F]) =>
  QUESTION_TYPES.find((type) => readerOf(type, format)?.claims(source) === true);

/**
 * The item read by the type that claims it. `named` is how the report names the item and its type when the reader
 * does not say; `unclaimed` is the format's report of an item no type claims.
 */
export function readWithTypes<F extends Format>(
  format: F,
  source: Sources[F],
  named: { readonly item: string; readonly type: string },
  unclaimed: () => TypedResult['result'],
): TypedResult {
  const claiming = claimingType(format, source);
  if (!claiming) return { result: unclaimed() };
  const kind = claiming.kind;
  const type = claiming.readAs === undefined ? claiming : (questionTypeOf(claiming.readAs) ?? claiming);
  const read = readerOf(type, format)?.read(source);
  const skipped = (reason: string, item = named.item, as = named.type): TypedResult => ({
    result: { kind: 'skipped', item, type: as, reason },
    kind,
  });
  if (!read) return { result: unclaimed(), kind };
  if (read.kind === 'unreadable') return skipped(read.reason, read.item, read.type);
  if (!type.store) return skipped(notSupportedYet(kind));
  return { result: { kind: 'question', question: type.store(read.description) }, kind };
}

/**
 * What the type claiming an item describes it as, by its own reader even when the console reads it as another type
 * for now: for tests of the readers and for measuring what the descriptions would carry.
 */
export function describeWithTypes<F extends Format>(
  format: F,
  source: Sources[F],
): { readonly kind: QuestionKind; readonly read: TypeRead<unknown> } | undefined {
  const type = claimingType(format, source);
  const read = type ? readerOf(type, format)?.read(source) : undefined;
  return type && read ? { kind: type.kind, read } : undefined;
}

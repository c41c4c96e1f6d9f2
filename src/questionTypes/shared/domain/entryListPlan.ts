/**
 * The one plan of the question types whose definition holds a list of entries the editor addresses by local id
 * (accepted answers, pairs, extra answers, items): add one with a new id up to a limit, refuse to remove below the
 * fewest the type keeps, set a field, clear an optional text (feedback) when it is emptied, move one.
 */
import type { RejectReason } from '../../../domain/quiz/editor/rejectReasons';
import type { ItemPlan } from './questionType';

/** One list of a definition and the type's rules for it. */
export interface EntryList<Entry extends { readonly id: string }> {
  readonly entries: readonly Entry[];
  /** The most entries the list holds: adding past it is refused as `invalidAnswer`. */
  readonly max: number;
  /** The fewest entries the list keeps, and why removing one below that is refused. */
  readonly fewest?: { readonly count: number; readonly reason: RejectReason };
  /** The definition with this list replaced. */
  readonly write: (entries: Entry[]) => Readonly<Record<string, unknown>>;
}

/**
 * The accepted answers of a definition (short answer, numeric): at most `max`, and never none, so removing the last
 * is refused as `lastAnswer`.
 */
export function acceptedAnswers<Entry extends { readonly id: string }>(
  definition: { readonly answers: readonly Entry[] },
  max: number,
): EntryList<Entry> {
  return {
    entries: definition.answers,
    max,
    fewest: { count: 1, reason: 'lastAnswer' },
    write: (answers) => ({ ...definition, answers }),
  };
}

/** What an event does to one entry of the list. */
export type EntryChange<Entry extends { readonly id: string }> =
  | { readonly kind: 'add'; readonly entry: Entry }
  | { readonly kind: 'remove'; readonly id: string }
  | { readonly kind: 'set'; readonly id: string; readonly fields: Partial<Omit<Entry, 'id'>> }
  /** An optional text: '' removes it from the entry rather than keeping an empty one. */
  | {
      readonly kind: 'setOptional';
      readonly id: string;
      readonly field: keyof Entry & string;
      readonly text: string;
    }
  | { readonly kind: 'move'; readonly id: string; readonly to: number };

export function entryListPlan<Entry extends { readonly id: string }>(
  list: EntryList<Entry>,
  change: EntryChange<Entry>,
): ItemPlan {
  const { entries } = list;
  const set =
    (next: Entry[]): ItemPlan =>
    (draftItem) =>
      void (draftItem.definition = list.write(next));
  if (change.kind === 'add') {
    if (entries.some((entry) => entry.id === change.entry.id)) return 'duplicateId';
    if (entries.length >= list.max) return 'invalidAnswer';
    return set([...entries, change.entry]);
  }
  const index = entries.findIndex((entry) => entry.id === change.id);
  if (index < 0) return 'unknownOption';
  const next = [...entries];
  switch (change.kind) {
    case 'remove':
      if (list.fewest && entries.length <= list.fewest.count) return list.fewest.reason;
      next.splice(index, 1);
      break;
    case 'set':
      next[index] = { ...next[index]!, ...change.fields };
      break;
    case 'setOptional': {
      const { [change.field]: _old, ...rest } = next[index]!;
      next[index] = (change.text === '' ? rest : { ...rest, [change.field]: change.text }) as Entry;
      break;
    }
    case 'move': {
      if (change.to < 0 || change.to >= entries.length || change.to === index) return 'indexOutOfRange';
      const [moved] = next.splice(index, 1);
      next.splice(change.to, 0, moved!);
      break;
    }
  }
  return set(next);
}

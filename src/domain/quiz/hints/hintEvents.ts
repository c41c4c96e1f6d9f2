/**
 * The editor's events on a question's hints (ADR 293): add, change the text, the penalty or whether it is the
 * solution, remove, move. Each is one undo step; typing into one hint's text coalesces into one. Hints are named
 * by their place in the question's list, which every event keeps consistent.
 */
import type { Draft } from 'immer';
import * as z from 'zod';
import type { EditorItem } from '../editor/quizEditorState';
import type { RejectReason } from '../editor/rejectReasons';
import { HINTS_MAX, type Hint } from './hints';

const LocalIdSchema = z.string().min(1);
const IndexSchema = z.number().int().min(0);

export const HINT_EVENTS = [
  /** A new empty hint at the end (before the solution, when the question has one). */
  z.object({ type: z.literal('hint.add'), itemId: LocalIdSchema }),
  z.object({ type: z.literal('hint.setText'), itemId: LocalIdSchema, index: IndexSchema, text: z.string() }),
  z.object({
    type: z.literal('hint.setPenalty'),
    itemId: LocalIdSchema,
    index: IndexSchema,
    penalty: z.number().min(0).max(1),
  }),
  /** Marks the last hint as the worked solution, or back as a hint. */
  z.object({
    type: z.literal('hint.setSolution'),
    itemId: LocalIdSchema,
    index: IndexSchema,
    solution: z.boolean(),
  }),
  z.object({ type: z.literal('hint.remove'), itemId: LocalIdSchema, index: IndexSchema }),
  z.object({ type: z.literal('hint.move'), itemId: LocalIdSchema, index: IndexSchema, toIndex: IndexSchema }),
] as const;

export type HintEvent = z.infer<(typeof HINT_EVENTS)[number]>;

const HINT_EVENT_TYPES: ReadonlySet<string> = new Set(HINT_EVENTS.map((schema) => schema.shape.type.value));
export const isHintEvent = (e: { readonly type: string }): e is HintEvent => HINT_EVENT_TYPES.has(e.type);

/** Typing into one hint's text is one undo step. */
export const hintCoalesceKey = (e: HintEvent): string | undefined =>
  e.type === 'hint.setText' ? `hint.text:${e.itemId}:${e.index}` : undefined;

type HintPlan = RejectReason | ((item: Draft<EditorItem>) => void);

const hintsOf = (item: Draft<EditorItem>): Draft<Hint>[] => (item.hints ??= []) as Draft<Hint>[];

function tidy(item: Draft<EditorItem>): void {
  if (item.hints?.length === 0) delete item.hints;
}

/** The rule of a hint event on a question (the reducer has checked it is a question). */
export function planHintEvent(item: EditorItem, e: HintEvent): HintPlan {
  const hints = item.hints ?? [];
  if (e.type === 'hint.add') {
    if (hints.length >= HINTS_MAX) return 'indexOutOfRange';
    const solutionLast = hints.at(-1)?.solution === true;
    return (draft) => {
      const list = hintsOf(draft);
      list.splice(solutionLast ? list.length - 1 : list.length, 0, { text: '', penalty: 0 });
    };
  }
  if (e.index >= hints.length) return 'indexOutOfRange';
  switch (e.type) {
    case 'hint.setText':
      return (draft) => void (hintsOf(draft)[e.index]!.text = e.text);
    case 'hint.setPenalty':
      return (draft) => void (hintsOf(draft)[e.index]!.penalty = e.penalty);
    case 'hint.setSolution':
      // Only the last hint is the solution: the student is shown it after every other hint.
      if (e.solution && e.index !== hints.length - 1) return 'indexOutOfRange';
      return (draft) => {
        const hint = hintsOf(draft)[e.index]!;
        if (e.solution) hint.solution = true;
        else delete hint.solution;
      };
    case 'hint.remove':
      return (draft) => {
        hintsOf(draft).splice(e.index, 1);
        tidy(draft);
      };
    case 'hint.move': {
      if (e.toIndex >= hints.length || e.toIndex === e.index) return 'indexOutOfRange';
      // The solution stays last: nothing moves past it, and it does not move.
      const last = hints.length - 1;
      if (hints[last]?.solution && (e.index === last || e.toIndex === last)) return 'indexOutOfRange';
      return (draft) => {
        const list = hintsOf(draft);
        const [moved] = list.splice(e.index, 1);
        list.splice(e.toIndex, 0, moved!);
      };
    }
  }
}

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { dispatch, openDocument, redo, undo } from '../../../../src/domain/quiz/editor/quizEditorDocument';
import { applyEvent } from '../../../../src/domain/quiz/editor/quizReducer';
import { newQuizState, type QuizEditorState } from '../../../../src/domain/quiz/editor/quizEditorState';
import type { QuizEvent } from '../../../../src/domain/quiz/editor/quizEvents';
import { toPayload, fromQuiz } from '../../../../src/domain/quiz/quizPayload';
import type { Quiz } from '../../../../src/domain/quiz/quiz';

const slotsOf = (state: QuizEditorState) => state.activities.flatMap((a) => a.randomSlots ?? []);

/** Abstract steps: targets are picked by index among what exists, so most events are meaningful. */
const stepArb = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    activity: fc.nat(3),
    count: fc.integer({ min: 1, max: 10 }),
  }),
  fc.record({
    kind: fc.constant('change' as const),
    slot: fc.nat(5),
    count: fc.integer({ min: 1, max: 10 }),
  }),
  fc.record({ kind: fc.constant('remove' as const), slot: fc.nat(5) }),
  fc.record({ kind: fc.constant('activity' as const) }),
  fc.record({ kind: fc.constant('undo' as const) }),
  fc.record({ kind: fc.constant('redo' as const) }),
);

describe('random slot events in the quiz editor', () => {
  test('every slot event is one undo step: undo restores the quiz before it, redo the quiz after it', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 30 }), (steps) => {
        let document = openDocument(newQuizState('a1'));
        let next = 0;
        for (const step of steps) {
          const state = document.state;
          const slots = slotsOf(state);
          let event: QuizEvent | undefined;
          if (step.kind === 'undo') document = undo(document);
          else if (step.kind === 'redo') document = redo(document);
          else if (step.kind === 'activity') event = { type: 'activity.add', activityId: `a-new${next++}` };
          else if (step.kind === 'add') {
            const activity = state.activities[step.activity % state.activities.length]!;
            event = {
              type: 'slot.add',
              activityId: activity.originId,
              slot: { id: `s${next++}`, bankId: 1, categoryId: 2, count: step.count },
            };
          } else if (slots.length > 0) {
            const slot = slots[step.slot % slots.length]!;
            event =
              step.kind === 'change'
                ? { type: 'slot.change', slotId: slot.id, changes: { count: step.count } }
                : { type: 'slot.remove', slotId: slot.id };
          }
          if (!event) continue;
          const result = dispatch(document, event);
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          const after = result.document.state;
          document = result.document;
          if (event.type === 'slot.add') expect(slotsOf(after)).toContainEqual(event.slot);
          if (event.type === 'slot.remove')
            expect(slotsOf(after).map((slot) => slot.id)).not.toContain(event.slotId);
          if (event.type === 'slot.change')
            expect(slotsOf(after).find((slot) => slot.id === event.slotId)?.count).toBe(event.changes.count);
          // A change to the values a slot already has changes nothing and is no step.
          if (after === state) continue;
          expect(undo(result.document).state).toEqual(state);
          expect(redo(undo(result.document)).state).toEqual(after);
        }
        // Slot ids stay unique in the quiz whatever the path.
        const ids = slotsOf(document.state).map((slot) => slot.id);
        expect(new Set(ids).size).toBe(ids.length);
      }),
      { numRuns: 200 },
    );
  });

  test('a slot id already in the quiz, or an unknown one, is refused and changes nothing', () => {
    const start = newQuizState('a1');
    const added = applyEvent(start, {
      type: 'slot.add',
      activityId: 'a1',
      slot: { id: 's1', bankId: 1, categoryId: 2, count: 3 },
    });
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    expect(
      applyEvent(added.state, {
        type: 'slot.add',
        activityId: 'a1',
        slot: { id: 's1', bankId: 1, categoryId: 2, count: 1 },
      }),
    ).toEqual({ ok: false, reason: 'duplicateId' });
    expect(applyEvent(added.state, { type: 'slot.remove', slotId: 'nope' })).toEqual({
      ok: false,
      reason: 'unknownSlot',
    });
    expect(
      applyEvent(start, {
        type: 'slot.add',
        activityId: 'zz',
        slot: { id: 's2', bankId: 1, categoryId: 2, count: 1 },
      }),
    ).toEqual({
      ok: false,
      reason: 'unknownActivity',
    });
  });

  test('a slot travels in the save payload and comes back from a loaded quiz', () => {
    const added = applyEvent(newQuizState('a1'), {
      type: 'slot.add',
      activityId: 'a1',
      slot: { id: 's1', bankId: 4, categoryId: 9, count: 3 },
    });
    if (!added.ok) throw new Error(added.reason);
    const payload = toPayload(added.state, 'user', 'create');
    expect(payload.activities[0]!.randomSlots).toEqual([{ id: 's1', bankId: 4, categoryId: 9, count: 3 }]);
    const loaded = fromQuiz({
      activities: [
        {
          id: 7,
          title: 'Activity 1',
          sortIndex: 1,
          items: [],
          randomSlots: payload.activities[0]!.randomSlots,
        },
      ],
    } as unknown as Quiz);
    expect(loaded.activities[0]!.randomSlots).toEqual([{ id: 's1', bankId: 4, categoryId: 9, count: 3 }]);
  });
});

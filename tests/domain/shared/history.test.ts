import { produceWithPatches, enablePatches } from 'immer';
import * as history from '../../../src/domain/shared/history';
import {
  acknowledge,
  beginGesture,
  canRedo,
  canUndo,
  cancelGesture,
  closeStep,
  commitGesture,
  dispatch,
  draftEvents,
  isDirty,
  openDocument,
  redo,
  replay,
  undo,
  type QuizEditorDocument,
} from '../../../src/domain/quiz/editor/quizEditorDocument';
import { newQuizState } from '../../../src/domain/quiz/editor/quizEditorState';
import type { QuizEvent } from '../../../src/domain/quiz/editor/quizEvents';
import { applyEvents } from '../../../src/domain/quiz/editor/quizReducer';

enablePatches();

function run(document: QuizEditorDocument, events: QuizEvent[]): QuizEditorDocument {
  return events.reduce((current, event) => {
    const result = dispatch(current, event);
    if (!result.ok) throw new Error(`refused ${event.type}: ${result.reason}`);
    return result.document;
  }, document);
}

const typing = (itemId: string, text: string): QuizEvent[] =>
  [...text].map((_, i) => ({ type: 'question.setTitle', itemId, title: text.slice(0, i + 1) }));

const withQuestion = () =>
  run(openDocument(newQuizState('a1')), [
    { type: 'activity.add', activityId: 'a2' },
    { type: 'item.addQuestion', activityId: 'a1', itemId: 'q1', optionIds: ['o1', 'o2', 'o3', 'o4'] },
  ]);

const title = (document: QuizEditorDocument) => document.state.activities[0]!.items[0]!.title;

/** Typing `text` after what the field holds, one keystroke every `gap` ms from `start` (the editor's clock). */
function typeAt(document: QuizEditorDocument, text: string, start: number, gap = 100): QuizEditorDocument {
  let next = document;
  [...text].forEach((char, i) => {
    const event: QuizEvent = { type: 'question.setTitle', itemId: 'q1', title: title(next) + char };
    next = dispatch(next, event, { at: start + i * gap }).document;
  });
  return next;
}

describe('typing bursts', () => {
  test('a pause of TYPING_PAUSE_MS closes the step: one undo takes back only the last burst', () => {
    const first = typeAt(withQuestion(), 'Cell', 0);
    const second = typeAt(first, ' wall', 300 + history.TYPING_PAUSE_MS);
    expect(title(second)).toBe('Cell wall');
    expect(title(undo(second))).toBe('Cell');
    expect(title(undo(undo(second)))).toBe('');
    // The question itself is still there after both bursts are undone.
    expect(undo(undo(second)).state.activities[0]!.items).toHaveLength(1);
  });

  test('keystrokes closer together than the pause stay one step', () => {
    const typed = typeAt(withQuestion(), 'Osmosis', 0, history.TYPING_PAUSE_MS - 1);
    expect(title(undo(typed))).toBe('');
    expect(typed.history.undos).toHaveLength(3);
  });

  test('leaving the field closes the step even when typing resumes in the same field at once', () => {
    const first = typeAt(withQuestion(), 'Cell', 0);
    const second = typeAt(closeStep(first), 's', 400);
    expect(title(undo(second))).toBe('Cell');
  });

  test('the draft of two bursts replays as two steps over the loaded document', () => {
    const loaded = withQuestion();
    const edited = typeAt(typeAt(loaded, 'Cell', 0), ' wall', 2000);
    const events = draftEvents(edited);
    const restored = replay(loaded, events);
    expect(restored.state).toEqual(edited.state);
    expect(title(undo(restored))).toBe('Cell');
  });
});

describe('coalescing', () => {
  test('typing into one field is one undo step', () => {
    const typed = run(withQuestion(), typing('q1', 'Mitosis'));
    expect(typed.history.undos).toHaveLength(3);
    expect(title(undo(typed))).toBe('');
  });

  test('a coalesced step keeps one patch and one event, not one per keystroke', () => {
    const typed = run(withQuestion(), typing('q1', 'Mitosis'));
    expect(typed.history.undos.at(-1)!.patches).toHaveLength(1);
    expect(typed.history.undos.at(-1)!.events).toEqual([
      { type: 'question.setTitle', itemId: 'q1', title: 'Mitosis' },
    ]);
  });

  test('the draft log grows with undo steps, not keystrokes', () => {
    let document = openDocument(newQuizState('a1'));
    const sentence = 'Which organelle makes most of the ATP in a cell?';
    for (let q = 1; q <= 40; q++) {
      document = run(document, [
        {
          type: 'item.addQuestion',
          activityId: 'a1',
          itemId: `q${q}`,
          optionIds: [1, 2, 3, 4].map((o) => `q${q}o${o}`),
        },
        ...typing(`q${q}`, sentence),
        ...[...'Mitochondria'].map((_, i): QuizEvent => {
          const text = 'Mitochondria'.slice(0, i + 1);
          return { type: 'option.setText', itemId: `q${q}`, optionId: `q${q}o1`, text };
        }),
      ]);
    }
    const steps = document.history.undos.length;
    expect(steps).toBe(120);
    // The steps plus the two selection events; every keystroke would be 40 × (1 + 48 + 12) events.
    expect(draftEvents(document)).toHaveLength(steps + 2);
    expect(JSON.stringify(draftEvents(document)).length).toBeLessThan(25_000);
  });

  test('relative changes in one gesture keep every event (two toggles are not the last toggle)', () => {
    const toggle: QuizEvent = { type: 'answer.toggle', itemId: 'q1', optionId: 'o2' };
    const before = withQuestion();
    const toggled = commitGesture(run(beginGesture(before, 'g'), [toggle, toggle]), 'g');
    const events = history.appliedEvents(toggled.history);
    expect(applyEvents(before.state, events.slice(2))).toEqual(toggled.state);
  });

  test('typing into another field starts a new step', () => {
    const typed = run(withQuestion(), [
      ...typing('q1', 'Cell'),
      { type: 'option.setText', itemId: 'q1', optionId: 'o1', text: 'A' },
      { type: 'option.setText', itemId: 'q1', optionId: 'o1', text: 'AB' },
      ...typing('q1', 'Cells'),
    ]);
    expect(typed.history.undos).toHaveLength(5);
    expect(title(undo(typed))).toBe('Cell');
  });

  test('typing after an undo is a new step, not part of an older one', () => {
    const typed = run(withQuestion(), [
      ...typing('q1', 'ab'),
      { type: 'activity.rename', activityId: 'a2', title: 'X' },
    ]);
    const again = run(undo(typed), typing('q1', 'abc').slice(2));
    expect(again.history.undos).toHaveLength(4);
    expect(title(undo(again))).toBe('ab');
  });

  test('a selection in between ends the typing step', () => {
    const typed = run(withQuestion(), [
      ...typing('q1', 'ab'),
      { type: 'activity.select', activityId: 'a1' },
      ...typing('q1', 'abc').slice(2),
    ]);
    expect(typed.history.undos).toHaveLength(4);
  });
});

describe('marks', () => {
  test('a gesture between a mark and its commit is one undo step', () => {
    const start = withQuestion();
    const dragged = commitGesture(
      run(beginGesture(start, 'drag'), [
        { type: 'activity.reorder', activityId: 'a2', toIndex: 0 },
        { type: 'activity.reorder', activityId: 'a2', toIndex: 1 },
        { type: 'activity.reorder', activityId: 'a2', toIndex: 0 },
      ]),
      'drag',
    );
    expect(dragged.history.undos).toHaveLength(start.history.undos.length + 1);
    expect(undo(dragged).state).toEqual(start.state);
  });

  test('cancelling to the mark rolls the gesture back and offers no redo (Esc during a drag)', () => {
    const start = withQuestion();
    const dragging = run(beginGesture(start, 'drag'), [
      { type: 'activity.reorder', activityId: 'a2', toIndex: 0 },
      { type: 'item.move', itemId: 'q1', toActivityId: 'a2' },
    ]);
    const cancelled = cancelGesture(dragging, 'drag');
    expect(cancelled.state).toEqual(start.state);
    expect(cancelled.history.undos).toEqual(start.history.undos);
    expect(canRedo(cancelled)).toBe(false);
  });

  test('undo during an open gesture undoes the whole gesture', () => {
    const start = withQuestion();
    const dragging = run(beginGesture(start, 'drag'), [
      { type: 'activity.reorder', activityId: 'a2', toIndex: 0 },
      { type: 'activity.rename', activityId: 'a1', title: 'Renamed' },
    ]);
    expect(undo(dragging).state).toEqual(start.state);
  });

  test('committing or cancelling an unknown mark changes nothing', () => {
    const start = beginGesture(withQuestion(), 'drag');
    expect(commitGesture(start, 'other')).toEqual(start);
    expect(cancelGesture(start, 'other')).toEqual(start);
  });
});

describe('what stays out of history', () => {
  test('selection changes do not clear redo and are not undone', () => {
    const renamed = run(withQuestion(), [{ type: 'activity.rename', activityId: 'a2', title: 'Second' }]);
    const undone = undo(renamed);
    const selected = run(undone, [{ type: 'activity.select', activityId: 'a2' }]);
    expect(canRedo(selected)).toBe(true);
    expect(selected.history.undos).toEqual(undone.history.undos);
    expect(redo(selected).state.activities[1]!.title).toBe('Second');
  });

  test('a server acknowledgement replaces the document without a step and keeps redo', () => {
    const undone = undo(
      run(withQuestion(), [{ type: 'activity.rename', activityId: 'a2', title: 'Second' }]),
    );
    const acked = acknowledge(undone, {
      ...undone.state,
      details: { ...undone.state.details, title: 'Saved' },
    });
    expect(acked.history).toEqual(undone.history);
    expect(acked.state.details.title).toBe('Saved');
  });

  test('a change that changes nothing is not a step and keeps redo', () => {
    const undone = undo(
      run(withQuestion(), [{ type: 'activity.rename', activityId: 'a2', title: 'Second' }]),
    );
    const same = run(undone, [{ type: 'activity.rename', activityId: 'a1', title: 'Activity 1' }]);
    expect(same.history).toEqual(undone.history);
  });

  test('a new change clears redo', () => {
    const undone = undo(
      run(withQuestion(), [{ type: 'activity.rename', activityId: 'a2', title: 'Second' }]),
    );
    expect(canRedo(run(undone, [{ type: 'activity.rename', activityId: 'a1', title: 'First' }]))).toBe(false);
  });
});

describe('undo and redo', () => {
  test('undo and redo restore the selected activity of the change', () => {
    const start = withQuestion();
    const edited = run(start, [
      { type: 'activity.select', activityId: 'a2' },
      { type: 'activity.rename', activityId: 'a2', title: 'Second' },
      { type: 'activity.select', activityId: 'a1' },
    ]);
    const undone = undo(edited);
    expect(undone.state.selectedActivityId).toBe('a2');
    const moved = run(undone, [{ type: 'activity.select', activityId: 'a1' }]);
    expect(redo(moved).state.selectedActivityId).toBe('a2');
  });

  test('undoing an added activity that was then selected leaves a valid selection', () => {
    const added = run(openDocument(newQuizState('a1')), [
      { type: 'activity.add', activityId: 'a2' },
      { type: 'activity.select', activityId: 'a2' },
    ]);
    const undone = undo(added);
    expect(undone.state.activities.map((a) => a.originId)).toEqual(['a1']);
    expect(undone.state.selectedActivityId).toBe('a1');
  });

  test('nothing to undo or redo leaves the document as it is', () => {
    const start = openDocument(newQuizState('a1'));
    expect(undo(start)).toEqual(start);
    expect(redo(start)).toEqual(start);
    expect([canUndo(start), canRedo(start), isDirty(start)]).toEqual([false, false, false]);
  });

  test('undoing everything makes the document clean again', () => {
    let document = run(withQuestion(), typing('q1', 'Why'));
    expect(isDirty(document)).toBe(true);
    while (canUndo(document)) document = undo(document);
    expect(isDirty(document)).toBe(false);
    expect(document.state).toEqual(newQuizState('a1'));
  });

  test('undo costs the size of the change: one rename in a large quiz carries one patch', () => {
    const events: QuizEvent[] = [];
    for (let a = 2; a <= 50; a++) events.push({ type: 'activity.add', activityId: `a${a}` });
    const big = run(openDocument(newQuizState('a1')), events);
    const renamed = run(big, [{ type: 'activity.rename', activityId: 'a25', title: 'Renamed' }]);
    expect(renamed.history.undos.at(-1)!.inversePatches).toEqual([
      { op: 'replace', path: ['activities', 24, 'title'], value: 'Activity 25' },
    ]);
  });
});

describe('the draft log', () => {
  test('replaying the draft events over the loaded document reproduces the current one', () => {
    const base = newQuizState('a1');
    const edited = run(openDocument(base), [
      { type: 'activity.add', activityId: 'a2' },
      { type: 'item.addQuestion', activityId: 'a2', itemId: 'q1', optionIds: ['o1', 'o2', 'o3', 'o4'] },
      { type: 'item.select', itemId: 'q1' },
      ...typing('q1', 'Why'),
      { type: 'activity.remove', activityId: 'a1' },
    ]);
    const afterUndo = undo(edited);
    expect(applyEvents(base, draftEvents(edited))).toEqual(edited.state);
    expect(applyEvents(base, draftEvents(afterUndo))).toEqual(afterUndo.state);
  });
});

describe('the generic history', () => {
  interface Doc {
    readonly n: number;
    readonly at: string;
  }
  const adapter = { setSelection: (doc: Doc, at: string) => ({ ...doc, at }) };
  const change = (doc: Doc, n: number) => {
    const [next, patches, inversePatches] = produceWithPatches(doc, (draft) => void (draft.n = n));
    return {
      next,
      entry: { event: n, patches, inversePatches, selectionBefore: doc.at, selectionAfter: doc.at },
    };
  };

  test('works on any immer document', () => {
    const doc: Doc = { n: 0, at: 'x' };
    const first = change(doc, 1);
    let h = history.record(history.emptyHistory<number, string>(), first.entry);
    const second = change(first.next, 2);
    h = history.record(h, second.entry);
    const undone = history.undo(h, second.next, adapter);
    expect(undone.state.n).toBe(1);
    expect(history.redo(undone.history, undone.state, adapter).state.n).toBe(2);
    expect(history.appliedEvents(h)).toEqual([1, 2]);
  });

  test('redo is refused while a mark is open', () => {
    const doc: Doc = { n: 0, at: 'x' };
    const first = change(doc, 1);
    const h = history.record(history.emptyHistory<number, string>(), first.entry);
    const undone = history.undo(h, first.next, adapter);
    const marked = history.mark(undone.history, 'm');
    expect(history.redo(marked, undone.state, adapter).state).toBe(undone.state);
  });
});

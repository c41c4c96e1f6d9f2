import { describe, expect, it } from 'vitest';
import {
  dispatch,
  openDocument,
  redo,
  undo,
  type QuizEditorDocument,
} from '../../../../src/domain/quiz/editor/quizEditorDocument';
import { newQuizState } from '../../../../src/domain/quiz/editor/quizEditorState';
import type { QuizEvent } from '../../../../src/domain/quiz/editor/quizEvents';
import { toPayload } from '../../../../src/domain/quiz/quizPayload';
import { validateEditorState } from '../../../../src/domain/quiz/quizValidation';
import { HINT_MESSAGES, withHintsUsed } from '../../../../src/domain/quiz/hints/hints';
import { scoreAttempt } from '../../../../src/domain/take/scoring';

function apply(document: QuizEditorDocument, ...events: QuizEvent[]): QuizEditorDocument {
  let at = 0;
  return events.reduce((doc, event) => {
    const result = dispatch(doc, event, { at: (at += 100) });
    if (!result.ok) throw new Error(`${event.type} refused: ${result.reason}`);
    return result.document;
  }, document);
}

const question = (doc: QuizEditorDocument) => doc.state.activities[0]!.items[0]!;

function withQuestion(): QuizEditorDocument {
  return apply(openDocument(newQuizState('a1', { title: 'Cells', isGraded: true })), {
    type: 'item.addQuestion',
    activityId: 'a1',
    itemId: 'q1',
    optionIds: ['o1', 'o2', 'o3', 'o4'],
  });
}

describe('hints in the editor', () => {
  it('adds, types into, prices, marks as solution, moves and removes hints, each undoable', () => {
    let doc = apply(withQuestion(), { type: 'hint.add', itemId: 'q1' }, { type: 'hint.add', itemId: 'q1' });
    expect(question(doc).hints).toEqual([
      { text: '', penalty: 0 },
      { text: '', penalty: 0 },
    ]);
    doc = apply(
      doc,
      { type: 'hint.setText', itemId: 'q1', index: 0, text: 'T' },
      { type: 'hint.setText', itemId: 'q1', index: 0, text: 'Th' },
      { type: 'hint.setText', itemId: 'q1', index: 0, text: 'Think of ATP' },
      { type: 'hint.setText', itemId: 'q1', index: 1, text: 'ATP is made in mitochondria' },
      { type: 'hint.setPenalty', itemId: 'q1', index: 1, penalty: 1 },
      { type: 'hint.setSolution', itemId: 'q1', index: 1, solution: true },
    );
    expect(question(doc).hints).toEqual([
      { text: 'Think of ATP', penalty: 0 },
      { text: 'ATP is made in mitochondria', penalty: 1, solution: true },
    ]);
    // The solution stays last: a hint added after it goes before it, and nothing moves past it.
    doc = apply(doc, { type: 'hint.add', itemId: 'q1' });
    expect(question(doc).hints!.map((h) => h.text)).toEqual([
      'Think of ATP',
      '',
      'ATP is made in mitochondria',
    ]);
    expect(dispatch(doc, { type: 'hint.move', itemId: 'q1', index: 1, toIndex: 2 }).ok).toBe(false);
    doc = apply(doc, { type: 'hint.move', itemId: 'q1', index: 1, toIndex: 0 });
    expect(question(doc).hints!.map((h) => h.text)).toEqual([
      '',
      'Think of ATP',
      'ATP is made in mitochondria',
    ]);
    doc = apply(doc, { type: 'hint.remove', itemId: 'q1', index: 0 });
    expect(question(doc).hints!.map((h) => h.text)).toEqual(['Think of ATP', 'ATP is made in mitochondria']);

    // Undo walks back one step at a time: the removal, the move, the add, the solution mark, the penalty...
    doc = undo(doc);
    expect(question(doc).hints).toHaveLength(3);
    doc = undo(undo(doc));
    expect(question(doc).hints).toHaveLength(2);
    doc = undo(undo(doc));
    expect(question(doc).hints![1]).toEqual({ text: 'ATP is made in mitochondria', penalty: 0 });
    // The second hint's typing is one step, the first's three keystrokes another.
    doc = undo(doc);
    expect(question(doc).hints![1]!.text).toBe('');
    doc = undo(doc);
    expect(question(doc).hints![0]!.text).toBe('');
    doc = undo(undo(doc));
    expect(question(doc).hints).toBeUndefined();
    doc = redo(doc);
    expect(question(doc).hints).toEqual([{ text: '', penalty: 0 }]);
  });

  it('refuses a hint event on a video, on a missing hint, and a solution that is not last', () => {
    const doc = apply(withQuestion(), { type: 'hint.add', itemId: 'q1' }, { type: 'hint.add', itemId: 'q1' });
    expect(dispatch(doc, { type: 'hint.setText', itemId: 'q1', index: 2, text: 'x' }).ok).toBe(false);
    expect(dispatch(doc, { type: 'hint.setSolution', itemId: 'q1', index: 0, solution: true }).ok).toBe(
      false,
    );
    expect(dispatch(doc, { type: 'hint.add', itemId: 'nope' }).ok).toBe(false);
  });

  it('is checked on save beside the field and carried in the payload', () => {
    const doc = apply(
      withQuestion(),
      { type: 'question.setTitle', itemId: 'q1', title: 'Where is ATP made?' },
      { type: 'option.setText', itemId: 'q1', optionId: 'o1', text: 'Mitochondria' },
      { type: 'option.setText', itemId: 'q1', optionId: 'o2', text: 'Nucleus' },
      { type: 'option.remove', itemId: 'q1', optionId: 'o3' },
      { type: 'option.remove', itemId: 'q1', optionId: 'o4' },
      { type: 'hint.add', itemId: 'q1' },
    );
    const checked = validateEditorState(doc.state, 'user', 'create');
    expect(checked.valid).toBe(false);
    expect(checked.messages).toContain(HINT_MESSAGES.textEmpty);
    const filled = apply(
      doc,
      { type: 'hint.setText', itemId: 'q1', index: 0, text: 'The powerhouse' },
      { type: 'hint.setPenalty', itemId: 'q1', index: 0, penalty: 0.25 },
    );
    expect(validateEditorState(filled.state, 'user', 'create').valid).toBe(true);
    expect(toPayload(filled.state, 'user', 'create').activities[0]!.items[0]!.hints).toEqual([
      { text: 'The powerhouse', penalty: 0.25 },
    ]);
  });
});

describe('the score of a question whose hints were used', () => {
  const hints = [
    { text: 'Think of ATP', penalty: 0.25 },
    { text: 'Mitochondria', penalty: 1, solution: true as const },
  ];
  const question = {
    id: 7,
    title: 'Where is ATP made?',
    isMultiple: false,
    options: [
      { id: 1, text: 'Mitochondria' },
      { id: 2, text: 'Nucleus' },
    ],
    rightAnswer: [1],
    points: 4,
    hints,
  };

  it('takes each used hint’s share of the points from what the answer earned', () => {
    const right = { answers: { '7': [1] } };
    expect(scoreAttempt([question], right).points).toBe(4);
    expect(scoreAttempt([question], { ...right, hintsUsed: { '7': 1 } }).points).toBe(3);
    expect(scoreAttempt([question], { ...right, hintsUsed: { '7': 1 } }).rightCount).toBe(0);
    // Seeing the solution costs the whole question, as the QTI items with a solution say.
    expect(scoreAttempt([question], { ...right, hintsUsed: { '7': 2 } }).points).toBe(0);
    // A wrong answer earns nothing; the hints take nothing below 0.
    expect(scoreAttempt([question], { answers: { '7': [2] }, hintsUsed: { '7': 1 } }).points).toBe(0);
  });

  it('leaves a question without hints used as it was', () => {
    const score = { earned: 2, max: 4, correct: false, needsGrading: false, feedback: [] };
    expect(withHintsUsed(score, hints, 0)).toBe(score);
    expect(withHintsUsed(score, undefined, 3)).toBe(score);
  });
});

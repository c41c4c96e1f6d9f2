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
import { outcomeFeedbackShown, outcomeOf } from '../../../../src/domain/quiz/outcomeFeedback/outcomeFeedback';
import { bankQuestionCopy } from '../../../../src/domain/quiz/banks/bankCopies';

function apply(document: QuizEditorDocument, ...events: QuizEvent[]): QuizEditorDocument {
  let at = 0;
  return events.reduce((doc, event) => {
    const result = dispatch(doc, event, { at: (at += 100) });
    if (!result.ok) throw new Error(`${event.type} refused: ${result.reason}`);
    return result.document;
  }, document);
}

const question = (doc: QuizEditorDocument) => doc.state.activities[0]!.items[0]!;

const withQuestion = () =>
  apply(openDocument(newQuizState('a1', { title: 'Cells', isGraded: true })), {
    type: 'item.addQuestion',
    activityId: 'a1',
    itemId: 'q1',
    optionIds: ['o1', 'o2', 'o3', 'o4'],
  });

describe('outcome feedback in the editor', () => {
  it('types each text, one undo step per field, and an emptied text is none', () => {
    let doc = apply(
      withQuestion(),
      { type: 'question.setOutcomeFeedback', itemId: 'q1', outcome: 'right', feedback: 'W' },
      { type: 'question.setOutcomeFeedback', itemId: 'q1', outcome: 'right', feedback: 'Well done' },
      { type: 'question.setOutcomeFeedback', itemId: 'q1', outcome: 'wrong', feedback: 'Look again' },
    );
    expect(question(doc).outcomeFeedback).toEqual({ right: 'Well done', wrong: 'Look again' });
    expect(toPayload(doc.state, 'user', 'create').activities[0]!.items[0]!.outcomeFeedback).toEqual({
      right: 'Well done',
      wrong: 'Look again',
    });
    doc = undo(doc);
    expect(question(doc).outcomeFeedback).toEqual({ right: 'Well done' });
    doc = undo(doc);
    expect(question(doc).outcomeFeedback).toBeUndefined();
    doc = redo(redo(doc));
    doc = apply(
      doc,
      { type: 'question.setOutcomeFeedback', itemId: 'q1', outcome: 'right', feedback: '' },
      { type: 'question.setOutcomeFeedback', itemId: 'q1', outcome: 'wrong', feedback: '' },
    );
    expect(question(doc).outcomeFeedback).toBeUndefined();
    expect(toPayload(doc.state, 'user', 'create').activities[0]!.items[0]).not.toHaveProperty(
      'outcomeFeedback',
    );
  });

  it('keeps a space typed at the end of a text', () => {
    const doc = apply(withQuestion(), {
      type: 'question.setOutcomeFeedback',
      itemId: 'q1',
      outcome: 'partlyRight',
      feedback: 'Nearly ',
    });
    expect(question(doc).outcomeFeedback).toEqual({ partlyRight: 'Nearly ' });
  });
});

describe('the outcome a student is shown', () => {
  const feedback = { right: 'Right', partlyRight: 'Partly', wrong: 'Wrong' };
  it('follows the points earned', () => {
    expect(outcomeOf(2, 2)).toBe('right');
    expect(outcomeOf(0.5, 2)).toBe('partlyRight');
    expect(outcomeOf(0, 2)).toBe('wrong');
    expect(
      outcomeFeedbackShown({ outcomeFeedback: feedback }, { earned: 1, max: 2, needsGrading: false }),
    ).toEqual(['Partly']);
  });
  it('shows nothing while a teacher has yet to grade the answer, or when the outcome has no text', () => {
    expect(
      outcomeFeedbackShown({ outcomeFeedback: feedback }, { earned: 0, max: 2, needsGrading: true }),
    ).toEqual([]);
    expect(
      outcomeFeedbackShown(
        { outcomeFeedback: { right: 'Right' } },
        { earned: 0, max: 2, needsGrading: false },
      ),
    ).toEqual([]);
  });
});

describe('a bank question copied into a quiz', () => {
  it("keeps its outcome feedback, its options' feedback and its hints, in the editor and in the payload", () => {
    let next = 0;
    const copy = bankQuestionCopy(
      {
        id: 7,
        categoryId: 1,
        version: 1,
        title: 'Which are noble gases?',
        image: null,
        isMultiple: true,
        rightAnswer: [1, 3],
        textOptions: [
          { id: 1, text: 'Helium' },
          { id: 2, text: 'Oxygen', feedback: 'Oxygen reacts readily.' },
          { id: 3, text: 'Neon' },
        ],
        outcomeFeedback: { partlyRight: 'One of them.' },
        hints: [{ text: 'Look at group 18.', penalty: 0.25 }],
      } as never,
      () => `id${(next += 1)}`,
    );
    const doc = apply(openDocument(newQuizState('a1', { title: 'Gases', isGraded: true })), {
      type: 'playlist.import',
      activityId: 'a1',
      videos: [],
      questions: [copy],
    });
    const item = toPayload(doc.state, 'user', 'create').activities[0]!.items[0]!;
    expect(item.outcomeFeedback).toEqual({ partlyRight: 'One of them.' });
    expect(item.hints).toEqual([{ text: 'Look at group 18.', penalty: 0.25 }]);
    expect(item.textOptions.map((o) => o.feedback)).toEqual([undefined, 'Oxygen reacts readily.', undefined]);
  });
});

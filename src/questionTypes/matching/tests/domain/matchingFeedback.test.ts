/**
 * A pair's feedback (ADR 406): shown to a student who did not give the prompt its answer (another answer, or none), as
 * Canvas shows a matching pair's; the score lists it in the pairs' order, and the editor writes it as one undo step,
 * an emptied one removed.
 */
import { dispatch, openDocument, undo } from '../../../../domain/quiz/editor/quizEditorDocument';
import { newQuizState } from '../../../../domain/quiz/editor/quizEditorState';
import type { QuizEvent } from '../../../../domain/quiz/editor/quizEvents';
import { applyEvent } from '../../../../domain/quiz/editor/quizReducer';
import { MATCHING_LIMITS, MatchingDefinitionSchema, type MatchingDefinition } from '../../domain/matching';
import type { StoredQuestion } from '../../../shared/domain/questionType';
import { scoreQuestion } from '../../../shared/domain/registry';

const CAPITALS: MatchingDefinition = {
  pairs: [
    { id: 'p1', prompt: 'France', answer: 'Paris', feedback: 'Paris is the capital of France.' },
    { id: 'p2', prompt: 'Italy', answer: 'Rome' },
    { id: 'p3', prompt: 'Spain', answer: 'Madrid', feedback: 'Madrid, not Barcelona.' },
  ],
  distractors: [{ id: 'x1', text: 'Barcelona' }],
};

const question: StoredQuestion = {
  id: 4,
  title: 'Match each country with its capital.',
  isMultiple: false,
  options: [],
  rightAnswer: [],
  questionType: 'matching',
  definition: CAPITALS,
};

const answered = (...answers: string[]) => ({
  response: answers.map((answer, index) => ({ prompt: CAPITALS.pairs[index]!.prompt, answer })),
});

describe('scoring', () => {
  test.each<[string, string[], string[]]>([
    ['every prompt given its answer: no pair’s feedback', ['Paris', 'Rome', 'Madrid'], []],
    [
      'a prompt given another answer: its pair’s feedback',
      ['Paris', 'Rome', 'Barcelona'],
      ['Madrid, not Barcelona.'],
    ],
    [
      'a prompt left blank: its pair’s feedback too, in the pairs’ order',
      ['Rome', 'Paris', ''],
      ['Paris is the capital of France.', 'Madrid, not Barcelona.'],
    ],
  ])('%s', (_name, answers, feedback) => {
    expect(scoreQuestion(question, answered(...answers)).feedback).toEqual(feedback);
  });

  test('an unanswered question gives no feedback', () => {
    expect(scoreQuestion(question, undefined).feedback).toEqual([]);
  });

  test('the definition takes a pair’s feedback up to its limit, not longer', () => {
    expect(MatchingDefinitionSchema.safeParse(CAPITALS).success).toBe(true);
    const long = { ...CAPITALS.pairs[1]!, feedback: 'x'.repeat(MATCHING_LIMITS.feedback + 1) };
    expect(
      MatchingDefinitionSchema.safeParse({ ...CAPITALS, pairs: [CAPITALS.pairs[0], long] }).success,
    ).toBe(false);
  });
});

describe('editing', () => {
  function run(events: readonly QuizEvent[]) {
    const added = applyEvent(newQuizState('a1'), {
      type: 'item.addQuestion',
      activityId: 'a1',
      itemId: 'q1',
      optionIds: ['o1', 'o2', 'o3', 'o4'],
      questionType: 'matching',
    });
    if (!added.ok) throw new Error(added.reason);
    let document = openDocument(added.state);
    for (const [at, event] of events.entries()) {
      const result = dispatch(document, event, { at: at * 100 });
      if (!result.ok) throw new Error(`${event.type}: ${result.reason}`);
      document = result.document;
    }
    return document;
  }

  const pairsOf = (document: ReturnType<typeof run>) =>
    (document.state.activities[0]!.items[0]!.definition as MatchingDefinition).pairs;

  const feedback = (pairId: string, text: string): QuizEvent => ({
    type: 'matching.setPairFeedback',
    itemId: 'q1',
    pairId,
    feedback: text,
  });

  test('typing a pair’s feedback is one undo step; emptying it removes it; an unknown pair is refused', () => {
    const typed = run([feedback('o2', 'N'), feedback('o2', 'No'), feedback('o2', 'Not that one.')]);
    expect(pairsOf(typed)).toEqual([
      { id: 'o1', prompt: '', answer: '' },
      { id: 'o2', prompt: '', answer: '', feedback: 'Not that one.' },
    ]);
    expect(pairsOf(undo(typed))).toEqual([
      { id: 'o1', prompt: '', answer: '' },
      { id: 'o2', prompt: '', answer: '' },
    ]);
    expect(pairsOf(run([feedback('o1', 'Yes'), feedback('o1', '')]))[0]).toEqual({
      id: 'o1',
      prompt: '',
      answer: '',
    });
    expect(dispatch(typed, feedback('nope', 'x'))).toMatchObject({ ok: false, reason: 'unknownOption' });
  });
});

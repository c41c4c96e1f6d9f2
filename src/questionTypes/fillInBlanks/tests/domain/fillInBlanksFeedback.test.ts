/**
 * A blank's feedback (ADR 406): each option and accepted answer may carry feedback, the score gives the feedback of
 * what the student picked or typed in each blank, in the blanks' order, and the editor writes it as one undo step per
 * field, an emptied one removed.
 */
import { dispatch, openDocument, undo } from '../../../../domain/quiz/editor/quizEditorDocument';
import { newQuizState } from '../../../../domain/quiz/editor/quizEditorState';
import type { QuizEvent } from '../../../../domain/quiz/editor/quizEvents';
import { applyEvent } from '../../../../domain/quiz/editor/quizReducer';
import {
  FILL_IN_BLANKS_LIMITS,
  FillInBlanksDefinitionSchema,
  type FillInBlanksDefinition,
} from '../../domain/fillInBlanksDefinition';
import type { StoredQuestion } from '../../../shared/domain/questionType';
import { scoreQuestion } from '../../../shared/domain/registry';

const POEM: FillInBlanksDefinition = {
  text: 'Roses are [[1]], violets are [[2]], [[3]] is sweet.',
  gaps: [
    {
      id: 'g1',
      kind: 'dropdown',
      options: [
        { id: 'red', text: 'red', feedback: 'Yes! Red.' },
        { id: 'plaid', text: 'plaid', feedback: "I'm pretty sure you meant red." },
      ],
      right: 'red',
    },
    {
      id: 'g2',
      kind: 'typed',
      answers: [
        { id: 'blue', text: 'blue', feedback: 'Yes, blue!' },
        { id: 'navy', text: 'navy' },
      ],
      caseSensitive: false,
    },
    {
      id: 'g3',
      kind: 'typed',
      answers: [{ id: 'sugar', text: 'sug*r', feedback: 'Sweet as sugar.' }],
      caseSensitive: false,
    },
  ],
};

const question = (definition: FillInBlanksDefinition): StoredQuestion => ({
  id: 3,
  title: 'Complete the poem.',
  isMultiple: false,
  options: [],
  rightAnswer: [],
  questionType: 'fillInBlanks',
  definition,
});

const answered = (...answers: string[]) => ({
  response: answers.map((answer, index) => ({ gap: `g${index + 1}`, answer })),
});

describe('scoring', () => {
  test.each<[string, string[], string[]]>([
    [
      'every blank right: each answer’s feedback in the blanks’ order',
      ['red', 'Blue', 'sugar'],
      ['Yes! Red.', 'Yes, blue!', 'Sweet as sugar.'],
    ],
    [
      'a wrong option picked gives that option’s feedback',
      ['plaid', 'blue', ''],
      ["I'm pretty sure you meant red.", 'Yes, blue!'],
    ],
    ['an accepted answer without feedback gives none', ['red', 'navy', 'honey'], ['Yes! Red.']],
    ['a typed answer no accepted answer matches gives none', ['', 'green', 'salt'], []],
  ])('%s', (_name, answers, feedback) => {
    expect(scoreQuestion(question(POEM), answered(...answers)).feedback).toEqual(feedback);
  });

  test('an unanswered question gives no feedback', () => {
    expect(scoreQuestion(question(POEM), undefined).feedback).toEqual([]);
  });
});

describe('the definition', () => {
  test('takes feedback on options and accepted answers up to its limit, not longer', () => {
    expect(FillInBlanksDefinitionSchema.safeParse(POEM).success).toBe(true);
    const long = 'x'.repeat(FILL_IN_BLANKS_LIMITS.feedback + 1);
    const tooLong = {
      ...POEM,
      gaps: [{ ...POEM.gaps[1]!, answers: [{ id: 'blue', text: 'blue', feedback: long }] }],
    };
    expect(FillInBlanksDefinitionSchema.safeParse(tooLong).success).toBe(false);
  });
});

describe('editing', () => {
  function withQuestion() {
    const added = applyEvent(newQuizState('a1'), {
      type: 'item.addQuestion',
      activityId: 'a1',
      itemId: 'q1',
      optionIds: ['o1', 'o2', 'o3', 'o4'],
      questionType: 'fillInBlanks',
    });
    if (!added.ok) throw new Error(added.reason);
    return added.state;
  }

  /** The events dispatched 100 ms apart, as typing sends them. */
  function run(events: readonly QuizEvent[]) {
    let document = openDocument(withQuestion());
    for (const [at, event] of events.entries()) {
      const result = dispatch(document, event, { at: at * 100 });
      if (!result.ok) throw new Error(`${event.type}: ${result.reason}`);
      document = result.document;
    }
    return document;
  }

  const gapOf = (document: ReturnType<typeof run>) =>
    (document.state.activities[0]!.items[0]!.definition as FillInBlanksDefinition).gaps[0]!;

  const feedback = (entryId: string, text: string): QuizEvent => ({
    type: 'fillInBlanks.setEntryFeedback',
    itemId: 'q1',
    gapId: 'g',
    entryId,
    feedback: text,
  });

  test('typing an accepted answer’s feedback is one undo step; emptying it removes it', () => {
    const start: QuizEvent[] = [
      { type: 'fillInBlanks.setText', itemId: 'q1', text: 'Plants have chloroplasts.' },
      { type: 'fillInBlanks.addGap', itemId: 'q1', gapId: 'g', from: 12, to: 24 },
    ];
    const typed = run([...start, feedback('g.1', 'Y'), feedback('g.1', 'Yes'), feedback('g.1', 'Yes!')]);
    expect(gapOf(typed)).toMatchObject({ answers: [{ id: 'g.1', text: 'chloroplasts', feedback: 'Yes!' }] });
    expect(gapOf(undo(typed))).toMatchObject({ answers: [{ id: 'g.1', text: 'chloroplasts' }] });
    expect(JSON.stringify(gapOf(undo(typed)))).not.toContain('feedback');
    const emptied = run([...start, feedback('g.1', 'Yes!'), feedback('g.1', '')]);
    expect(gapOf(emptied)).toEqual({
      id: 'g',
      kind: 'typed',
      answers: [{ id: 'g.1', text: 'chloroplasts' }],
      caseSensitive: false,
    });
  });

  test('a dropdown option takes its feedback; an option the blank does not have is refused', () => {
    const document = run([
      { type: 'fillInBlanks.setText', itemId: 'q1', text: 'Plants have chloroplasts.' },
      { type: 'fillInBlanks.addGap', itemId: 'q1', gapId: 'g', from: 12, to: 24 },
      { type: 'fillInBlanks.setKind', itemId: 'q1', gapId: 'g', kind: 'dropdown' },
      feedback('g.2', 'Ribosomes make proteins.'),
    ]);
    expect(gapOf(document)).toMatchObject({
      kind: 'dropdown',
      options: [{ id: 'g.1' }, { id: 'g.2', feedback: 'Ribosomes make proteins.' }],
    });
    expect(dispatch(document, feedback('nope', 'x'))).toMatchObject({ ok: false, reason: 'unknownOption' });
  });
});

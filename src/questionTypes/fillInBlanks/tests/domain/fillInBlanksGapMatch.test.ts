/**
 * Typed blanks that accept close-enough answers and patterns (ADR 305): the matching rule (Levenshtein distance at
 * its edges, letter case, patterns anchored to the whole cleaned response, RE2's linear time on a pattern that
 * backtracking takes exponential time on), the editor's event with undo and redo, the save checks beside each
 * pattern, the student's view (no rule), scoring and statistics.
 */
import { dispatch, openDocument, redo, undo } from '../../../../domain/quiz/editor/quizEditorDocument';
import { newQuizState, type QuizEditorState } from '../../../../domain/quiz/editor/quizEditorState';
import type { QuizEvent } from '../../../../domain/quiz/editor/quizEvents';
import { applyEvent } from '../../../../domain/quiz/editor/quizReducer';
import { FILL_IN_BLANKS_MESSAGES, fillInBlanksType } from '../../domain/fillInBlanks';
import { type FillInBlanksDefinition, fillInBlanksOf, type Gap } from '../../domain/fillInBlanksDefinition';
import { rightText } from '../../domain/fillInBlanksScoring';
import { gapAnswerMatches, patternProblem } from '../../domain/gapMatch';
import type { StoredQuestion } from '../../../shared/domain/questionType';
import { scoreQuestion } from '../../../shared/domain/registry';

type TypedGap = Extract<Gap, { kind: 'typed' }>;

const close = (distance: number) => ({ kind: 'closeEnough', distance }) as const;
const PATTERN = { kind: 'pattern' } as const;

describe('close enough', () => {
  test.each([
    ['blue', 'blue', 1, true],
    ['blu', 'blue', 1, true],
    ['bleu', 'blue', 1, false],
    ['bleu', 'blue', 2, true],
    ['bluee', 'blue', 1, true],
    ['glue', 'blue', 1, true],
    ['gluey', 'blue', 1, false],
    ['mitochondrion', 'mitochondria', 1, false],
    ['mitochondrion', 'mitochondria', 2, true],
    ['mitocondrion', 'mitochondria', 2, false],
    ['mitocondrion', 'mitochondria', 3, true],
    ['b', 'blue', 3, true],
    ['', 'blue', 3, false],
  ])('%j against %j within %i: %s', (typed, answer, distance, right) => {
    // An empty response is never right: gapRight refuses it before any answer is compared.
    if (typed === '') return expect(scoreOf(oneGap({ match: close(distance) }), '')).toBe(0);
    expect(gapAnswerMatches(typed, answer, false, close(distance))).toBe(right);
  });

  test('letter case counts as a typo only when the blank says case counts', () => {
    expect(gapAnswerMatches('BLUE', 'blue', false, close(1))).toBe(true);
    expect(gapAnswerMatches('BLUE', 'blue', true, close(1))).toBe(false);
    expect(gapAnswerMatches('Blue', 'blue', true, close(1))).toBe(true);
    expect(gapAnswerMatches('BLu', 'blue', true, close(3))).toBe(true);
  });

  test('the response is cleaned first: spaces around and between words are no typos', () => {
    expect(gapAnswerMatches('  cell   wall ', 'cell wall', true, close(1))).toBe(true);
    expect(gapAnswerMatches('cellwall', 'cell wall', true, close(1))).toBe(true);
    // An accented letter is one letter however it was typed (NFC).
    expect(gapAnswerMatches('cafe\u0301', 'café', true, close(1))).toBe(true);
    expect(gapAnswerMatches('cafe\u0301', 'cafe', true, close(1))).toBe(true);
  });

  test('a star is a letter there, not a wildcard', () => {
    expect(gapAnswerMatches('mitochondria', 'mitochondri*', false, close(1))).toBe(true);
    expect(gapAnswerMatches('mitochondrion', 'mitochondri*', false, close(1))).toBe(false);
  });
});

describe('patterns', () => {
  test('the whole cleaned response must match, anchors or not', () => {
    expect(gapAnswerMatches('orange<s>', '^orange<s>$', true, PATTERN)).toBe(true);
    expect(gapAnswerMatches('oranges', '^orange<s>$', true, PATTERN)).toBe(false);
    expect(gapAnswerMatches('colour', 'colou?r', true, PATTERN)).toBe(true);
    expect(gapAnswerMatches('color', 'colou?r', true, PATTERN)).toBe(true);
    expect(gapAnswerMatches('colors', 'colou?r', true, PATTERN)).toBe(false);
    expect(gapAnswerMatches('my color', 'colou?r', true, PATTERN)).toBe(false);
    expect(gapAnswerMatches('  gray  ', 'gr[ae]y', true, PATTERN)).toBe(true);
    expect(gapAnswerMatches('a b', 'a b', true, PATTERN)).toBe(true);
    expect(gapAnswerMatches('a   b', 'a\\sb', true, PATTERN)).toBe(true);
  });

  test('letter case follows the blank', () => {
    expect(gapAnswerMatches('Gray', 'gr[ae]y', true, PATTERN)).toBe(false);
    expect(gapAnswerMatches('GRAY', 'gr[ae]y', false, PATTERN)).toBe(true);
    expect(gapAnswerMatches('GRAY', '(?i)gr[ae]y', true, PATTERN)).toBe(true);
  });

  test('a catastrophic pattern against a long response answers at once, and rightly', () => {
    const long = `${'a'.repeat(20_000)}!`;
    // JavaScript's backtracking RegExp takes longer than the age of the universe on the first of these: a matcher
    // that used it would never answer, and the test's timeout would fail it. No clock is read here.
    expect(gapAnswerMatches(long, '(a+)+$', true, PATTERN)).toBe(false);
    expect(gapAnswerMatches(long.slice(0, -1), '(a+)+$', true, PATTERN)).toBe(true);
    expect(gapAnswerMatches(`${'x'.repeat(5000)}y`, '(x+x+)+z', true, PATTERN)).toBe(false);
  });

  test('RE2 refuses what it cannot run in linear time, and the console refuses it too; such a pattern never matches', () => {
    expect(patternProblem('^orange<s>$')).toBeUndefined();
    expect(patternProblem('(a)\\1')).toBe('invalid');
    expect(patternProblem('a(?=b)')).toBe('invalid');
    expect(patternProblem('(unclosed')).toBe('invalid');
    expect(patternProblem('((a{1000}){1000}){1000}')).toBe('invalid');
    expect(patternProblem('[a-z]{1000}')).toBe('tooComplex');
    expect(gapAnswerMatches('ab', 'a(?=b)b', true, PATTERN)).toBe(false);
  });
});

const oneGap = (rule: object): FillInBlanksDefinition => ({
  text: 'Roses are [[1]].',
  gaps: [
    {
      id: 'g1',
      kind: 'typed',
      answers: [
        { id: 'a1', text: 'red' },
        { id: 'a2', text: 'crimson' },
      ],
      caseSensitive: false,
      ...rule,
    } as FillInBlanksDefinition['gaps'][number],
  ],
});

const question = (definition: FillInBlanksDefinition): StoredQuestion => ({
  id: 3,
  title: 'Fill in the blank.',
  isMultiple: false,
  options: [],
  rightAnswer: [],
  questionType: 'fillInBlanks',
  points: 2,
  definition,
});

const scoreOf = (definition: FillInBlanksDefinition, answer: string) =>
  scoreQuestion(question(definition), { response: [{ gap: 'g1', answer }] }).earned;

describe('the question', () => {
  test('a stored definition without a rule reads and scores as before; one with a rule out of range is refused', () => {
    const plain = oneGap({});
    expect(fillInBlanksOf(plain)).toEqual(plain);
    expect(scoreOf(plain, 'RED')).toBe(2);
    expect(scoreOf(plain, 'rad')).toBe(0);
    expect(fillInBlanksType.definitionSchema.safeParse(oneGap({ match: close(4) })).success).toBe(false);
    expect(fillInBlanksType.definitionSchema.safeParse(oneGap({ match: close(0) })).success).toBe(false);
    expect(fillInBlanksType.definitionSchema.safeParse(oneGap({ match: { kind: 'soundex' } })).success).toBe(
      false,
    );
  });

  test('scores a close-enough blank and a blank of patterns', () => {
    expect(scoreOf(oneGap({ match: close(1) }), 'rad')).toBe(2);
    expect(scoreOf(oneGap({ match: close(1) }), 'crimsen')).toBe(2);
    expect(scoreOf(oneGap({ match: close(1) }), 'raad')).toBe(0);
    const patterns: FillInBlanksDefinition = {
      ...oneGap({ match: PATTERN }),
      gaps: [{ ...oneGap({}).gaps[0]!, answers: [{ id: 'a1', text: '(dark )?red' }], match: PATTERN }],
    } as FillInBlanksDefinition;
    expect(scoreOf(patterns, 'Dark Red')).toBe(2);
    expect(scoreOf(patterns, 'dark red wine')).toBe(0);
  });

  test('the student sees neither the rule nor the answers', () => {
    for (const match of [close(2), PATTERN]) {
      const view = JSON.stringify(fillInBlanksType.studentView(question(oneGap({ match }))));
      for (const secret of ['closeEnough', 'pattern', 'distance', 'match', 'red', 'crimson'])
        expect(view).not.toContain(secret);
    }
  });

  test('the right answers say the rule; statistics list the wrong answers per blank, the close ones right', () => {
    expect(rightText(oneGap({ match: close(2) }).gaps[0]!)).toBe('red | crimson (±2)');
    expect(rightText(oneGap({ match: PATTERN }).gaps[0]!)).toBe('/red/ | /crimson/');
    const answers = ['rad', 'rod', 'blue', 'Blue', 'rood'].map((answer) => ({
      answer: [{ gap: 'g1', answer }],
      correct: false,
    }));
    const stats = fillInBlanksType.statistics(question(oneGap({ match: close(1) })), answers)!;
    expect(stats.wrongAnswers).toEqual([
      { text: '[[1]] blue', count: 2 },
      { text: '[[1]] rood', count: 1 },
    ]);
    expect(stats.pairs).toMatchObject([{ correct: 2, attempts: 5 }]);
  });
});

describe('editing', () => {
  function withBlank(): QuizEditorState {
    let state = newQuizState('a1');
    const events: QuizEvent[] = [
      {
        type: 'item.addQuestion',
        activityId: 'a1',
        itemId: 'q1',
        optionIds: ['o1', 'o2', 'o3', 'o4'],
        questionType: 'fillInBlanks',
      },
      { type: 'fillInBlanks.setText', itemId: 'q1', text: 'Roses are red.' },
      { type: 'fillInBlanks.addGap', itemId: 'q1', gapId: 'g1', from: 10, to: 13 },
    ];
    for (const event of events) {
      const result = applyEvent(state, event);
      if (!result.ok) throw new Error(result.reason);
      state = result.state;
    }
    return state;
  }
  const gapOf = (state: QuizEditorState) =>
    (state.activities[0]!.items[0]!.definition as FillInBlanksDefinition).gaps[0] as TypedGap;

  test('the rule is an event: set, changed and taken off, each undone and redone', () => {
    let document = openDocument(withBlank());
    const send = (match: object | null) => {
      const result = dispatch(
        document,
        { type: 'fillInBlanks.setMatch', itemId: 'q1', gapId: 'g1', match } as never,
        {
          at: document.history.undos.length * 10_000,
        },
      );
      if (!result.ok) throw new Error(result.reason);
      document = result.document;
    };
    send(close(1));
    expect(gapOf(document.state)).toMatchObject({ match: close(1) });
    send(close(3));
    send(PATTERN);
    expect(gapOf(document.state)).toMatchObject({ match: PATTERN });
    send(null);
    expect(gapOf(document.state)).not.toHaveProperty('match');
    document = undo(document);
    expect(gapOf(document.state).match).toEqual(PATTERN);
    document = undo(document);
    expect(gapOf(document.state).match).toEqual(close(3));
    document = undo(undo(document));
    expect(gapOf(document.state)).not.toHaveProperty('match');
    document = redo(redo(document));
    expect(gapOf(document.state).match).toEqual(close(3));
  });

  test('a distance out of range, or a rule on a dropdown, is refused; a dropdown made typed again has no rule', () => {
    const document = openDocument(withBlank());
    for (const distance of [0, 4, 1.5])
      expect(
        dispatch(document, {
          type: 'fillInBlanks.setMatch',
          itemId: 'q1',
          gapId: 'g1',
          match: { kind: 'closeEnough', distance },
        }),
      ).toMatchObject({ ok: false });
    let state = applyEvent(document.state, {
      type: 'fillInBlanks.setMatch',
      itemId: 'q1',
      gapId: 'g1',
      match: PATTERN,
    });
    if (!state.ok) throw new Error(state.reason);
    state = applyEvent(state.state, {
      type: 'fillInBlanks.setKind',
      itemId: 'q1',
      gapId: 'g1',
      kind: 'dropdown',
    });
    if (!state.ok) throw new Error(state.reason);
    expect(
      applyEvent(state.state, { type: 'fillInBlanks.setMatch', itemId: 'q1', gapId: 'g1', match: PATTERN }),
    ).toMatchObject({ ok: false, reason: 'invalidAnswer' });
    state = applyEvent(state.state, {
      type: 'fillInBlanks.setKind',
      itemId: 'q1',
      gapId: 'g1',
      kind: 'typed',
    });
    if (!state.ok) throw new Error(state.reason);
    expect(gapOf(state.state)).not.toHaveProperty('match');
  });

  test('each pattern RE2 refuses has its message beside its own field; exact answers are never checked as patterns', () => {
    const item = (answers: string[], match?: object) => ({
      ...question({
        text: 'Roses are [[1]].',
        gaps: [
          {
            id: 'g1',
            kind: 'typed',
            answers: answers.map((text, i) => ({ id: `a${i}`, text })),
            caseSensitive: false,
            ...(match ? { match } : {}),
          } as FillInBlanksDefinition['gaps'][number],
        ],
      }),
      title: 'Fill in the blank.',
      textOptions: [],
    });
    expect(fillInBlanksType.validate(item(['red', '(a)\\1', '[a-z]{1000}', ''], PATTERN))).toEqual([
      { field: 'gap1', message: FILL_IN_BLANKS_MESSAGES.answerEmpty },
      { field: 'gap1_answer2', message: FILL_IN_BLANKS_MESSAGES.patternInvalid },
      { field: 'gap1_answer3', message: FILL_IN_BLANKS_MESSAGES.patternTooComplex },
    ]);
    expect(fillInBlanksType.validate(item(['red', '(a)\\1']))).toEqual([]);
    expect(fillInBlanksType.validate(item(['red', '(a)\\1'], close(1)))).toEqual([]);
  });
});

/**
 * Numeric questions in the domain (ADR 198): numbers read in the student's language, tolerances, ranges and units,
 * the first fitting answer's share, validation beside fields, the student view without the solution, the editor's
 * events through the real reducer with undo and redo, and the answer distribution.
 */
import fc from 'fast-check';
import { newQuizState } from '../../../../domain/quiz/editor/quizEditorState';
import type { QuizEvent } from '../../../../domain/quiz/editor/quizEvents';
import { dispatch, openDocument, redo, undo } from '../../../../domain/quiz/editor/quizEditorDocument';
import { NUMERIC_MESSAGES, numericType, type NumericDefinition } from '../../domain/numeric';
import { canonicalNumber, localNumber, readNumber } from '../../domain/numericParse';
import type { StoredQuestion } from '../../../shared/domain/questionType';
import { scoreQuestion } from '../../../shared/domain/registry';
import { UI_LANGUAGES } from '../../../../domain/shared/languages';

const question = (definition: NumericDefinition, points = 2): StoredQuestion => ({
  id: 1,
  title: 'g?',
  isMultiple: false,
  options: [],
  rightAnswer: [],
  questionType: 'numeric',
  points,
  definition,
});
const G: NumericDefinition = {
  answers: [
    { id: 'a', match: { kind: 'tolerance', value: 9.81, tolerance: 0.05, relative: false }, fraction: 1 },
    { id: 'b', match: { kind: 'range', min: 9, max: 11 }, fraction: 0.5, feedback: 'Roughly.' },
  ],
  units: [
    { unit: 'm/s²', multiplier: 1 },
    { unit: 'cm/s²', multiplier: 0.01 },
  ],
};
const score = (answer: string, definition = G) => scoreQuestion(question(definition), { response: answer });

describe('a number as the student’s language writes it', () => {
  test.each([
    ['1,5', 'de', 1.5],
    ['1.5', 'de', 1.5],
    ['1 000,25', 'fr', 1000.25],
    ['1\u202f000,25', 'fr', 1000.25],
    ['−2.5e3', 'en', -2500],
    ['١٫٥', 'ar', 1.5],
    ['1.5', 'en', 1.5],
    ['.5', 'ja', 0.5],
  ])('%s in %s is %d', (written, language, value) => {
    expect(readNumber(written, language)?.value).toBe(value);
  });

  test.each([
    ['1,5', 'en'],
    ['1,000', 'he'],
    ['1.000,5', 'de'],
    ['twelve', 'en'],
    ['', 'de'],
    ['1e999', 'en'],
    ['12 kg', 'en'],
  ])('%s in %s is not a number', (written, language) => {
    expect(readNumber(written, language)).toBeUndefined();
  });

  test('a unit of the question may follow, and its multiplier applies; the page sends the digits as written', () => {
    const read = readNumber('981,0 cm/s²', 'pl', G.units)!;
    expect(read).toEqual({ number: 981, written: '981.0', unit: 'cm/s²', value: 9.81 });
    expect(canonicalNumber(read)).toBe('981.0 cm/s²');
    expect(localNumber('9.81', 'de')).toBe('9,81');
    expect(localNumber('9.81', 'en')).toBe('9.81');
  });

  test('every language of the console reads its own way of writing one and a half', () => {
    for (const { tag } of UI_LANGUAGES) {
      const written = new Intl.NumberFormat(tag, { numberingSystem: 'latn' }).format(1.5);
      expect(readNumber(written, tag)?.value).toBe(1.5);
    }
  });
});

describe('scoring', () => {
  test('the first fitting answer gives its share and feedback; a unit converts; anything else earns 0', () => {
    expect(score('9.8')).toMatchObject({ earned: 2, max: 2, correct: true, feedback: [] });
    expect(score('981 cm/s²')).toMatchObject({ earned: 2, correct: true });
    expect(score('10.5')).toMatchObject({ earned: 1, correct: false, feedback: ['Roughly.'] });
    expect(score('12')).toMatchObject({ earned: 0, correct: false });
    expect(score('9,81')).toMatchObject({ earned: 0 });
    expect(scoreQuestion(question(G), undefined)).toMatchObject({ earned: 0, needsGrading: false });
  });

  test('a relative tolerance is a share of the value', () => {
    const relative: NumericDefinition = {
      answers: [
        { id: 'a', match: { kind: 'tolerance', value: 200, tolerance: 0.05, relative: true }, fraction: 1 },
      ],
      units: [],
    };
    expect(score('210', relative).correct).toBe(true);
    expect(score('211', relative).correct).toBe(false);
    expect(
      score('0.30000000000000004', {
        answers: [{ id: 'x', match: { kind: 'exact', value: 0.3 }, fraction: 1 }],
        units: [],
      }).correct,
    ).toBe(true);
  });

  test('properties: points within 0..max, full marks for each full-marks value, no solution in the student view', () => {
    const value = fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true });
    fc.assert(
      fc.property(
        value,
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.integer({ min: 0, max: 20 }),
        fc.string(),
        (v, tolerance, points, typed) => {
          const definition: NumericDefinition = {
            answers: [
              { id: 'a', match: { kind: 'tolerance', value: v, tolerance, relative: false }, fraction: 1 },
              { id: 'b', match: { kind: 'range', min: v - 100, max: v + 100 }, fraction: 0.3 },
            ],
            units: [],
          };
          const q = question(definition, points);
          const right = scoreQuestion(q, { response: String(v) });
          expect(right).toMatchObject({ earned: points, max: points, correct: true });
          const any = scoreQuestion(q, { response: typed });
          expect(any.earned).toBeGreaterThanOrEqual(0);
          expect(any.earned).toBeLessThanOrEqual(points);
          expect(numericType.studentView(q)).toEqual({ maxLength: 100, unit: null, units: '' });
        },
      ),
    );
  });
});

describe('validation beside the answers and units', () => {
  test.each([
    [{ answers: [], units: [] }, 'answers', NUMERIC_MESSAGES.noAnswer],
    [
      { answers: [{ id: 'a', match: { kind: 'exact', value: 1 }, fraction: 0.5 }], units: [] },
      'answers',
      NUMERIC_MESSAGES.noFullMarks,
    ],
    [
      { answers: [{ id: 'a', match: { kind: 'range', min: 3, max: 1 }, fraction: 1 }], units: [] },
      'answers',
      NUMERIC_MESSAGES.rangeInverted,
    ],
    [
      {
        ...G,
        units: [
          { unit: 'm', multiplier: 1 },
          { unit: 'm', multiplier: 2 },
        ],
      },
      'units',
      NUMERIC_MESSAGES.unitDuplicated,
    ],
    [{ ...G, units: [{ unit: ' ', multiplier: 1 }] }, 'units', NUMERIC_MESSAGES.unitEmpty],
  ])('%j', (definition, field, message) => {
    expect(numericType.validate({ title: 'q', textOptions: [], definition })).toContainEqual({
      field,
      message,
    });
  });
  test('a good question has no issue', () => {
    expect(numericType.validate({ title: 'q', textOptions: [], definition: G })).toEqual([]);
  });
});

describe('editing through the reducer', () => {
  const start = () => {
    const added = dispatch(openDocument(newQuizState('a1')), {
      type: 'item.addQuestion',
      activityId: 'a1',
      itemId: 'q1',
      optionIds: ['o1', 'o2', 'o3', 'o4'],
      questionType: 'numeric',
    } as QuizEvent);
    if (!added.ok) throw new Error(added.reason);
    return added.document;
  };
  const definitionOf = (document: ReturnType<typeof start>) =>
    document.state.activities[0]!.items[0]!.definition as NumericDefinition;

  test('a new numeric question accepts exactly 0; answers, matches, shares and units change and undo and redo', () => {
    let document = start();
    expect(definitionOf(document)).toEqual({
      answers: [{ id: 'o1', match: { kind: 'exact', value: 0 }, fraction: 1 }],
      units: [],
    });
    const events = [
      {
        type: 'numeric.setMatch',
        itemId: 'q1',
        answerId: 'o1',
        match: { kind: 'tolerance', value: 9.81, tolerance: 0.1, relative: false },
      },
      { type: 'numeric.addAnswer', itemId: 'q1', answerId: 'x2' },
      { type: 'numeric.setMatch', itemId: 'q1', answerId: 'x2', match: { kind: 'range', min: 9, max: 11 } },
      { type: 'numeric.setFraction', itemId: 'q1', answerId: 'x2', fraction: 0.5 },
      { type: 'numeric.setAnswerFeedback', itemId: 'q1', answerId: 'x2', feedback: 'Roughly.' },
      { type: 'numeric.setUnits', itemId: 'q1', units: [{ unit: 'm/s²', multiplier: 1 }] },
    ] as unknown as QuizEvent[];
    const states = [definitionOf(document)];
    for (const event of events) {
      const result = dispatch(document, event);
      if (!result.ok) throw new Error(result.reason);
      document = result.document;
      states.push(definitionOf(document));
    }
    expect(definitionOf(document).answers[1]).toEqual({
      id: 'x2',
      match: { kind: 'range', min: 9, max: 11 },
      fraction: 0.5,
      feedback: 'Roughly.',
    });
    for (let i = events.length - 1; i >= 0; i--) {
      document = undo(document);
      expect(definitionOf(document)).toEqual(states[i]);
    }
    for (let i = 1; i <= events.length; i++) {
      document = redo(document);
      expect(definitionOf(document)).toEqual(states[i]);
    }
  });

  test('the last answer cannot be removed; an unknown answer is refused', () => {
    const document = start();
    const last = dispatch(document, {
      type: 'numeric.removeAnswer',
      itemId: 'q1',
      answerId: 'o1',
    } as QuizEvent);
    expect(last).toMatchObject({ ok: false, reason: 'lastAnswer' });
    const unknown = dispatch(document, {
      type: 'numeric.setFraction',
      itemId: 'q1',
      answerId: 'zz',
      fraction: 1,
    } as QuizEvent);
    expect(unknown).toMatchObject({ ok: false, reason: 'unknownOption' });
  });
});

test('statistics: the distribution of the values given, most frequent first', () => {
  const q = question(G);
  const given = ['9.81', '981 cm/s²', '10', 'ten'].map((answer) => ({ answer, correct: false }));
  expect(numericType.statistics(q, given)).toEqual({
    answerDistribution: [
      { text: '9.81', count: 2 },
      { text: '10', count: 1 },
      { text: 'ten', count: 1 },
    ],
  });
});

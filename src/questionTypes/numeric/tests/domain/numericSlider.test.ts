/**
 * A numeric question answered on a slider (ADR 297): the slider's checks beside its fields (bounds in order, a step
 * within them, every answer worth points between the bounds and on a step), the same scoring as a typed number,
 * the student view with the bounds and step but no answer, a definition without a slider unchanged, and the
 * slider's editor events through the real reducer, one undo step each.
 */
import { newQuizState } from '../../../../domain/quiz/editor/quizEditorState';
import type { QuizEvent } from '../../../../domain/quiz/editor/quizEvents';
import { dispatch, openDocument, redo, undo } from '../../../../domain/quiz/editor/quizEditorDocument';
import {
  NUMERIC_MESSAGES,
  NumericDefinitionSchema,
  numericType,
  type NumericDefinition,
} from '../../domain/numeric';
import { sliderAround, sliderPosition } from '../../domain/numericSlider';
import type { StoredQuestion } from '../../../shared/domain/questionType';
import { scoreQuestion } from '../../../shared/domain/registry';

/** IMS's slider sample: 14 to 18 full marks, 12, 13, 19 and 20 half, on a slider from 0 to 100 in steps of 1. */
const JEDI: NumericDefinition = {
  answers: [
    { id: 'a', match: { kind: 'range', min: 14, max: 18 }, fraction: 1 },
    { id: 'b', match: { kind: 'range', min: 12, max: 13 }, fraction: 0.5 },
    { id: 'c', match: { kind: 'range', min: 19, max: 20 }, fraction: 0.5, feedback: 'Close.' },
    // What any other number gets: worth nothing, so the slider need not hold it.
    { id: 'd', match: { kind: 'range', min: -1e15, max: 1e15 }, fraction: 0 },
  ],
  units: [],
  slider: { lowerBound: 0, upperBound: 100, step: 1 },
};
const question = (definition: NumericDefinition): StoredQuestion => ({
  id: 1,
  title: 'What percentage?',
  isMultiple: false,
  options: [],
  rightAnswer: [],
  questionType: 'numeric',
  points: 2,
  definition,
});
const issuesOf = (definition: NumericDefinition) =>
  numericType.validate({ title: 'q', textOptions: [], definition });
const withSlider = (slider: NonNullable<NumericDefinition['slider']>): NumericDefinition => ({
  ...JEDI,
  slider,
});

describe('the slider’s checks, each beside its field', () => {
  test('a slider that reaches every answer worth points has no issue', () => {
    expect(issuesOf(JEDI)).toEqual([]);
    // Steps of a tenth reach 0.3 although 3 × 0.1 is 0.30000000000000004.
    expect(
      issuesOf({
        answers: [{ id: 'a', match: { kind: 'exact', value: 0.3 }, fraction: 1 }],
        units: [],
        slider: { lowerBound: 0, upperBound: 1, step: 0.1 },
      }),
    ).toEqual([]);
    // A tolerance is reached when a step lies within it.
    expect(
      issuesOf({
        answers: [
          {
            id: 'a',
            match: { kind: 'tolerance', value: 9.81, tolerance: 0.2, relative: false },
            fraction: 1,
          },
        ],
        units: [],
        slider: { lowerBound: 0, upperBound: 20, step: 1 },
      }),
    ).toEqual([]);
  });

  test.each([
    [{ lowerBound: 50, upperBound: 50, step: 1 }, 'sliderUpperBound', NUMERIC_MESSAGES.sliderBoundsInverted],
    [{ lowerBound: 60, upperBound: 10, step: 1 }, 'sliderUpperBound', NUMERIC_MESSAGES.sliderBoundsInverted],
    [{ lowerBound: 0, upperBound: 100, step: 150 }, 'sliderStep', NUMERIC_MESSAGES.sliderStepTooLarge],
    [{ lowerBound: 13, upperBound: 100, step: 1 }, 'sliderLowerBound', NUMERIC_MESSAGES.sliderAnswerBelow],
    [{ lowerBound: 0, upperBound: 19.5, step: 0.5 }, 'sliderUpperBound', NUMERIC_MESSAGES.sliderAnswerAbove],
    [{ lowerBound: 0, upperBound: 100, step: 30 }, 'sliderStep', NUMERIC_MESSAGES.sliderStepMissesAnswer],
    // Steps of 7 reach 14 (full marks) but neither 12 nor 13 (half).
    [{ lowerBound: 0, upperBound: 100, step: 7 }, 'sliderStep', NUMERIC_MESSAGES.sliderStepMissesAnswer],
  ])('%j: %s', (slider, field, message) => {
    expect(issuesOf(withSlider(slider))).toEqual([{ field, message }]);
  });

  test('an exact answer between two steps is out of reach', () => {
    expect(
      issuesOf({
        answers: [{ id: 'a', match: { kind: 'exact', value: 12.5 }, fraction: 1 }],
        units: [],
        slider: { lowerBound: 0, upperBound: 100, step: 1 },
      }),
    ).toEqual([{ field: 'sliderStep', message: NUMERIC_MESSAGES.sliderStepMissesAnswer }]);
  });
});

test('a number picked on the slider is scored by the numeric rules, with its feedback', () => {
  const score = (answer: string | undefined) =>
    scoreQuestion(question(JEDI), answer === undefined ? undefined : { response: answer });
  expect(score('16')).toMatchObject({ earned: 2, max: 2, correct: true });
  expect(score('12')).toMatchObject({ earned: 1, correct: false });
  expect(score('20')).toMatchObject({ earned: 1, feedback: ['Close.'] });
  expect(score('50')).toMatchObject({ earned: 0, correct: false });
  expect(score(undefined)).toMatchObject({ earned: 0, correct: false });
  // The same answers without a slider score the same.
  const { slider: _slider, ...typed } = JEDI;
  for (const answer of ['16', '12', '20', '50'])
    expect(scoreQuestion(question(typed), { response: answer })).toEqual(
      scoreQuestion(question(JEDI), { response: answer }),
    );
});

test('the student view has the bounds and step, never the answers; without a slider it is as it was', () => {
  const view = numericType.studentView(question(JEDI));
  expect(view).toEqual({
    maxLength: 100,
    unit: null,
    units: '',
    sliderLowerBound: 0,
    sliderUpperBound: 100,
    sliderStep: 1,
  });
  const { slider: _slider, ...typed } = JEDI;
  expect(numericType.studentView(question(typed))).toEqual({ maxLength: 100, unit: null, units: '' });
});

test('a stored definition without a slider stays valid and unchanged; a slider with other keys is refused', () => {
  const { slider: _slider, ...typed } = JEDI;
  expect(NumericDefinitionSchema.parse(typed)).toEqual(typed);
  expect(NumericDefinitionSchema.parse(JEDI)).toEqual(JEDI);
  expect(
    NumericDefinitionSchema.safeParse({ ...JEDI, slider: { ...JEDI.slider, reverse: true } }).success,
  ).toBe(false);
  expect(
    NumericDefinitionSchema.safeParse(withSlider({ lowerBound: 0, upperBound: 1, step: 0 })).success,
  ).toBe(false);
});

test('turned on, a slider starts around the answers worth points, in steps that reach them', () => {
  expect(sliderAround(JEDI.answers)).toEqual({ lowerBound: 0, upperBound: 100, step: 1 });
  expect(sliderAround([{ id: 'a', match: { kind: 'exact', value: -2.25 }, fraction: 1 }])).toEqual({
    lowerBound: -3,
    upperBound: 100,
    step: 0.01,
  });
  expect(sliderAround([{ id: 'a', match: { kind: 'range', min: 150, max: 250 }, fraction: 1 }])).toEqual({
    lowerBound: 0,
    upperBound: 250,
    step: 1,
  });
});

describe('editing the slider through the reducer', () => {
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

  test('turned on, its bounds and step set, turned off: each one undo step, undone and redone', () => {
    let document = start();
    const events = [
      { type: 'numeric.setSliderOn', itemId: 'q1', on: true },
      { type: 'numeric.setSliderLowerBound', itemId: 'q1', lowerBound: -10 },
      { type: 'numeric.setSliderUpperBound', itemId: 'q1', upperBound: 10 },
      { type: 'numeric.setSliderStep', itemId: 'q1', step: 0.5 },
      { type: 'numeric.setSliderOn', itemId: 'q1', on: false },
    ] as unknown as QuizEvent[];
    const states = [definitionOf(document)];
    for (const event of events) {
      const result = dispatch(document, event);
      if (!result.ok) throw new Error(result.reason);
      document = result.document;
      states.push(definitionOf(document));
    }
    expect(states[1]!.slider).toEqual({ lowerBound: 0, upperBound: 100, step: 1 });
    expect(states[4]!.slider).toEqual({ lowerBound: -10, upperBound: 10, step: 0.5 });
    // Off, the definition is as it was before the slider: no key left behind.
    expect(states[5]).toEqual(states[0]);
    expect('slider' in states[5]!).toBe(false);
    for (let i = events.length - 1; i >= 0; i--) {
      document = undo(document);
      expect(definitionOf(document)).toEqual(states[i]);
    }
    for (let i = 1; i <= events.length; i++) {
      document = redo(document);
      expect(definitionOf(document)).toEqual(states[i]);
    }
  });

  test('typing in one bound is one undo step; a bound of a slider that is off is refused', () => {
    let document = start();
    const refused = dispatch(document, {
      type: 'numeric.setSliderStep',
      itemId: 'q1',
      step: 2,
    } as QuizEvent);
    expect(refused).toMatchObject({ ok: false, reason: 'invalidAnswer' });
    for (const event of [
      { type: 'numeric.setSliderOn', itemId: 'q1', on: true },
      { type: 'numeric.setSliderUpperBound', itemId: 'q1', upperBound: 1 },
      { type: 'numeric.setSliderUpperBound', itemId: 'q1', upperBound: 12 },
      { type: 'numeric.setSliderUpperBound', itemId: 'q1', upperBound: 120 },
    ] as unknown as QuizEvent[]) {
      const result = dispatch(document, event);
      if (!result.ok) throw new Error(result.reason);
      document = result.document;
    }
    expect(definitionOf(document).slider?.upperBound).toBe(120);
    document = undo(document);
    expect(definitionOf(document).slider).toEqual({ lowerBound: 0, upperBound: 100, step: 1 });
  });
});

describe('where the slider can stand (what the student page sends)', () => {
  const tenths = { lowerBound: 0, upperBound: 2, step: 0.1 };
  test.each([
    [0.1 + 0.2, 0.3],
    [1.26, 1.3],
    [-5, 0],
    [9, 2],
  ])('%s on a slider of tenths from 0 to 2 stands at %s', (value, position) => {
    expect(sliderPosition(tenths, value)).toBe(position);
  });

  test('a last step that would pass the upper bound is not taken', () => {
    expect(sliderPosition({ lowerBound: 0, upperBound: 10, step: 3 }, 10)).toBe(9);
  });
});

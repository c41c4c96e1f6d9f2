/**
 * The numeric editor's Measurement section (ADR 384) through the real reducer: a unit and significant figures asked
 * or not, the shares and each part's feedback, each one undo step; a part no longer asked gives its share back to the
 * value, none asked leaves no measure; a measure being written is held as written and the save reports the saved
 * schema's own messages beside their fields.
 */
import { newQuizState } from '../../../../domain/quiz/editor/quizEditorState';
import type { QuizEvent } from '../../../../domain/quiz/editor/quizEvents';
import { dispatch, openDocument, redo, undo } from '../../../../domain/quiz/editor/quizEditorDocument';
import { NUMERIC_MESSAGES, numericOf, numericType, type NumericDefinition } from '../../domain/numeric';
import { MEASURE_MESSAGES } from '../../domain/numericMeasure';
import {
  MEASURE_UNIT_SUGGESTIONS,
  withMeasureSigFigs,
  withMeasureUnit,
} from '../../domain/numericMeasureEditing';
import { isKnownUnit } from '../../domain/numericUnits';

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
type Document = ReturnType<typeof start>;
const definitionOf = (document: Document) =>
  document.state.activities[0]!.items[0]!.definition as NumericDefinition;
const send = (document: Document, event: object) => {
  const result = dispatch(document, { itemId: 'q1', ...event } as unknown as QuizEvent);
  if (!result.ok) throw new Error(result.reason);
  return result.document;
};
const issuesOf = (definition: NumericDefinition) =>
  numericType.validate({ title: 'q', textOptions: [], definition });

test('2 figures, mm required and 60/20/20 with feedback are saved in the definition, one undo step each', () => {
  let document = start();
  const events = [
    { type: 'numeric.setMeasureUnit', unit: { symbol: 'mm', rule: 'required' } },
    { type: 'numeric.setMeasureSigFigs', sigFigs: { rule: 'exactly', count: 2 } },
    { type: 'numeric.setMeasureWeights', weights: { value: 0.6, unit: 0.2, sigFigs: 0.2 } },
    { type: 'numeric.setMeasureFeedback', part: 'unit', feedback: 'Give the unit.' },
    { type: 'numeric.setMeasureFeedback', part: 'sigFigs', feedback: 'Two figures.' },
  ];
  const states = [definitionOf(document)];
  for (const event of events) {
    document = send(document, event);
    states.push(definitionOf(document));
  }
  // A new measure gives every point to the value until the author says otherwise (ADR 380).
  expect(states[1]!.measure).toEqual({
    unit: { symbol: 'mm', rule: 'required' },
    weights: { value: 1, unit: 0, sigFigs: 0 },
  });
  expect(states[5]!.measure).toEqual({
    unit: { symbol: 'mm', rule: 'required' },
    sigFigs: { rule: 'exactly', count: 2 },
    weights: { value: 0.6, unit: 0.2, sigFigs: 0.2 },
    feedback: { unit: 'Give the unit.', sigFigs: 'Two figures.' },
  });
  expect(issuesOf(states[5]!)).toEqual([]);
  for (let i = events.length - 1; i >= 0; i--) {
    document = undo(document);
    expect(definitionOf(document)).toEqual(states[i]);
  }
  // Undone to the start: no measure key left behind.
  expect('measure' in definitionOf(document)).toBe(false);
  for (let i = 1; i <= events.length; i++) {
    document = redo(document);
    expect(definitionOf(document)).toEqual(states[i]);
  }
});

test('typing a unit symbol is one undo step', () => {
  let document = send(start(), { type: 'numeric.setMeasureUnit', unit: { symbol: '', rule: 'required' } });
  for (const symbol of ['m', 'mm'])
    document = send(document, { type: 'numeric.setMeasureUnit', unit: { symbol, rule: 'required' } });
  expect(definitionOf(document).measure?.unit?.symbol).toBe('mm');
  expect(definitionOf(undo(document)).measure).toBeUndefined();
});

test('a part no longer asked gives its share back to the value and loses its feedback; none asked: no measure', () => {
  const measure = {
    unit: { symbol: 'mm', rule: 'required' as const },
    sigFigs: { rule: 'atLeast' as const, count: 3 },
    weights: { value: 0.6, unit: 0.2, sigFigs: 0.2 },
    feedback: { unit: 'Unit!', sigFigs: 'Figures!' },
  };
  const withoutUnit = withMeasureUnit(measure, null);
  expect(withoutUnit).toEqual({
    sigFigs: { rule: 'atLeast', count: 3 },
    weights: { value: 0.8, unit: 0, sigFigs: 0.2 },
    feedback: { sigFigs: 'Figures!' },
  });
  expect(withMeasureSigFigs(withoutUnit, null)).toBeUndefined();
  expect(withMeasureSigFigs(measure, null)).toEqual({
    unit: { symbol: 'mm', rule: 'required' },
    weights: { value: 0.8, unit: 0.2, sigFigs: 0 },
    feedback: { unit: 'Unit!' },
  });
});

test('shares and feedback need a measure; an emptied feedback is removed', () => {
  const refused = dispatch(start(), {
    type: 'numeric.setMeasureWeights',
    itemId: 'q1',
    weights: { value: 0.5, unit: 0.5, sigFigs: 0 },
  } as unknown as QuizEvent);
  expect(refused.ok).toBe(false);
  let document = send(start(), { type: 'numeric.setMeasureSigFigs', sigFigs: { rule: 'exactly', count: 3 } });
  document = send(document, { type: 'numeric.setMeasureFeedback', part: 'sigFigs', feedback: 'Three.' });
  document = send(document, { type: 'numeric.setMeasureFeedback', part: 'sigFigs', feedback: '' });
  expect(definitionOf(document).measure).toEqual({
    sigFigs: { rule: 'exactly', count: 3 },
    weights: { value: 1, unit: 0, sigFigs: 0 },
  });
});

describe('a measure being written is held as written and checked on save beside its fields', () => {
  test('a unit outside the table and shares that do not add up stay in the editor, with the saved messages', () => {
    let document = send(start(), {
      type: 'numeric.setMeasureUnit',
      unit: { symbol: 'furlong', rule: 'required' },
    });
    document = send(document, {
      type: 'numeric.setMeasureWeights',
      weights: { value: 0.6, unit: 0.2, sigFigs: 0 },
    });
    const definition = definitionOf(document);
    // Read back as written, not as an unreadable definition.
    expect(numericOf(definition).measure?.unit?.symbol).toBe('furlong');
    expect(numericOf(definition).answers).toHaveLength(1);
    expect(issuesOf(definition)).toEqual([
      { field: 'measure.unit.symbol', message: MEASURE_MESSAGES.unknownUnit },
      { field: 'measure.weights', message: MEASURE_MESSAGES.weightsSum },
    ]);
  });

  test('a share for a part not asked is named beside that share', () => {
    let document = send(start(), {
      type: 'numeric.setMeasureUnit',
      unit: { symbol: 'mm', rule: 'optional' },
    });
    document = send(document, {
      type: 'numeric.setMeasureWeights',
      weights: { value: 0.5, unit: 0.25, sigFigs: 0.25 },
    });
    expect(issuesOf(definitionOf(document))).toEqual([
      { field: 'measure.weights.sigFigs', message: MEASURE_MESSAGES.sigFigsWeightWithoutRule },
    ]);
  });

  test('a measure beside a units list or a slider is named beside the measure', () => {
    let document = send(start(), { type: 'numeric.setUnits', units: [{ unit: 'mm', multiplier: 1 }] });
    document = send(document, { type: 'numeric.setMeasureSigFigs', sigFigs: { rule: 'exactly', count: 2 } });
    expect(issuesOf(definitionOf(document))).toEqual([
      { field: 'measure', message: NUMERIC_MESSAGES.measureWithUnits },
    ]);
    document = send(document, { type: 'numeric.setUnits', units: [] });
    expect(issuesOf(definitionOf(document))).toEqual([]);
    document = send(document, { type: 'numeric.setSliderOn', on: true });
    expect(issuesOf(definitionOf(document))).toEqual([
      { field: 'measure', message: NUMERIC_MESSAGES.measureWithUnits },
    ]);
  });
});

test('every unit offered as the author types is in the table', () => {
  expect(MEASURE_UNIT_SUGGESTIONS.filter((symbol) => !isKnownUnit(symbol))).toEqual([]);
});

/**
 * Matching places on a picture and scoring right minus wrong (ADR 310): each pair right earns its share, each prompt
 * answered wrong takes a share off, never below nothing, and a prompt left blank does neither; places are turned on
 * and off, drawn and taken away as editor events with undo and redo; the save checks want every prompt placed or
 * none, and the question's image; the student's view gives each prompt its place.
 */
import fc from 'fast-check';
import { dispatch, openDocument, redo, undo } from '../../../../domain/quiz/editor/quizEditorDocument';
import { newQuizState, type QuizEditorState } from '../../../../domain/quiz/editor/quizEditorState';
import type { QuizEvent } from '../../../../domain/quiz/editor/quizEvents';
import { applyEvent } from '../../../../domain/quiz/editor/quizReducer';
import { MATCHING_MESSAGES, matchingType, type MatchingDefinition } from '../../domain/matching';
import { orderingType } from '../../../ordering/domain/ordering';
import { scoredShare } from '../../../shared/domain/partScoring';
import type { StoredQuestion } from '../../../shared/domain/questionType';
import { scoreQuestion } from '../../../shared/domain/registry';

const box = (x: number, y: number) => ({ shape: 'rectangle', x, y, width: 0.13, height: 0.05 }) as const;
const AIRPORTS: MatchingDefinition = {
  pairs: [
    { id: 'a', prompt: 'A', answer: 'GLA', place: box(0.06, 0.39) },
    { id: 'b', prompt: 'B', answer: 'EDI', place: box(0.62, 0.37) },
    { id: 'c', prompt: 'C', answer: 'MAN', place: box(0.32, 0.59) },
  ],
  distractors: [
    { id: 'x', text: 'CBG' },
    { id: 'y', text: 'EBG' },
    { id: 'z', text: 'MCH' },
  ],
  scoring: 'rightMinusWrong',
};

const question = (definition: unknown, points = 3): StoredQuestion => ({
  id: 9,
  title: 'Q',
  isMultiple: false,
  options: [],
  rightAnswer: [],
  questionType: 'matching',
  points,
  definition,
});
const earned = (definition: unknown, picks: Record<string, string>) =>
  scoreQuestion(question(definition), {
    response: Object.entries(picks).map(([prompt, answer]) => ({ prompt, answer })),
  }).earned;

describe('right minus wrong', () => {
  test.each([
    ['every pair right', { A: 'GLA', B: 'EDI', C: 'MAN' }, 3],
    ['two right, one blank', { A: 'GLA', B: 'EDI' }, 2],
    ['two right, one wrong', { A: 'GLA', B: 'EDI', C: 'CBG' }, 1],
    ['one right, one wrong, one blank', { A: 'GLA', B: 'MAN' }, 0],
    ['one right, two wrong: never below nothing', { A: 'GLA', B: 'MAN', C: 'EDI' }, 0],
    ['all blank', {}, 0],
  ])('%s earns %s of 3 points', (_, picks, points) => {
    expect(earned(AIRPORTS, picks)).toBe(points);
  });

  test('partial credit and all or nothing score the same answers as before', () => {
    const partial = { ...AIRPORTS, scoring: undefined };
    expect(earned(partial, { A: 'GLA', B: 'EDI', C: 'CBG' })).toBe(2);
    expect(earned({ ...AIRPORTS, scoring: 'allOrNothing' }, { A: 'GLA', B: 'EDI', C: 'CBG' })).toBe(0);
  });

  test('the share never goes below nothing nor above the share right', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (r, w) => {
          const share = scoredShare(r, 'rightMinusWrong', w);
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(r);
          expect(scoredShare(r, 'partial', w)).toBe(r);
        },
      ),
    );
  });

  test('the other part-scored types do not take it', () => {
    expect(matchingType.definitionSchema.safeParse(AIRPORTS).success).toBe(true);
    const ordering = {
      items: [
        { id: 'a', text: 'A' },
        { id: 'b', text: 'B' },
      ],
    };
    expect(orderingType.definitionSchema.safeParse(ordering).success).toBe(true);
    expect(orderingType.definitionSchema.safeParse({ ...ordering, scoring: 'rightMinusWrong' }).success).toBe(
      false,
    );
  });
});

function withMatching(): QuizEditorState {
  const result = applyEvent(newQuizState('a1'), {
    type: 'item.addQuestion',
    activityId: 'a1',
    itemId: 'q1',
    optionIds: ['o1', 'o2', 'o3', 'o4'],
    questionType: 'matching',
  });
  if (!result.ok) throw new Error(result.reason);
  return result.state;
}
const definitionOf = (state: QuizEditorState) =>
  state.activities[0]!.items[0]!.definition as MatchingDefinition;

describe('the editor', () => {
  test('places are turned on, drawn, taken away and turned off, each undone and redone; the rule is chosen', () => {
    let document = openDocument(withMatching());
    const events: QuizEvent[] = [
      { type: 'matching.setPlaces', itemId: 'q1', on: true },
      { type: 'matching.setPlace', itemId: 'q1', pairId: 'o2', place: { ...box(0.2, 0.3) } },
      { type: 'matching.addPair', itemId: 'q1', pairId: 'o3' },
      { type: 'matching.setPlace', itemId: 'q1', pairId: 'o1', place: null },
      { type: 'matching.setScoring', itemId: 'q1', scoring: 'rightMinusWrong' },
    ];
    const states = [definitionOf(document.state)];
    for (const event of events) {
      const result = dispatch(document, event);
      expect(result.ok, JSON.stringify(event)).toBe(true);
      document = result.document;
      states.push(definitionOf(document.state));
    }
    expect(states[1]!.pairs.map((pair) => pair.place)).toEqual([
      { shape: 'ellipse', x: 0.3333, y: 0.5, radiusX: 0.05, radiusY: 0.05 },
      { shape: 'ellipse', x: 0.6667, y: 0.5, radiusX: 0.05, radiusY: 0.05 },
    ]);
    expect(states[2]!.pairs[1]!.place).toEqual(box(0.2, 0.3));
    expect(states[3]!.pairs[2]).toMatchObject({ id: 'o3', place: { shape: 'ellipse' } });
    expect(states[4]!.pairs[0]).toEqual({ id: 'o1', prompt: '', answer: '' });
    expect(states[5]!.scoring).toBe('rightMinusWrong');
    for (let i = events.length; i > 0; i--) {
      document = undo(document);
      expect(definitionOf(document.state)).toEqual(states[i - 1]);
    }
    for (let i = 1; i <= events.length; i++) document = redo(document);
    expect(definitionOf(document.state)).toEqual(states[events.length]);
    const off = dispatch(document, { type: 'matching.setPlaces', itemId: 'q1', on: false });
    expect(definitionOf(off.document.state).pairs.every((pair) => pair.place === undefined)).toBe(true);
  });
});

describe('the save checks and the student’s view', () => {
  const input = (definition: unknown, image: string | null | undefined = '/media/map.png') => ({
    title: 'Q',
    textOptions: [],
    definition,
    ...(image === undefined ? {} : { image }),
  });

  test('every prompt placed on the image passes; one without, or no image, is named beside the places', () => {
    expect(matchingType.validate(input(AIRPORTS))).toEqual([]);
    const [first, ...rest] = AIRPORTS.pairs;
    const { place: _gone, ...unplaced } = first!;
    expect(matchingType.validate(input({ ...AIRPORTS, pairs: [unplaced, ...rest] }))).toEqual([
      { field: 'places', message: MATCHING_MESSAGES.placesIncomplete },
    ]);
    expect(matchingType.validate(input(AIRPORTS, null))).toEqual([
      { field: 'places', message: MATCHING_MESSAGES.placesNeedImage },
    ]);
  });

  test('the view gives each prompt its place and the answers, distractors among them, in code-point order', () => {
    const view = matchingType.studentView(question(AIRPORTS));
    expect([0, 1, 2].map((i) => view[`prompt.${i}`])).toEqual(['A', 'B', 'C']);
    expect([0, 1, 2].map((i) => JSON.parse(view[`place.${i}`] as string))).toEqual(
      AIRPORTS.pairs.map((pair) => pair.place),
    );
    expect(Array.from({ length: 6 }, (_, i) => view[`answer.${i}`])).toEqual([
      'CBG',
      'EBG',
      'EDI',
      'GLA',
      'MAN',
      'MCH',
    ]);
    expect(JSON.stringify(view)).not.toMatch(/"id"/);
  });
});

/**
 * Ordering the places on a picture (ADR 307): places are turned on and off, drawn, typed and taken away as editor
 * events through the real reducer with undo and redo; the save checks want every item placed or none, and the
 * question's image; an ordering without places is checked and scored as before; places change nothing of the score;
 * and the student's view gives each shown item's place without telling the right order.
 */
import fc from 'fast-check';
import { dispatch, openDocument, redo, undo } from '../../../../domain/quiz/editor/quizEditorDocument';
import { newQuizState, type QuizEditorState } from '../../../../domain/quiz/editor/quizEditorState';
import type { QuizEvent } from '../../../../domain/quiz/editor/quizEvents';
import { applyEvent } from '../../../../domain/quiz/editor/quizReducer';
import { ORDERING_MESSAGES, orderingType, type OrderingDefinition } from '../../domain/ordering';
import { HOTSPOT_MESSAGES } from '../../../hotspot/domain/hotspot';
import type { StoredQuestion } from '../../../shared/domain/questionType';
import { scoreQuestion } from '../../../shared/domain/registry';

const circle = (x: number, y: number) => ({ shape: 'ellipse', x, y, radiusX: 0.04, radiusY: 0.03 }) as const;
const AIRPORTS: OrderingDefinition = {
  items: [
    { id: 'a', text: 'Glasgow', place: circle(0.37, 0.41) },
    { id: 'b', text: 'Edinburgh', place: circle(0.47, 0.41) },
    { id: 'c', text: 'London', place: { shape: 'rectangle', x: 0.7, y: 0.8, width: 0.1, height: 0.05 } },
    {
      id: 'd',
      text: 'Manchester',
      place: {
        shape: 'polygon',
        points: [
          { x: 0.55, y: 0.62 },
          { x: 0.6, y: 0.7 },
          { x: 0.5, y: 0.7 },
        ],
      },
    },
  ],
};
const NAMES = AIRPORTS.items.map((entry) => entry.text);
const withoutPlaces = { items: AIRPORTS.items.map(({ id, text }) => ({ id, text })) };

const question = (definition: unknown, points = 3): StoredQuestion => ({
  id: 7,
  title: 'Q',
  isMultiple: false,
  options: [],
  rightAnswer: [],
  questionType: 'ordering',
  points,
  definition,
});
const input = (definition: unknown, image: string | null | undefined = '/media/map.png') => ({
  title: 'Q',
  textOptions: [],
  definition,
  ...(image === undefined ? {} : { image }),
});

function withOrdering(): QuizEditorState {
  const result = applyEvent(newQuizState('a1'), {
    type: 'item.addQuestion',
    activityId: 'a1',
    itemId: 'q1',
    optionIds: ['o1', 'o2', 'o3', 'o4'],
    questionType: 'ordering',
  });
  if (!result.ok) throw new Error(result.reason);
  return result.state;
}
const definitionOf = (state: QuizEditorState) =>
  state.activities[0]!.items[0]!.definition as OrderingDefinition;

describe('the editor', () => {
  test('places are turned on, drawn, typed, taken away and turned off, each undone and redone', () => {
    const start = openDocument(withOrdering());
    const events: QuizEvent[] = [
      { type: 'ordering.setPlaces', itemId: 'q1', on: true },
      { type: 'ordering.setPlace', itemId: 'q1', entryId: 'o2', place: { ...circle(0.2, 0.3) } },
      { type: 'ordering.addItem', itemId: 'q1', entryId: 'o5' },
      { type: 'ordering.setPlace', itemId: 'q1', entryId: 'o1', place: null },
    ];
    let document = start;
    const states = [definitionOf(start.state)];
    for (const event of events) {
      const result = dispatch(document, event);
      expect(result.ok, JSON.stringify(event)).toBe(true);
      document = result.document;
      states.push(definitionOf(document.state));
    }
    // On: every item a small circle, spread across the picture.
    expect(states[1]!.items.map((entry) => entry.place)).toEqual([
      { shape: 'ellipse', x: 0.25, y: 0.5, radiusX: 0.05, radiusY: 0.05 },
      { shape: 'ellipse', x: 0.5, y: 0.5, radiusX: 0.05, radiusY: 0.05 },
      { shape: 'ellipse', x: 0.75, y: 0.5, radiusX: 0.05, radiusY: 0.05 },
    ]);
    expect(states[2]!.items[1]!.place).toEqual(circle(0.2, 0.3));
    // An item added while places are on gets one too; one place taken away leaves its item without.
    expect(states[3]!.items[3]).toMatchObject({ id: 'o5', place: { shape: 'ellipse' } });
    expect(states[4]!.items[0]).toEqual({ id: 'o1', text: '' });
    for (let i = events.length; i > 0; i--) {
      document = undo(document);
      expect(definitionOf(document.state)).toEqual(states[i - 1]);
    }
    for (let i = 1; i <= events.length; i++) {
      document = redo(document);
      expect(definitionOf(document.state)).toEqual(states[i]);
    }
    const off = dispatch(document, { type: 'ordering.setPlaces', itemId: 'q1', on: false });
    expect(definitionOf(off.document.state).items.every((entry) => entry.place === undefined)).toBe(true);
    expect(
      dispatch(document, { type: 'ordering.setPlace', itemId: 'q1', entryId: 'x', place: null }),
    ).toMatchObject({ ok: false });
  });

  test('moving one place by keyboard, press after press, is one undo step', () => {
    let document = dispatch(openDocument(withOrdering()), {
      type: 'ordering.setPlaces',
      itemId: 'q1',
      on: true,
    }).document;
    const placed = definitionOf(document.state);
    for (const x of [0.26, 0.27, 0.28])
      document = dispatch(document, {
        type: 'ordering.setPlace',
        itemId: 'q1',
        entryId: 'o1',
        place: { shape: 'ellipse', x, y: 0.5, radiusX: 0.05, radiusY: 0.05 },
      }).document;
    expect(definitionOf(undo(document).state)).toEqual(placed);
  });
});

describe('the save checks', () => {
  test('an ordering with every item placed on the question’s image passes', () => {
    expect(orderingType.validate(input(AIRPORTS))).toEqual([]);
  });

  test('an item without a place among placed ones is named beside the places', () => {
    const [first, ...rest] = AIRPORTS.items;
    const issues = orderingType.validate(input({ items: [{ id: first!.id, text: first!.text }, ...rest] }));
    expect(issues).toEqual([{ field: 'places', message: ORDERING_MESSAGES.placesIncomplete }]);
  });

  test('places without the question’s image are named beside the places; an import not knowing it yet passes', () => {
    for (const image of [null, ''])
      expect(orderingType.validate(input(AIRPORTS, image))).toEqual([
        { field: 'places', message: ORDERING_MESSAGES.placesNeedImage },
      ]);
    expect(orderingType.validate(input(AIRPORTS, undefined))).toEqual([]);
  });

  test('a place is checked as a hotspot region is: a polygon of three corners, a size', () => {
    const [first, second, ...rest] = AIRPORTS.items;
    const issues = orderingType.validate(
      input({
        items: [
          {
            ...first!,
            place: {
              shape: 'polygon',
              points: [
                { x: 0.1, y: 0.1 },
                { x: 0.2, y: 0.2 },
              ],
            },
          },
          { ...second!, place: { ...circle(0.47, 0.41), radiusX: 0 } },
          ...rest,
        ],
      }),
    );
    expect(issues).toEqual([
      { field: 'places', message: HOTSPOT_MESSAGES.polygonPoints },
      { field: 'places', message: HOTSPOT_MESSAGES.emptyRegion },
    ]);
  });

  test('an ordering without places is checked as before, with or without an image', () => {
    for (const image of [null, '/media/map.png'])
      expect(orderingType.validate(input(withoutPlaces, image))).toEqual([]);
    expect(orderingType.definitionSchema.safeParse(withoutPlaces).success).toBe(true);
    expect(orderingType.definitionSchema.safeParse(AIRPORTS).success).toBe(true);
    expect(
      orderingType.definitionSchema.safeParse({
        items: [
          { id: 'a', text: 'A', place: { shape: 'ellipse', x: 2, y: 0, radiusX: 0, radiusY: 0 } },
          AIRPORTS.items[1],
        ],
      }).success,
    ).toBe(false);
  });
});

describe('scoring and the student’s view', () => {
  test('places change nothing of the score, partial or all or nothing', () => {
    const answers = fc.shuffledSubarray(NAMES, { minLength: NAMES.length, maxLength: NAMES.length });
    fc.assert(
      fc.property(answers, fc.boolean(), (answer, allOrNothing) => {
        const scoring = allOrNothing ? { scoring: 'allOrNothing' as const } : {};
        const placed = scoreQuestion(question({ ...AIRPORTS, ...scoring }), { response: answer });
        const plain = scoreQuestion(question({ ...withoutPlaces, ...scoring }), { response: answer });
        expect(placed).toEqual(plain);
      }),
    );
    // One swap at the end keeps two of three neighbours: 2 of 3 points, or none all or nothing.
    const swapped = ['Glasgow', 'Edinburgh', 'Manchester', 'London'];
    expect(scoreQuestion(question(AIRPORTS), { response: swapped }).earned).toBe(1);
    expect(
      scoreQuestion(question({ ...AIRPORTS, scoring: 'allOrNothing' }), { response: swapped }).earned,
    ).toBe(0);
  });

  test('the view gives each shown item its place, in the shown order, and never the right order', () => {
    fc.assert(
      fc.property(fc.string(), (attempt) => {
        const view = orderingType.studentView(question(AIRPORTS), attempt);
        const shown = NAMES.map((_, i) => view[`item.${i}`] as string);
        expect(shown).not.toEqual(NAMES);
        shown.forEach((name, i) => {
          const entry = AIRPORTS.items.find((item) => item.text === name)!;
          expect(JSON.parse(view[`place.${i}`] as string)).toEqual(entry.place);
        });
        // Nothing in the view names the items' ids, which follow the right order.
        expect(JSON.stringify(view)).not.toMatch(/"id"/);
      }),
    );
    expect(Object.keys(orderingType.studentView(question(withoutPlaces), 'x'))).not.toContain('place.0');
  });
});

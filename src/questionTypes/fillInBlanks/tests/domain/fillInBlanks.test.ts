/**
 * Fill in the blanks (ADR 202): blanks added at the cursor and numbered in the text's order, the editor's events
 * through the real reducer with undo and redo, the save checks beside their fields, what the student sees (never a
 * right answer), and partial credit per blank, with property tests over any question and any answer.
 */
import fc from 'fast-check';
import { dispatch, openDocument, redo, undo } from '../../../../domain/quiz/editor/quizEditorDocument';
import { newQuizState, type QuizEditorState } from '../../../../domain/quiz/editor/quizEditorState';
import type { QuizEvent } from '../../../../domain/quiz/editor/quizEvents';
import { applyEvent } from '../../../../domain/quiz/editor/quizReducer';
import { FILL_IN_BLANKS_MESSAGES, fillInBlanksType } from '../../domain/fillInBlanks';
import type { FillInBlanksDefinition, Gap } from '../../domain/fillInBlanksDefinition';
import type { StoredQuestion } from '../../../shared/domain/questionType';
import { scoreQuestion } from '../../../shared/domain/registry';

const question = (definition: unknown, points = 1): StoredQuestion => ({
  id: 7,
  title: 'Fill in the blanks.',
  isMultiple: false,
  options: [],
  rightAnswer: [],
  questionType: 'fillInBlanks',
  points,
  definition,
});

const CELL: FillInBlanksDefinition = {
  text: 'The [[1]] makes ATP; plants also have [[2]] and a cell [[3]].',
  gaps: [
    { id: 'g1', kind: 'typed', answers: [{ id: 'a1', text: 'mitochondri*' }], caseSensitive: false },
    {
      id: 'g2',
      kind: 'dropdown',
      options: [
        { id: 'o1', text: 'ribosomes' },
        { id: 'o2', text: 'chloroplasts' },
        { id: 'o3', text: 'lysosomes' },
      ],
      right: 'o2',
    },
    {
      id: 'g3',
      kind: 'typed',
      answers: [
        { id: 'a2', text: 'Wall' },
        { id: 'a3', text: 'membrane' },
      ],
      caseSensitive: true,
    },
  ],
};

function withQuestion(): QuizEditorState {
  const result = applyEvent(newQuizState('a1'), {
    type: 'item.addQuestion',
    activityId: 'a1',
    itemId: 'q1',
    optionIds: ['o1', 'o2', 'o3', 'o4'],
    questionType: 'fillInBlanks',
  });
  if (!result.ok) throw new Error(result.reason);
  return result.state;
}
const definitionOf = (state: QuizEditorState) =>
  state.activities[0]!.items[0]!.definition as FillInBlanksDefinition;

function run(events: readonly QuizEvent[]) {
  let document = openDocument(withQuestion());
  for (const event of events) {
    const result = dispatch(document, event);
    if (!result.ok) throw new Error(`${event.type}: ${result.reason}`);
    document = result.document;
  }
  return document;
}

describe('editing', () => {
  test('the selected words become a blank with them as its answer; a blank added before another renumbers it', () => {
    const text = 'Paris is the capital of France.';
    const document = run([
      { type: 'fillInBlanks.setText', itemId: 'q1', text },
      // "France" selected, then the cursor put at the start of the text.
      { type: 'fillInBlanks.addGap', itemId: 'q1', gapId: 'gA', from: 24, to: 30 },
      { type: 'fillInBlanks.addGap', itemId: 'q1', gapId: 'gB', from: 0, to: 5 },
    ]);
    expect(definitionOf(document.state)).toEqual({
      text: '[[1]] is the capital of [[2]].',
      gaps: [
        { id: 'gB', kind: 'typed', answers: [{ id: 'gB.1', text: 'Paris' }], caseSensitive: false },
        { id: 'gA', kind: 'typed', answers: [{ id: 'gA.1', text: 'France' }], caseSensitive: false },
      ],
    });
    // Removing the first blank takes its marker out and renumbers the second.
    const removed = dispatch(document, { type: 'fillInBlanks.removeGap', itemId: 'q1', gapId: 'gB' });
    expect(removed.ok && definitionOf(removed.document.state).text).toBe(' is the capital of [[1]].');
  });

  test('a cursor inside a marker puts the new blank after it, never inside it', () => {
    const document = run([
      { type: 'fillInBlanks.setText', itemId: 'q1', text: 'A  B' },
      { type: 'fillInBlanks.addGap', itemId: 'q1', gapId: 'g1', from: 2, to: 2 },
      { type: 'fillInBlanks.addGap', itemId: 'q1', gapId: 'g2', from: 4, to: 4 },
    ]);
    expect(definitionOf(document.state).text).toBe('A [[1]][[2]] B');
    expect(definitionOf(document.state).gaps.map((gap) => gap.id)).toEqual(['g1', 'g2']);
  });

  test('text pasted with its markers in another order renumbers the blanks to the text’s order', () => {
    const document = run([
      { type: 'fillInBlanks.setText', itemId: 'q1', text: 'x y' },
      { type: 'fillInBlanks.addGap', itemId: 'q1', gapId: 'g1', from: 0, to: 1 },
      { type: 'fillInBlanks.addGap', itemId: 'q1', gapId: 'g2', from: 6, to: 7 },
      { type: 'fillInBlanks.setText', itemId: 'q1', text: '[[2]] then [[1]]' },
    ]);
    const definition = definitionOf(document.state);
    expect(definition.text).toBe('[[1]] then [[2]]');
    expect(definition.gaps.map((gap) => gap.id)).toEqual(['g2', 'g1']);
  });

  test('a blank becomes a dropdown and back; options are added, typed, made right and removed; all undone and redone', () => {
    const events: QuizEvent[] = [
      { type: 'fillInBlanks.setText', itemId: 'q1', text: 'Plants have chloroplasts.' },
      { type: 'fillInBlanks.addGap', itemId: 'q1', gapId: 'g', from: 12, to: 24 },
      { type: 'fillInBlanks.setKind', itemId: 'q1', gapId: 'g', kind: 'dropdown' },
      { type: 'fillInBlanks.setEntry', itemId: 'q1', gapId: 'g', entryId: 'g.2', text: 'ribosomes' },
      { type: 'fillInBlanks.addEntry', itemId: 'q1', gapId: 'g', entryId: 'e3' },
      { type: 'fillInBlanks.setEntry', itemId: 'q1', gapId: 'g', entryId: 'e3', text: 'lysosomes' },
      { type: 'fillInBlanks.setRight', itemId: 'q1', gapId: 'g', entryId: 'e3' },
      { type: 'fillInBlanks.removeEntry', itemId: 'q1', gapId: 'g', entryId: 'e3' },
    ];
    const start = openDocument(withQuestion());
    const document = run(events);
    const edited = definitionOf(document.state);
    expect(edited.gaps).toEqual([
      {
        id: 'g',
        kind: 'dropdown',
        options: [
          { id: 'g.1', text: 'chloroplasts' },
          { id: 'g.2', text: 'ribosomes' },
        ],
        // The right option removed: the first one is right.
        right: 'g.1',
      },
    ]);
    let back = document;
    for (const _ of events) back = undo(back);
    expect(definitionOf(back.state)).toEqual(definitionOf(start.state));
    let again = back;
    for (const _ of events) again = redo(again);
    expect(definitionOf(again.state)).toEqual(edited);
    // Two options are the fewest; a dropdown has no case rule; typing in the text is one undo step.
    expect(
      dispatch(document, { type: 'fillInBlanks.removeEntry', itemId: 'q1', gapId: 'g', entryId: 'g.1' }),
    ).toMatchObject({ ok: false, reason: 'lastOption' });
    expect(
      dispatch(document, {
        type: 'fillInBlanks.setCaseSensitive',
        itemId: 'q1',
        gapId: 'g',
        caseSensitive: true,
      }),
    ).toMatchObject({ ok: false, reason: 'invalidAnswer' });
    const back2 = dispatch(document, {
      type: 'fillInBlanks.setKind',
      itemId: 'q1',
      gapId: 'g',
      kind: 'typed',
    });
    expect(back2.ok && definitionOf(back2.document.state).gaps[0]).toEqual({
      id: 'g',
      kind: 'typed',
      answers: [{ id: 'g.1', text: 'chloroplasts' }],
      caseSensitive: false,
    });
  });

  test('typing in the text groups into one undo step', () => {
    let document = openDocument(withQuestion());
    for (const [at, text] of ['T', 'Th', 'The'].entries())
      document = dispatch(
        document,
        { type: 'fillInBlanks.setText', itemId: 'q1', text },
        { at: at * 100 },
      ).document;
    expect(definitionOf(document.state).text).toBe('The');
    expect(definitionOf(undo(document).state).text).toBe('');
  });
});

describe('save checks', () => {
  const issues = (definition: FillInBlanksDefinition) =>
    fillInBlanksType.validate({ title: 'Q', textOptions: [], definition });

  test('a well-formed question passes; a new one needs a blank', () => {
    expect(issues(CELL)).toEqual([]);
    expect(issues({ text: 'No blanks here.', gaps: [] })).toEqual([
      { field: 'answers', message: FILL_IN_BLANKS_MESSAGES.noGap },
    ]);
  });

  test.each<[string, FillInBlanksDefinition, { field: string; message: string }[]]>([
    [
      'a blank missing from the text',
      { ...CELL, text: 'The [[1]] makes ATP and [[3]].' },
      [{ field: 'answers', message: FILL_IN_BLANKS_MESSAGES.gapNotOnce }],
    ],
    [
      'a blank twice and a marker of no blank',
      { ...CELL, text: '[[1]] [[1]] [[2]] [[3]] [[4]]' },
      [
        { field: 'answers', message: FILL_IN_BLANKS_MESSAGES.gapNotOnce },
        { field: 'answers', message: FILL_IN_BLANKS_MESSAGES.unknownMarker },
      ],
    ],
    [
      'a dropdown with one option, an empty accepted answer, a duplicate ignoring case',
      {
        text: '[[1]] [[2]] [[3]]',
        gaps: [
          { id: 'd', kind: 'dropdown', options: [{ id: 'o', text: 'x' }], right: 'o' },
          { id: 't', kind: 'typed', answers: [{ id: 'a', text: ' ' }], caseSensitive: false },
          {
            id: 'u',
            kind: 'typed',
            answers: [
              { id: 'a', text: 'Wall' },
              { id: 'b', text: 'wall' },
            ],
            caseSensitive: false,
          },
        ],
      },
      [
        { field: 'gap1', message: FILL_IN_BLANKS_MESSAGES.fewOptions },
        { field: 'gap2', message: FILL_IN_BLANKS_MESSAGES.answerEmpty },
        { field: 'gap3', message: FILL_IN_BLANKS_MESSAGES.answerDuplicated },
      ],
    ],
  ])('%s is named beside its field', (_name, definition, expected) => {
    expect(issues(definition)).toEqual(expected);
  });

  test('the server refuses a right option that is not an option, and options on the question', () => {
    const broken = {
      ...CELL,
      gaps: CELL.gaps.map((gap) => (gap.kind === 'dropdown' ? { ...gap, right: 'x' } : gap)),
    };
    const payload = { title: 'Q', isMultiple: false, rightAnswer: [], textOptions: [], definition: broken };
    expect(fillInBlanksType.integrity(payload)).toEqual([
      { field: 'answers', message: FILL_IN_BLANKS_MESSAGES.rightNotAnOption },
    ]);
    expect(
      fillInBlanksType.integrity({ ...payload, definition: CELL, textOptions: [{ id: 1, text: 'A' }] }),
    ).toHaveLength(1);
  });
});

describe('the student', () => {
  test('sees the text, each blank’s kind and a dropdown’s options in alphabetical order, never an answer', () => {
    const view = fillInBlanksType.studentView(question(CELL));
    expect(view).toEqual({
      text: CELL.text,
      gaps: 3,
      maxLength: 200,
      'gap.0.id': 'g1',
      'gap.0.kind': 'typed',
      'gap.1.id': 'g2',
      'gap.1.kind': 'dropdown',
      'gap.1.options': 3,
      'gap.1.option.0': 'chloroplasts',
      'gap.1.option.1': 'lysosomes',
      'gap.1.option.2': 'ribosomes',
      'gap.2.id': 'g3',
      'gap.2.kind': 'typed',
    });
    expect(JSON.stringify(view)).not.toMatch(/mitochondri|Wall|membrane|o2|right/);
  });
});

test('the server refuses an answer to a blank the question does not have, or a dropdown answer that is not an option', () => {
  const check = (response: { gap: string; answer: string }[]) =>
    fillInBlanksType.checkResponse(question(CELL), response);
  expect(
    check([
      { gap: 'g1', answer: 'anything' },
      { gap: 'g2', answer: ' chloroplasts ' },
    ]),
  ).toBeUndefined();
  expect(check([{ gap: 'g2', answer: '' }])).toBeUndefined();
  expect(check([{ gap: 'g9', answer: 'x' }])).toBe(FILL_IN_BLANKS_MESSAGES.unknownGap);
  expect(check([{ gap: 'g2', answer: 'nucleus' }])).toBe(FILL_IN_BLANKS_MESSAGES.notAnOption);
});

describe('scoring', () => {
  const answer = (...answers: string[]) => ({
    response: answers.map((text, index) => ({ gap: `g${index + 1}`, answer: text })),
  });

  test.each([
    [
      'every blank right (wildcard, dropdown, second accepted answer)',
      ['Mitochondrion', 'chloroplasts', 'membrane'],
      3,
    ],
    ['two of three', ['mitochondria', 'ribosomes', ' Wall '], 2],
    ['case counts only where the blank says so', ['MITOCHONDRIA', 'chloroplasts', 'wall'], 2],
    ['one of three', ['nucleus', '', 'Wall'], 1],
    ['none', ['nucleus', 'lysosomes', 'cytoplasm'], 0],
  ])('%s earns its share of the points', (_name, answers, right) => {
    const score = scoreQuestion(question(CELL, 3), answer(...answers));
    expect(score).toMatchObject({ earned: right, max: 3, correct: right === 3, needsGrading: false });
  });

  test('an answer to a blank the question does not have, or given twice, earns nothing more', () => {
    const score = scoreQuestion(question(CELL, 3), {
      response: [
        { gap: 'g2', answer: 'ribosomes' },
        { gap: 'g2', answer: 'chloroplasts' },
        { gap: 'zz', answer: 'mitochondria' },
      ],
    });
    expect(score.earned).toBe(0);
  });

  test('results read each blank’s answer and right answer by number', () => {
    expect(fillInBlanksType.describeAnswer(question(CELL), answer('nucleus', '', 'Wall').response)).toBe(
      '1: nucleus; 3: Wall',
    );
    expect(fillInBlanksType.describeRight(question(CELL))).toBe(
      '1: mitochondri*; 2: chloroplasts; 3: Wall | membrane',
    );
  });

  test('statistics give each blank’s facility and the most common wrong answers by blank', () => {
    const given = [
      answer('mitochondria', 'ribosomes', 'wall'),
      answer('Nucleus', 'ribosomes', 'Wall'),
      answer('nucleus', 'chloroplasts', 'Wall'),
    ].map((a) => ({ answer: a.response, correct: false }));
    const statistics = fillInBlanksType.statistics(question(CELL), given);
    expect(statistics.pairs).toEqual([
      { prompt: '[[1]]', answer: 'mitochondri*', attempts: 3, correct: 1, facility: 1 / 3 },
      { prompt: '[[2]]', answer: 'chloroplasts', attempts: 3, correct: 1, facility: 1 / 3 },
      { prompt: '[[3]]', answer: 'Wall | membrane', attempts: 3, correct: 2, facility: 2 / 3 },
    ]);
    expect(statistics.wrongAnswers).toEqual([
      { text: '[[1]] Nucleus', count: 2 },
      { text: '[[2]] ribosomes', count: 2 },
      { text: '[[3]] wall', count: 1 },
    ]);
  });

  const gapArbitrary: fc.Arbitrary<Gap> = fc.oneof(
    fc.tuple(fc.integer({ min: 2, max: 4 }), fc.nat()).map(([count, seed]) => ({
      id: 'x',
      kind: 'dropdown' as const,
      options: Array.from({ length: count }, (_, i) => ({ id: `o${i}`, text: `Option ${i}` })),
      right: `o${seed % count}`,
    })),
    fc
      .tuple(
        fc.array(fc.constantFrom('ATP', 'cell*', 'Neon', 'a\\*b'), { minLength: 1, maxLength: 3 }),
        fc.boolean(),
      )
      .map(([texts, caseSensitive]) => ({
        id: 'x',
        kind: 'typed' as const,
        answers: [...new Set(texts)].map((text, i) => ({ id: `a${i}`, text })),
        caseSensitive,
      })),
  );
  const definitionArbitrary = fc
    .array(gapArbitrary, { minLength: 1, maxLength: 6 })
    .map((gaps): FillInBlanksDefinition => ({
      text: gaps.map((_, i) => `[[${i + 1}]]`).join(' '),
      gaps: gaps.map((gap, i) => ({ ...gap, id: `g${i + 1}` })),
    }));
  /** A typed answer that matches the accepted answer `pattern`: its stars filled with text, `\\*` a star. */
  const filled = (pattern: string) =>
    pattern
      .split('\\*')
      .map((part) => part.replace(/\*/g, 's'))
      .join('*');
  const typedAnswer = fc.constantFrom('Option 0', 'Option 1', 'atp', 'cells', 'NEON', 'a*b', '', 'x');

  test('property: the points earned are the share of blanks right, one blank’s answer moves only its share', () => {
    fc.assert(
      fc.property(
        definitionArbitrary,
        fc.array(typedAnswer, { minLength: 6, maxLength: 6 }),
        fc.integer({ min: 1, max: 40 }),
        (definition, texts, points) => {
          const response = definition.gaps.map((gap, i) => ({ gap: gap.id, answer: texts[i]! }));
          const score = scoreQuestion(question(definition, points), { response });
          const n = definition.gaps.length;
          // Earned is a whole number of blanks' shares (rounded to hundredths).
          const blanks = Math.round((score.earned / points) * n);
          expect(score.earned).toBeCloseTo((points * blanks) / n, 2);
          expect(score.correct).toBe(blanks === n);
          // Leaving one blank empty loses at most that blank's share.
          const without = response.map((entry, i) => (i === 0 ? { ...entry, answer: '' } : entry));
          const less = scoreQuestion(question(definition, points), { response: without });
          expect(score.earned - less.earned).toBeGreaterThanOrEqual(0);
          expect(score.earned - less.earned).toBeLessThanOrEqual(points / n + 0.01);
          // The order of the entries sent does not matter.
          const reversed = scoreQuestion(question(definition, points), { response: [...response].reverse() });
          expect(reversed.earned).toBe(score.earned);
        },
      ),
    );
  });

  test('property: the right option of every dropdown and the first accepted answer of every typed blank earn full marks', () => {
    fc.assert(
      fc.property(definitionArbitrary, (definition) => {
        const response = definition.gaps.map((gap) => ({
          gap: gap.id,
          answer:
            gap.kind === 'dropdown'
              ? gap.options.find((option) => option.id === gap.right)!.text
              : filled(gap.answers[0]!.text),
        }));
        expect(scoreQuestion(question(definition, 2), { response })).toMatchObject({
          earned: 2,
          correct: true,
        });
      }),
    );
  });
});

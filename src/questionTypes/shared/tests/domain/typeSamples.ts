/**
 * For each registered question type: random questions of it, random answers (including ones that do not parse), a
 * full-marks answer, the texts of its solution, and random edits of it. The registry's tests run every type through
 * these; a type added to the registry without a sample here fails them.
 */
import { calculatedDraw } from '../../../calculated/domain/calculated';
import { structure } from '../../../structure/tests/domain/structureSample';
import fc from 'fast-check';
import type { QuizEvent } from '../../../../domain/quiz/editor/quizEvents';
import type { StoredAnswer, StoredQuestion } from '../../domain/questionType';
import type { QuestionTypeName } from '../../domain/registry';
import type { EditorItem } from '../../../../domain/quiz/editor/quizEditorState';

export interface TypeSample {
  readonly question: fc.Arbitrary<StoredQuestion>;
  readonly answer: (question: StoredQuestion) => fc.Arbitrary<StoredAnswer | undefined>;
  readonly right: (question: StoredQuestion) => StoredAnswer;
  /** What must never reach a student before submitting. */
  readonly solution: (question: StoredQuestion) => string[];
  /** An edit of an item of this type (ids made with nextId). */
  readonly edit: (item: EditorItem, k: number, nextId: () => string) => QuizEvent;
  /** Scored by hand: an answer without a teacher's points needs grading and earns nothing yet. */
  readonly handScored?: boolean;
  /** Asks nothing (a text block): no answer, no points, no events of its own. */
  readonly asksNothing?: boolean;
}

const points = fc.oneof(
  fc.constant(undefined),
  fc.integer({ min: 0, max: 1000 }).map((n) => n / 4),
);
const word = fc.constantFrom('ATP', 'Neon', 'mitochondri*', 'the cell', 'Osmosis', 'DNA', '*ase', 'a\\*b');
const typed = fc.constantFrom('atp', '  ATP  ', 'Mitochondrion', 'the   cell', 'lipase', 'a*b', '', 'x');
const pick = <T>(list: readonly T[], k: number) => list[k % list.length]!;

const choice: TypeSample = {
  question: fc
    .tuple(fc.integer({ min: 1, max: 6 }), fc.boolean(), fc.boolean(), points, fc.nat())
    .map(([count, isMultiple, partialCredit, pts, seed]) => {
      const options = Array.from({ length: count }, (_, i) => ({ id: 100 + i, text: `Option ${i}` }));
      const right = isMultiple
        ? options.filter((_, i) => (seed >> i) & 1 || i === 0).map((o) => o.id)
        : [options[seed % count]!.id];
      return {
        id: 1,
        title: 'Which?',
        isMultiple,
        options,
        rightAnswer: right,
        ...(pts === undefined ? {} : { points: pts }),
        ...(partialCredit ? { definition: { partialCredit: true } } : {}),
      };
    }),
  answer: (q) =>
    fc.oneof(
      fc.constant(undefined),
      fc.subarray(q.options.map((o) => o.id)).map((optionIds) => ({ optionIds })),
      fc.constant({ response: 'Option 0' }),
    ),
  right: (q) => ({ optionIds: q.rightAnswer }),
  // The right answer is a set of option ids: the student's view of a choice adds nothing beside the options.
  solution: () => ['rightAnswer', 'partialCredit'],
  edit: (item, k, nextId) => {
    const option = pick(item.textOptions, k);
    return pick<QuizEvent>(
      [
        { type: 'answer.toggle', itemId: item.originId, optionId: option.originId },
        { type: 'option.add', itemId: item.originId, optionId: nextId() },
        { type: 'option.remove', itemId: item.originId, optionId: option.originId },
        { type: 'option.setText', itemId: item.originId, optionId: option.originId, text: `O${k}` },
        { type: 'option.setFeedback', itemId: item.originId, optionId: option.originId, feedback: `F${k}` },
        { type: 'question.setMultiple', itemId: item.originId, isMultiple: k % 2 === 0 },
        { type: 'choice.setPartialCredit', itemId: item.originId, partialCredit: k % 3 === 0 },
      ],
      k,
    );
  },
};

const trueFalse: TypeSample = {
  question: fc.tuple(fc.boolean(), points).map(([answer, pts]) => ({
    id: 2,
    title: 'The nucleus makes ATP.',
    isMultiple: false,
    options: [],
    rightAnswer: [],
    questionType: 'trueFalse',
    definition: { answer, feedbackTrue: 'SECRET-TRUE', feedbackFalse: 'SECRET-FALSE' },
    ...(pts === undefined ? {} : { points: pts }),
  })),
  answer: () =>
    fc.oneof(
      fc.constant(undefined),
      fc.boolean().map((response) => ({ response })),
      fc.constant({ response: 'true' }),
      fc.constant({ optionIds: [1] }),
    ),
  right: (q) => ({ response: (q.definition as { answer: boolean }).answer }),
  solution: () => ['SECRET-TRUE', 'SECRET-FALSE', 'answer'],
  edit: (item, k) =>
    k % 2 === 0
      ? { type: 'trueFalse.setAnswer', itemId: item.originId, answer: k % 4 === 0 }
      : { type: 'trueFalse.setFeedback', itemId: item.originId, value: k % 3 === 0, feedback: `F${k}` },
};

const shortAnswer: TypeSample = {
  question: fc
    .tuple(fc.array(word, { minLength: 1, maxLength: 4 }), fc.boolean(), points)
    .map(([answers, caseSensitive, pts]) => ({
      id: 3,
      title: 'Name it.',
      isMultiple: false,
      options: [],
      rightAnswer: [],
      questionType: 'shortAnswer',
      definition: {
        answers: answers.map((text, i) => ({ id: `a${i}`, text, feedback: `SECRET-${i}` })),
        caseSensitive,
      },
      ...(pts === undefined ? {} : { points: pts }),
    })),
  answer: () =>
    fc.oneof(
      fc.constant(undefined),
      typed.map((response) => ({ response })),
      fc.constant({ response: 42 }),
    ),
  right: (q) => {
    // A typed answer that matches the first accepted one: its stars filled with text.
    const first = (q.definition as { answers: { text: string }[] }).answers[0]!.text;
    return {
      response: first
        .split('\\*')
        .map((part) => part.replace(/\*/g, 'xyz'))
        .join('*'),
    };
  },
  solution: (q) => [
    ...(q.definition as { answers: { text: string }[] }).answers.map((a) => a.text),
    'SECRET-0',
    'answers',
  ],
  edit: (item, k, nextId) => {
    const answers = (item.definition as { answers: { id: string }[] } | undefined)?.answers ?? [];
    const answer = pick(answers, k);
    return pick<QuizEvent>(
      [
        { type: 'shortAnswer.addAnswer', itemId: item.originId, answerId: nextId() },
        { type: 'shortAnswer.removeAnswer', itemId: item.originId, answerId: answer.id },
        { type: 'shortAnswer.setAnswerText', itemId: item.originId, answerId: answer.id, text: `T${k}` },
        {
          type: 'shortAnswer.setAnswerFeedback',
          itemId: item.originId,
          answerId: answer.id,
          feedback: `F${k}`,
        },
        { type: 'shortAnswer.setCaseSensitive', itemId: item.originId, caseSensitive: k % 2 === 0 },
      ],
      k,
    );
  },
};

const numeric: TypeSample = {
  question: fc
    .tuple(
      fc.integer({ min: -1000, max: 1000 }).map((n) => n / 4),
      fc.constantFrom('exact', 'tolerance', 'relative', 'range'),
      points,
      fc.boolean(),
    )
    .map(([value, kind, pts, onSlider]) => ({
      id: 4,
      title: 'How much?',
      isMultiple: false,
      options: [],
      rightAnswer: [],
      questionType: 'numeric',
      definition: {
        answers: [
          {
            id: 'n0',
            match:
              kind === 'exact'
                ? { kind: 'exact', value }
                : kind === 'range'
                  ? { kind: 'range', min: value - 1, max: value + 1 }
                  : { kind: 'tolerance', value, tolerance: 0.5, relative: kind === 'relative' },
            fraction: 1,
            feedback: 'SECRET-RIGHT',
          },
          { id: 'n1', match: { kind: 'exact', value: value + 100 }, fraction: 0.5, feedback: 'SECRET-HALF' },
        ],
        units: [{ unit: 'm', multiplier: 1 }],
        // Answered on a slider (ADR 297) that reaches both answers: scored the same.
        ...(onSlider ? { slider: { lowerBound: -400, upperBound: 400, step: 0.25 } } : {}),
      },
      ...(pts === undefined ? {} : { points: pts }),
    })),
  answer: () =>
    fc.oneof(
      fc.constant(undefined),
      fc.integer({ min: -2000, max: 2000 }).map((n) => ({ response: String(n / 8) })),
      fc.constantFrom({ response: '' }, { response: 'ten' }, { response: '3 km' }, { response: 7 }),
    ),
  right: (q) => {
    const { match } = (
      q.definition as { answers: { match: { kind: string; value?: number; min?: number } }[] }
    ).answers[0]!;
    return { response: `${match.kind === 'range' ? match.min! + 1 : match.value!} m` };
  },
  solution: () => ['SECRET-RIGHT', 'SECRET-HALF', 'fraction', 'tolerance'],
  edit: (item, k, nextId) => {
    const answers = (item.definition as { answers: { id: string }[] } | undefined)?.answers ?? [];
    const answer = pick(answers, k);
    return pick<QuizEvent>(
      [
        { type: 'numeric.addAnswer', itemId: item.originId, answerId: nextId() },
        { type: 'numeric.removeAnswer', itemId: item.originId, answerId: answer.id },
        {
          type: 'numeric.setMatch',
          itemId: item.originId,
          answerId: answer.id,
          match: { kind: 'exact', value: k },
        },
        { type: 'numeric.setFraction', itemId: item.originId, answerId: answer.id, fraction: (k % 5) / 4 },
        { type: 'numeric.setAnswerFeedback', itemId: item.originId, answerId: answer.id, feedback: `F${k}` },
        {
          type: 'numeric.setUnits',
          itemId: item.originId,
          units: k % 2 ? [] : [{ unit: 'm', multiplier: 1 }],
        },
        { type: 'numeric.setSliderOn', itemId: item.originId, on: k % 3 !== 0 },
        { type: 'numeric.setSliderStep', itemId: item.originId, step: (k % 4) + 0.5 },
      ],
      k,
    );
  },
};

const essay: TypeSample = {
  question: fc
    .tuple(fc.option(fc.integer({ min: 1, max: 500 }), { nil: undefined }), points)
    .map(([maxWords, pts]) => ({
      id: 5,
      title: 'Explain osmosis.',
      isMultiple: false,
      options: [],
      rightAnswer: [],
      questionType: 'essay',
      definition: { graderInfo: 'SECRET-GRADER', ...(maxWords === undefined ? {} : { maxWords }) },
      ...(pts === undefined ? {} : { points: pts }),
    })),
  answer: (q) =>
    fc.oneof(
      fc.constant(undefined),
      fc.constantFrom('Water moves across a membrane.', '   ', '').map((response) => ({ response })),
      fc
        .tuple(fc.constant('Water moves.'), fc.integer({ min: 0, max: 4 }))
        .map(([response, quarter]) => ({ response, handScore: ((q.points ?? 1) * quarter) / 4 })),
    ),
  right: (q) => ({ response: 'Water moves across a membrane.', handScore: q.points ?? 1 }),
  solution: () => ['SECRET-GRADER', 'graderInfo'],
  edit: (item, k) =>
    pick<QuizEvent>(
      [
        { type: 'essay.setMaxWords', itemId: item.originId, maxWords: k % 2 ? null : k + 1 },
        { type: 'essay.setMinWords', itemId: item.originId, minWords: k % 3 ? null : k + 1 },
        { type: 'essay.setLines', itemId: item.originId, lines: (k % 50) + 1 },
        { type: 'essay.setGraderInfo', itemId: item.originId, graderInfo: `G${k}` },
        { type: 'essay.setTemplate', itemId: item.originId, template: `T${k}` },
      ],
      k,
    ),
  handScored: true,
};

const sentFile = (n: number) => ({
  id: `file-${n}`,
  name: `page-${n}.jpg`,
  size: 1000 + n,
  type: 'image/jpeg',
});

const fileUpload: TypeSample = {
  question: fc
    .tuple(fc.option(fc.integer({ min: 2, max: 10 }), { nil: undefined }), fc.boolean(), points)
    .map(([maxFiles, kinds, pts]) => ({
      id: 12,
      title: 'Send a photo of your working.',
      isMultiple: false,
      options: [],
      rightAnswer: [],
      questionType: 'fileUpload',
      definition: {
        ...(maxFiles === undefined ? {} : { maxFiles }),
        ...(kinds ? { kinds: ['image/*', '.pdf'] } : {}),
      },
      ...(pts === undefined ? {} : { points: pts }),
    })),
  answer: (q) =>
    fc.oneof(
      fc.constant(undefined),
      fc.constantFrom([], 'page.jpg', [{ name: 'page.jpg' }]).map((response) => ({ response })),
      fc
        .integer({ min: 1, max: 3 })
        .map((n) => ({ response: Array.from({ length: n }, (_, i) => sentFile(i)) })),
      fc
        .integer({ min: 0, max: 4 })
        .map((quarter) => ({ response: [sentFile(1)], handScore: ((q.points ?? 1) * quarter) / 4 })),
    ),
  right: (q) => ({ response: [sentFile(1)], handScore: q.points ?? 1 }),
  // Nothing of a file upload is secret: it has no right answer.
  solution: () => [],
  edit: (item, k) =>
    pick<QuizEvent>(
      [
        { type: 'fileUpload.setKinds', itemId: item.originId, kinds: k % 2 ? [] : ['pdf', `.k${k}`] },
        { type: 'fileUpload.setMaxBytes', itemId: item.originId, maxBytes: k % 3 ? null : (k + 1) * 1024 },
        { type: 'fileUpload.setMaxFiles', itemId: item.originId, maxFiles: (k % 10) + 1 },
        { type: 'fileUpload.setInstructions', itemId: item.originId, instructions: k % 4 ? `I${k}` : '' },
        { type: 'fileUpload.setDrawing', itemId: item.originId, drawing: k % 3 === 0 },
      ],
      k,
    ),
  handScored: true,
};

const pairTexts = ['Heart', 'Lung', 'Kidney', 'Liver', 'Skin'] as const;
const organs = ['pumps blood', 'exchanges gases', 'filters blood', 'stores glycogen', 'protects'] as const;

const matching: TypeSample = {
  question: fc
    .tuple(
      fc.integer({ min: 2, max: 5 }),
      fc.boolean(),
      points,
      fc.constantFrom('partial', 'allOrNothing', 'rightMinusWrong'),
      fc.boolean(),
    )
    .map(([count, distractor, pts, scoring, placed]) => ({
      id: 6,
      title: 'Match each organ.',
      isMultiple: false,
      options: [],
      rightAnswer: [],
      questionType: 'matching',
      definition: {
        pairs: Array.from({ length: count }, (_, i) => ({
          id: `secret-pair-${i}`,
          prompt: pairTexts[i]!,
          answer: organs[i]!,
          // Places on the picture (ADR 310).
          ...(placed
            ? { place: { shape: 'ellipse', x: (i + 1) / 6, y: 0.5, radiusX: 0.05, radiusY: 0.05 } }
            : {}),
        })),
        distractors: distractor ? [{ id: 'secret-extra', text: 'digests fat' }] : [],
        ...(scoring === 'partial' ? {} : { scoring }),
      },
      ...(pts === undefined ? {} : { points: pts }),
    })),
  answer: (q) => {
    const { pairs } = q.definition as { pairs: { prompt: string; answer: string }[] };
    return fc.oneof(
      fc.constant(undefined),
      fc
        .array(fc.constantFrom(...organs, 'digests fat', ''), {
          minLength: pairs.length,
          maxLength: pairs.length,
        })
        .map((answers) => ({
          response: pairs.map((pair, i) => ({ prompt: pair.prompt, answer: answers[i]! })),
        })),
      fc.constant({ response: 'Heart' }),
    );
  },
  right: (q) => ({
    response: (q.definition as { pairs: { prompt: string; answer: string }[] }).pairs.map(
      ({ prompt, answer }) => ({
        prompt,
        answer,
      }),
    ),
  }),
  solution: () => ['secret-pair', 'secret-extra', 'pairs'],
  edit: (item, k, nextId) => {
    const definition = item.definition as
      { pairs: { id: string }[]; distractors: { id: string }[] } | undefined;
    const pair = pick(definition?.pairs ?? [], k);
    const extra = definition?.distractors[k % Math.max(1, definition.distractors.length)];
    return pick<QuizEvent>(
      [
        { type: 'matching.addPair', itemId: item.originId, pairId: nextId() },
        { type: 'matching.removePair', itemId: item.originId, pairId: pair.id },
        { type: 'matching.setPrompt', itemId: item.originId, pairId: pair.id, text: `P${k}` },
        { type: 'matching.setAnswer', itemId: item.originId, pairId: pair.id, text: `A${k}` },
        { type: 'matching.addDistractor', itemId: item.originId, distractorId: nextId() },
        extra
          ? { type: 'matching.setDistractor', itemId: item.originId, distractorId: extra.id, text: `D${k}` }
          : { type: 'matching.addDistractor', itemId: item.originId, distractorId: nextId() },
        {
          type: 'matching.setScoring',
          itemId: item.originId,
          scoring: (['allOrNothing', 'partial', 'rightMinusWrong'] as const)[k % 3]!,
        },
        { type: 'matching.setPlaces', itemId: item.originId, on: k % 3 !== 0 },
        {
          type: 'matching.setPlace',
          itemId: item.originId,
          pairId: pair.id,
          place:
            k % 4 === 0 ? null : { shape: 'rectangle', x: 0.1, y: (k % 10) / 20, width: 0.1, height: 0.05 },
        },
      ],
      k,
    );
  },
};

const stages = ['Prophase', 'Metaphase', 'Anaphase', 'Telophase', 'Cytokinesis'] as const;

const ordering: TypeSample = {
  question: fc
    .tuple(fc.integer({ min: 2, max: 5 }), points, fc.boolean())
    .map(([count, pts, allOrNothing]) => ({
      id: 7,
      title: 'Put the stages in order.',
      isMultiple: false,
      options: [],
      rightAnswer: [],
      questionType: 'ordering',
      definition: {
        items: stages.slice(0, count).map((text, i) => ({ id: `secret-item-${i}`, text })),
        ...(allOrNothing ? { scoring: 'allOrNothing' } : {}),
      },
      ...(pts === undefined ? {} : { points: pts }),
    })),
  answer: (q) => {
    const texts = (q.definition as { items: { text: string }[] }).items.map((item) => item.text);
    return fc.oneof(
      fc.constant(undefined),
      fc
        .shuffledSubarray(texts, { minLength: texts.length, maxLength: texts.length })
        .map((response) => ({ response })),
      fc.constant({ response: ['Prophase', 'Prophase'] }),
      fc.constant({ response: 'Prophase' }),
    );
  },
  right: (q) => ({
    response: (q.definition as { items: { text: string }[] }).items.map((item) => item.text),
  }),
  solution: () => ['secret-item'],
  edit: (item, k, nextId) => {
    const items = (item.definition as { items: { id: string }[] } | undefined)?.items ?? [];
    const entry = pick(items, k);
    return pick<QuizEvent>(
      [
        { type: 'ordering.addItem', itemId: item.originId, entryId: nextId() },
        { type: 'ordering.removeItem', itemId: item.originId, entryId: entry.id },
        { type: 'ordering.setItem', itemId: item.originId, entryId: entry.id, text: `S${k}` },
        {
          type: 'ordering.moveItem',
          itemId: item.originId,
          entryId: entry.id,
          to: k % Math.max(1, items.length),
        },
        {
          type: 'ordering.setScoring',
          itemId: item.originId,
          scoring: k % 2 === 0 ? 'allOrNothing' : 'partial',
        },
        { type: 'ordering.setPlaces', itemId: item.originId, on: k % 3 !== 0 },
        {
          type: 'ordering.setPlace',
          itemId: item.originId,
          entryId: entry.id,
          place:
            k % 4 === 0 ? null : { shape: 'ellipse', x: 0.5, y: (k % 10) / 10, radiusX: 0.05, radiusY: 0.05 },
        },
      ],
      k,
    );
  },
};

const hotspotRegions = [
  { id: 'secret-region-0', shape: 'rectangle', x: 0.1, y: 0.1, width: 0.2, height: 0.2 },
  { id: 'secret-region-1', shape: 'ellipse', x: 0.7, y: 0.3, radiusX: 0.1, radiusY: 0.15 },
  {
    id: 'secret-region-2',
    shape: 'polygon',
    points: [
      { x: 0.4, y: 0.6 },
      { x: 0.9, y: 0.6 },
      { x: 0.65, y: 0.95 },
    ],
  },
] as const;
const hotspotInside = [
  { x: 0.2, y: 0.2 },
  { x: 0.7, y: 0.3 },
  { x: 0.65, y: 0.7 },
];
const share = fc.integer({ min: 0, max: 100 }).map((n) => n / 100);

const hotspot: TypeSample = {
  question: fc
    .tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 }), points)
    .map(([count, marks, pts]) => ({
      id: 8,
      title: 'Mark the nucleus.',
      isMultiple: false,
      options: [],
      rightAnswer: [],
      questionType: 'hotspot',
      image: '/media/uploads/quiz-images/cell.png',
      definition: { regions: hotspotRegions.slice(0, count), maxMarks: Math.min(count, marks) },
      ...(pts === undefined ? {} : { points: pts }),
    })),
  answer: () =>
    fc.oneof(
      fc.constant(undefined),
      fc.array(fc.record({ x: share, y: share }), { maxLength: 4 }).map((response) => ({ response })),
      fc.constantFrom({ response: [{ x: 2, y: 0 }] }, { response: 'middle' }, { response: [] }),
    ),
  right: (q) => {
    const { regions, maxMarks } = q.definition as { regions: unknown[]; maxMarks: number };
    return { response: hotspotInside.slice(0, Math.min(regions.length, maxMarks)) };
  },
  solution: () => ['secret-region', 'regions', 'width', 'radiusX', 'points'],
  edit: (item, k, nextId) => {
    const regions = (item.definition as { regions: { id: string }[] } | undefined)?.regions ?? [];
    const region = pick(regions.length > 0 ? regions : [{ id: 'none' }], k);
    return pick<QuizEvent>(
      [
        {
          type: 'hotspot.addRegion',
          itemId: item.originId,
          regionId: nextId(),
          region: { shape: 'ellipse', x: 0.5, y: 0.5, radiusX: (k % 9) / 10, radiusY: 0.1 },
        },
        { type: 'hotspot.removeRegion', itemId: item.originId, regionId: region.id },
        {
          type: 'hotspot.setRegion',
          itemId: item.originId,
          regionId: region.id,
          region: { shape: 'rectangle', x: (k % 10) / 10, y: 0.1, width: 0.1, height: 0.1 },
        },
        { type: 'hotspot.setMaxMarks', itemId: item.originId, maxMarks: (k % 3) + 1 },
      ],
      k,
    );
  },
};

const blankWords = ['Paris', 'ATP', 'mitochondri*', 'Neon'] as const;
/** A typed blank's rule (ADR 305): as a short answer's, close enough, or patterns (each with a response it accepts). */
const blankRules = [
  undefined,
  { kind: 'closeEnough', distance: 1 },
  { kind: 'closeEnough', distance: 3 },
  { kind: 'pattern' },
] as const;
const blankPatterns = ['Par(is)?', 'A[T]P', '(?:mitochondri(a|on))', 'Ne+on'] as const;
const patternRight = ['Par', 'ATP', 'mitochondrion', 'Neeon'] as const;

const fillInBlanks: TypeSample = {
  question: fc
    .tuple(
      fc.array(fc.boolean(), { minLength: 1, maxLength: 4 }),
      fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
      points,
      fc.boolean(),
      fc.array(fc.constantFrom(...blankRules), { minLength: 4, maxLength: 4 }),
    )
    .map(([dropdowns, cases, pts, allOrNothing, rules]) => ({
      id: 9,
      title: 'Fill in the blanks.',
      isMultiple: false,
      options: [],
      rightAnswer: [],
      questionType: 'fillInBlanks',
      definition: {
        text: dropdowns.map((_, i) => `Part ${i} is [[${i + 1}]].`).join(' '),
        gaps: dropdowns.map((dropdown, i) =>
          dropdown
            ? {
                id: `g${i}`,
                kind: 'dropdown',
                options: [
                  { id: `secret-wrong-${i}`, text: `Wrong ${i}` },
                  { id: `secret-right-${i}`, text: `Choice ${i}` },
                ],
                right: `secret-right-${i}`,
              }
            : {
                id: `g${i}`,
                kind: 'typed',
                answers: [
                  {
                    id: `secret-answer-${i}`,
                    text: rules[i]?.kind === 'pattern' ? blankPatterns[i]! : blankWords[i]!,
                  },
                ],
                caseSensitive: cases[i]!,
                ...(rules[i] ? { match: rules[i] } : {}),
              },
        ),
        ...(allOrNothing ? { scoring: 'allOrNothing' } : {}),
      },
      ...(pts === undefined ? {} : { points: pts }),
    })),
  answer: (q) => {
    const { gaps } = q.definition as { gaps: { id: string }[] };
    return fc.oneof(
      fc.constant(undefined),
      fc
        .array(
          fc.constantFrom(
            'Choice 0',
            'Wrong 1',
            'paris',
            ' ATP ',
            'mitochondrion',
            'neon',
            '',
            'x',
            'Pari',
            'Neeon',
          ),
          {
            minLength: gaps.length,
            maxLength: gaps.length,
          },
        )
        .map((answers) => ({ response: gaps.map((gap, i) => ({ gap: gap.id, answer: answers[i]! })) })),
      fc.constantFrom({ response: 'Paris' }, { response: [{ gap: 'g0' }] }, { response: [] }),
    );
  },
  right: (q) => ({
    response: (
      q.definition as {
        gaps: (
          | { id: string; kind: 'dropdown'; right: string; options: { id: string; text: string }[] }
          | {
              id: string;
              kind: 'typed';
              answers: { text: string }[];
              match?: { kind: string };
            }
        )[];
      }
    ).gaps.map((gap, i) => ({
      gap: gap.id,
      answer:
        gap.kind === 'dropdown'
          ? gap.options.find((o) => o.id === gap.right)!.text
          : gap.match?.kind === 'pattern'
            ? patternRight[i]!
            : gap.match?.kind === 'closeEnough'
              ? // One typo: the last letter left out.
                gap.answers[0]!.text.slice(0, -1)
              : gap.answers[0]!.text.replace('*', 'on'),
    })),
  }),
  solution: (q) => [
    ...(q.definition as { gaps: { kind: string; answers?: { text: string }[] }[] }).gaps.flatMap((gap) =>
      gap.kind === 'typed' ? gap.answers!.map((a) => a.text) : [],
    ),
    'secret-',
    'right',
    'answers',
    'caseSensitive',
    'closeEnough',
    'distance',
    'pattern',
  ],
  edit: (item, k, nextId) => {
    const gaps =
      (
        item.definition as
          | { gaps: { id: string; kind: string; options?: { id: string }[]; answers?: { id: string }[] }[] }
          | undefined
      )?.gaps ?? [];
    const itemId = item.originId;
    if (gaps.length === 0) return { type: 'fillInBlanks.addGap', itemId, gapId: nextId(), from: 0, to: 0 };
    const gap = pick(gaps, k);
    const entry = pick(gap.options ?? gap.answers ?? [], k);
    return pick<QuizEvent>(
      [
        { type: 'fillInBlanks.setText', itemId, text: `T${k} [[1]] and ${'[[2]] '.repeat(k % 2)}` },
        { type: 'fillInBlanks.addGap', itemId, gapId: nextId(), from: k % 7, to: (k * 3) % 11 },
        { type: 'fillInBlanks.removeGap', itemId, gapId: gap.id },
        { type: 'fillInBlanks.setKind', itemId, gapId: gap.id, kind: k % 2 ? 'dropdown' : 'typed' },
        { type: 'fillInBlanks.addEntry', itemId, gapId: gap.id, entryId: nextId() },
        { type: 'fillInBlanks.removeEntry', itemId, gapId: gap.id, entryId: entry.id },
        { type: 'fillInBlanks.setEntry', itemId, gapId: gap.id, entryId: entry.id, text: `E${k}` },
        { type: 'fillInBlanks.setRight', itemId, gapId: gap.id, entryId: entry.id },
        { type: 'fillInBlanks.setCaseSensitive', itemId, gapId: gap.id, caseSensitive: k % 3 === 0 },
        {
          type: 'fillInBlanks.setMatch',
          itemId,
          gapId: gap.id,
          match:
            k % 3 === 0
              ? null
              : k % 3 === 1
                ? { kind: 'closeEnough', distance: 1 + (k % 3) }
                : { kind: 'pattern' },
        },
        { type: 'fillInBlanks.setScoring', itemId, scoring: k % 2 === 0 ? 'allOrNothing' : 'partial' },
      ],
      k,
    );
  },
};

/** A text block (ADR 260): asks nothing, worth nothing; its only edit is its text. */
const textBlock: TypeSample = {
  question: fc
    .constantFrom('Read the passage below.', '<p>Part 2: <strong>cells</strong></p>')
    .map((title) => ({
      id: 10,
      title,
      isMultiple: false,
      options: [],
      rightAnswer: [],
      questionType: 'textBlock',
      definition: {},
      points: 0,
    })),
  answer: () => fc.constantFrom(undefined, { response: 'anything' }, { optionIds: [1] }),
  right: () => ({}),
  solution: () => [],
  edit: (item, k) => ({ type: 'question.setTitle', itemId: item.originId, title: `Passage ${k}` }),
  asksNothing: true,
};

/** A calculated question (ADR 291): wildcards drawn per attempt, a formula of them, a tolerance. */
const calculated: TypeSample = {
  question: fc
    .tuple(
      fc.integer({ min: -20, max: 20 }),
      fc.integer({ min: 0, max: 30 }),
      fc.integer({ min: 0, max: 2 }),
      fc.constantFrom(
        '{a} * 7919 + {b}',
        'sqrt({a}^2 + b^2) * 7919',
        'max(a, b) / 7919 + pi',
        '-a ** 2 + 7919 * b',
      ),
      fc.boolean(),
      points,
    )
    .map(([min, width, decimals, formula, relative, pts]) => ({
      id: 11,
      title: '<p>What is {a} combined with {b}?</p>',
      isMultiple: false,
      options: [],
      rightAnswer: [],
      questionType: 'calculated',
      definition: {
        variables: [
          { name: 'a', min, max: min + width, decimals },
          { name: 'b', min: 1, max: 9, decimals: 0 },
        ],
        formula,
        tolerance: relative ? 0.01 : 0.5,
        relative,
        decimals: 3,
      },
      ...(pts === undefined ? {} : { points: pts }),
    })),
  answer: () =>
    fc.oneof(
      fc.constant(undefined),
      fc.integer({ min: -2000, max: 2000 }).map((n) => ({ response: String(n / 8) })),
      fc.constantFrom({ response: '' }, { response: 'ten' }, { response: 7 }),
    ),
  right: (q) => ({ response: calculatedDraw(q).answerShown }),
  solution: () => ['7919', 'formula', 'tolerance'],
  edit: (item, k) =>
    pick<QuizEvent>(
      [
        { type: 'calculated.setFormula', itemId: item.originId, formula: k % 2 ? 'x * 2' : `x + ${k}` },
        {
          type: 'calculated.setVariable',
          itemId: item.originId,
          variable: { name: k % 3 ? 'x' : 'y', min: k, max: k + 5, decimals: k % 3 },
        },
        { type: 'calculated.removeVariable', itemId: item.originId, name: 'y' },
        { type: 'calculated.setTolerance', itemId: item.originId, tolerance: k / 10, relative: k % 2 === 0 },
        { type: 'calculated.setDecimals', itemId: item.originId, decimals: k % 5 },
        { type: 'question.setTitle', itemId: item.originId, title: `Twice {x} plus ${k}?` },
      ],
      k,
    ),
};

const hotTextWords = ['nucleus', 'ribosome', 'membrane', 'vacuole', 'cell wall'];

const hotText: TypeSample = {
  question: fc
    .tuple(
      fc.integer({ min: 1, max: 5 }),
      fc.nat(),
      points,
      fc.constantFrom('partial', 'allOrNothing', 'mapped'),
    )
    .map(([count, seed, pts, rule]) => {
      const words = hotTextWords.slice(0, count);
      const spans = words.map((text, i) => ({
        id: `w${i}`,
        text,
        right: i === seed % count || ((seed >> i) & 1) === 1,
        ...(rule === 'mapped' ? { points: i === seed % count ? 2 : -1 } : {}),
      }));
      return {
        id: 12,
        title: 'Pick the parts of a plant cell.',
        isMultiple: false,
        options: [],
        rightAnswer: [],
        questionType: 'hotText',
        definition: {
          passage: `A plant cell has ${words.map((w) => `[${w}]`).join(', ')}.`,
          spans,
          minChoices: 0,
          maxChoices: 0,
          ...(rule === 'allOrNothing' ? { scoring: 'allOrNothing' } : {}),
        },
        ...(pts === undefined ? {} : { points: pts }),
      };
    }),
  answer: (q) => {
    const ids = (q.definition as { spans: { id: string }[] }).spans.map((s) => s.id);
    return fc.oneof(
      fc.constant(undefined),
      fc.subarray(ids).map((response) => ({ response })),
      fc.constant({ response: ['not-a-span'] }),
      fc.constant({ response: 'nucleus' }),
    );
  },
  right: (q) => {
    const spans = (q.definition as { spans: { id: string; right: boolean; points?: number }[] }).spans;
    const mapped = spans.some((s) => s.points !== undefined);
    return { response: spans.filter((s) => (mapped ? (s.points ?? 0) > 0 : s.right)).map((s) => s.id) };
  },
  solution: () => ['"right"', 'points', 'true'],
  edit: (item, k) => {
    const spans = (item.definition as { spans: { id: string }[] } | undefined)?.spans ?? [];
    const span = spans.length > 0 ? pick(spans, k) : { id: 'none' };
    return pick<QuizEvent>(
      [
        { type: 'hotText.setPassage', itemId: item.originId, passage: `The [cell] has a [wall ${k}].` },
        { type: 'hotText.setRight', itemId: item.originId, spanId: span.id, right: k % 2 === 0 },
        { type: 'hotText.setSpanFeedback', itemId: item.originId, spanId: span.id, feedback: `F${k}` },
        { type: 'hotText.markSelection', itemId: item.originId, start: 0, end: 3 + (k % 4) },
        { type: 'hotText.setChoices', itemId: item.originId, minChoices: k % 2, maxChoices: k % 3 },
        {
          type: 'hotText.setScoring',
          itemId: item.originId,
          scoring: k % 2 === 0 ? 'partial' : 'allOrNothing',
        },
      ],
      k,
    );
  },
};

export const TYPE_SAMPLES: Readonly<Record<QuestionTypeName, TypeSample>> = {
  choice,
  trueFalse,
  shortAnswer,
  numeric,
  essay,
  fileUpload,
  matching,
  ordering,
  fillInBlanks,
  hotspot,
  textBlock,
  calculated,
  hotText,
  structure,
};

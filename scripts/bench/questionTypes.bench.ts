/**
 * What a quiz of every question type costs beside a choice-only quiz (issue "Every question type a teacher brings").
 *
 * Scoring: a 200-question attempt scored as the server scores a submission (`scoreAttempt` over the pinned
 * questions), once with 200 choice questions and once with the same number of questions of every registered type in
 * turn. Each repetition scores another student's answers (random answers per question, a fixed seed), so no result
 * is kept between two. Target: the mixed attempt within 5× the choice-only one and under 5 ms at the median.
 *
 * Editing: the editor document (reducer + history) with 20 and with 2,000 items of every type in turn; the same mix
 * of each type's own edits applied, undone and redone. Target as for the choice-only editor (editor.bench.ts): the
 * median at 2,000 items within 2× the median at 20.
 */
import fc from 'fast-check';
import { ITEM_TYPE, type Quiz, type QuizItem } from '../../src/domain/quiz/quiz';
import { dispatch, openDocument, redo, undo } from '../../src/domain/quiz/editor/quizEditorDocument';
import type { QuizEditorDocument } from '../../src/domain/quiz/editor/quizEditorDocument';
import type { StoredQuestion } from '../../src/questionTypes/shared/domain/questionType';
import { QUESTION_TYPE_NAMES, type QuestionTypeName } from '../../src/questionTypes/shared/domain/registry';
import { fromQuiz } from '../../src/domain/quiz/quizPayload';
import { scoreAttempt, type SavedAnswers } from '../../src/domain/take/scoring';
import { storedQuiz } from '../../tests/support/quizFixtures';
import { TYPE_SAMPLES } from '../../src/questionTypes/shared/tests/domain/typeSamples';
import { benchRuns, median, percentile } from './lib/measure';
import type { BenchResult } from './lib/types';

const GROUP = 'question types';
const QUESTIONS = 200;
const STUDENTS = 200;
const SCORING_RATIO_TARGET = 5;
const SCORING_MEDIAN_TARGET_MS = 5;
const EDITOR_RATIO_TARGET = 2;
const ITEMS_PER_ACTIVITY = 20;
const SEED = 20261123;

const typeAt = (types: readonly QuestionTypeName[], i: number) => types[i % types.length]!;

/** Questions of the given types in turn, each with a unique id, drawn from the registry's samples. */
function questions(types: readonly QuestionTypeName[], count: number): StoredQuestion[] {
  return Array.from({ length: count }, (_, i) => {
    const [question] = fc.sample(TYPE_SAMPLES[typeAt(types, i)].question, { numRuns: 1, seed: SEED + i });
    return { ...question!, id: i + 1 };
  });
}

/** One student's saved answers: a random answer per question, the right one for every third. */
function studentAnswers(
  list: readonly StoredQuestion[],
  types: readonly QuestionTypeName[],
  student: number,
) {
  const answers: Record<string, readonly number[]> = {};
  const responses: Record<string, unknown> = {};
  list.forEach((question, i) => {
    const sample = TYPE_SAMPLES[typeAt(types, i)];
    const [random] = fc.sample(sample.answer(question), { numRuns: 1, seed: SEED * 7 + student * 1000 + i });
    const saved = (student + i) % 3 === 0 ? sample.right(question) : random;
    if (saved?.optionIds) answers[String(question.id)] = saved.optionIds;
    if (saved?.response !== undefined) responses[String(question.id)] = saved.response;
  });
  return { answers, responses } satisfies SavedAnswers;
}

function measureScoring(types: readonly QuestionTypeName[]): number[] {
  const list = questions(types, QUESTIONS);
  const students = Array.from({ length: STUDENTS }, (_, s) => studentAnswers(list, types, s));
  for (const saved of students.slice(0, 20)) scoreAttempt(list, saved); // warm-up
  const timings: number[] = [];
  for (let run = 0; run < benchRuns(2); run++) {
    for (const saved of students) {
      const started = performance.now();
      scoreAttempt(list, saved);
      timings.push(performance.now() - started);
    }
  }
  return timings;
}

/** A quiz of `activityCount` × 20 questions of every type in turn, as the editor loads it. */
function mixedQuiz(activityCount: number): Quiz {
  let id = 0;
  let n = 0;
  const item = (sortIndex: number): QuizItem => {
    const type = typeAt(QUESTION_TYPE_NAMES, n++);
    const [sample] = fc.sample(TYPE_SAMPLES[type].question, { numRuns: 1, seed: SEED + n });
    const options = sample!.options.map((option) => ({ id: ++id, text: option.text }));
    const right = sample!.rightAnswer.flatMap((rightId) => {
      const index = sample!.options.findIndex((option) => option.id === rightId);
      return index >= 0 ? [options[index]!.id] : [];
    });
    return {
      id: ++id,
      sortIndex,
      type: ITEM_TYPE.text,
      title: `Question ${id}`,
      image: null,
      isMultiple: sample!.isMultiple,
      rightAnswer: right,
      article: null,
      textOptions: options,
      questionOrder: null,
      ...(type === 'choice' ? {} : { questionType: type }),
      ...(sample!.definition !== undefined
        ? { definition: sample!.definition as Record<string, unknown> }
        : {}),
    };
  };
  return storedQuiz({
    title: 'Benchmark quiz of every type',
    activities: Array.from({ length: activityCount }, (_, a) => ({
      id: ++id,
      title: `Activity ${a + 1}`,
      sortIndex: a + 1,
      items: Array.from({ length: ITEMS_PER_ACTIVITY }, (_, i) => item(i + 1)),
    })),
  });
}

let freshId = 0;
/** The i-th edit: each type's own edit of a question spread over the quiz. */
function edit(document: QuizEditorDocument, i: number) {
  const { activities } = document.state;
  const activity = activities[(i * 37) % activities.length]!;
  const item = activity.items[(i * 7) % activity.items.length]!;
  const type = (item.questionType ?? 'choice') as QuestionTypeName;
  return TYPE_SAMPLES[type].edit(item, i, () => `bench-${++freshId}`);
}

interface Timings {
  readonly apply: number[];
  readonly undo: number[];
  readonly redo: number[];
}

function measureEditor(activityCount: number, edits: number): Timings {
  let document = openDocument(fromQuiz(mixedQuiz(activityCount)));
  const timings: Timings = { apply: [], undo: [], redo: [] };
  for (let i = 0; i < 200; i++) document = dispatch(document, edit(document, i)).document; // warm-up
  for (let i = 0; i < edits; i++) {
    const event = edit(document, i);
    const started = performance.now();
    document = dispatch(document, event).document;
    timings.apply.push(performance.now() - started);
  }
  for (let i = 0; i < edits; i++) {
    const started = performance.now();
    document = undo(document);
    timings.undo.push(performance.now() - started);
  }
  for (let i = 0; i < edits; i++) {
    const started = performance.now();
    document = redo(document);
    timings.redo.push(performance.now() - started);
  }
  return timings;
}

const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;

export default async function run(): Promise<BenchResult[]> {
  const rows: BenchResult[] = [];
  const choiceOnly = measureScoring(['choice']);
  const mixed = measureScoring(QUESTION_TYPE_NAMES);
  const label = `${QUESTIONS}-question attempt`;
  rows.push(
    {
      group: GROUP,
      metric: `score a ${label}, choice only, median`,
      value: round(median(choiceOnly)),
      unit: 'ms',
    },
    {
      group: GROUP,
      metric: `score a ${label}, ${QUESTION_TYPE_NAMES.length} types in turn, median`,
      value: round(median(mixed)),
      unit: 'ms',
      target: `< ${SCORING_MEDIAN_TARGET_MS} ms`,
      pass: median(mixed) < SCORING_MEDIAN_TARGET_MS,
    },
    {
      group: GROUP,
      metric: `score a ${label}, ${QUESTION_TYPE_NAMES.length} types in turn, p99`,
      value: round(percentile(mixed, 99)),
      unit: 'ms',
    },
  );
  const ratio = median(mixed) / median(choiceOnly);
  rows.push({
    group: GROUP,
    metric: `score a ${label}: every type ÷ choice only (medians)`,
    value: round(ratio, 2),
    unit: '×',
    target: `≤ ${SCORING_RATIO_TARGET}×`,
    pass: ratio <= SCORING_RATIO_TARGET,
  });

  const edits = 1_000 * benchRuns(2);
  const small = measureEditor(1, edits);
  const large = measureEditor(100, edits);
  for (const op of ['apply', 'undo', 'redo'] as const) {
    rows.push({
      group: GROUP,
      metric: `${op} one edit of every type, 2,000 items, median`,
      value: round(median(large[op]) * 1000, 1),
      unit: 'µs',
    });
    const editorRatio = median(large[op]) / median(small[op]);
    rows.push({
      group: GROUP,
      metric: `${op} one edit of every type: median at 2,000 items ÷ at 20 items`,
      value: round(editorRatio, 2),
      unit: '×',
      target: `≤ ${EDITOR_RATIO_TARGET}×`,
      pass: editorRatio <= EDITOR_RATIO_TARGET,
    });
  }
  return rows;
}

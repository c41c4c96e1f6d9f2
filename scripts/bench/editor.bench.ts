/**
 * What one edit costs in the quiz editor, and whether it depends on the size of the quiz (it should not: events
 * carry their targets, immer copies only the path to the change, and undo/redo replay the change's patches).
 *
 * Two quizzes: 1 activity × 20 items, and 100 activities × 20 items (2,000 items). On each, the same mix of edits
 * (question title, right answer, option text, item reorder, activity rename) is applied through the editor
 * document (reducer + history), then undone one by one, then redone. Reports median and p99 per operation and the
 * ratio of the medians at 2,000 and at 20 items (target ≤ 2×). BENCH_RUNS scales the number of edits (default 4).
 *
 * Then the draft (ADR 083): 40 questions typed character by character into a new quiz (title and two options
 * each), and what writing the draft costs after every keystroke (building and serialising it, as `persistDraft`
 * does) and how long it is at the end. It must grow with undo steps, not keystrokes.
 */
import { ITEM_TYPE, type Quiz, type QuizItem } from '../../src/domain/quiz/quiz';
import {
  dispatch,
  draftEvents,
  openDocument,
  redo,
  undo,
  type QuizEditorDocument,
} from '../../src/domain/quiz/editor/quizEditorDocument';
import type { QuizEvent } from '../../src/domain/quiz/editor/quizEvents';
import { createDraft, serializeDraft } from '../../src/domain/quiz/editor/quizDraft';
import { newQuizState } from '../../src/domain/quiz/editor/quizEditorState';
import { fromQuiz } from '../../src/domain/quiz/quizPayload';
import { storedQuiz } from '../../tests/support/quizFixtures';
import { benchRuns, median, percentile } from './lib/measure';
import type { BenchResult } from './lib/types';

const GROUP = 'quiz editor';
const ITEMS_PER_ACTIVITY = 20;
const EDITS_PER_RUN = 1_000;
const RATIO_TARGET = 2;

export function syntheticQuiz(activityCount: number): Quiz {
  let id = 0;
  const item = (sortIndex: number): QuizItem => {
    const itemId = ++id;
    if (sortIndex % 5 === 0)
      return {
        id: itemId,
        sortIndex,
        type: ITEM_TYPE.video,
        title: `Video ${itemId}`,
        image: null,
        isMultiple: false,
        rightAnswer: [],
        article: { id: itemId, title: `Video ${itemId}` },
        textOptions: [],
        questionOrder: null,
      };
    const options = [1, 2, 3, 4].map((n) => ({ id: ++id, text: `Option ${n}` }));
    return {
      id: itemId,
      sortIndex,
      type: ITEM_TYPE.text,
      title: `Question ${itemId}`,
      image: null,
      isMultiple: false,
      rightAnswer: [options[0]!.id],
      article: null,
      textOptions: options,
      questionOrder: null,
    };
  };
  return storedQuiz({
    title: 'Benchmark quiz',
    activities: Array.from({ length: activityCount }, (_, a) => ({
      id: ++id,
      title: `Activity ${a + 1}`,
      sortIndex: a + 1,
      items: Array.from({ length: ITEMS_PER_ACTIVITY }, (_, i) => item(i + 1)),
    })),
  });
}

/** The i-th edit: spread over the quiz's activities and items, never the same field twice in a row. */
function edit(document: QuizEditorDocument, i: number): QuizEvent {
  const { activities } = document.state;
  const activity = activities[(i * 37) % activities.length]!;
  const questions = activity.items.filter((item) => item.type === ITEM_TYPE.text);
  const question = questions[i % questions.length]!;
  switch (i % 5) {
    case 0:
      return { type: 'question.setTitle', itemId: question.originId, title: `Edited ${i}` };
    case 1:
      return {
        type: 'answer.toggle',
        itemId: question.originId,
        optionId: question.textOptions[i % 4]!.originId,
      };
    case 2:
      return {
        type: 'option.setText',
        itemId: question.originId,
        optionId: question.textOptions[(i >> 1) % 4]!.originId,
        text: `Answer ${i}`,
      };
    case 3:
      return { type: 'item.reorder', itemId: question.originId, toIndex: i % ITEMS_PER_ACTIVITY };
    default:
      return { type: 'activity.rename', activityId: activity.originId, title: `Renamed ${i}` };
  }
}

interface Timings {
  readonly apply: number[];
  readonly undo: number[];
  readonly redo: number[];
}

function measure(activityCount: number, edits: number): Timings {
  let document = openDocument(fromQuiz(syntheticQuiz(activityCount)));
  const timings: Timings = { apply: [], undo: [], redo: [] };
  // Warm-up: the first changes freeze the loaded tree and let the JIT settle; they are not counted.
  for (let i = 0; i < 200; i++) document = dispatch(document, edit(document, i)).document;
  for (let i = 0; i < edits; i++) {
    const event = edit(document, i);
    const started = performance.now();
    const result = dispatch(document, event);
    timings.apply.push(performance.now() - started);
    document = result.document;
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

const µs = (ms: number) => Math.round(ms * 1000 * 10) / 10;

const TYPED_QUESTIONS = 40;
const QUESTION_TEXT = 'Which organelle makes most of the ATP in a cell?';
const OPTION_TEXTS = ['Mitochondria', 'Ribosomes'];
/** Keeping every keystroke's event would put the draft near 1M characters here; one event per step is ~20k. */
const DRAFT_SIZE_TARGET = 50_000;

interface DraftTimings {
  readonly keystrokes: number;
  readonly persist: number[];
  readonly size: number;
}

/** Types the questions one character at a time and persists the draft after each keystroke, as the editor does. */
function measureDraft(): DraftTimings {
  let document = openDocument(newQuizState('a1'));
  const persist: number[] = [];
  let keystrokes = 0;
  let size = 0;
  const type = (make: (text: string) => QuizEvent, text: string) => {
    for (let i = 1; i <= text.length; i++) {
      document = dispatch(document, make(text.slice(0, i))).document;
      keystrokes++;
      const started = performance.now();
      size = serializeDraft(createDraft('admin:new', null, draftEvents(document))).length;
      persist.push(performance.now() - started);
    }
  };
  for (let q = 1; q <= TYPED_QUESTIONS; q++) {
    const itemId = `q${q}`;
    const optionIds = [1, 2, 3, 4].map((o) => `${itemId}o${o}`);
    document = dispatch(document, { type: 'item.addQuestion', activityId: 'a1', itemId, optionIds }).document;
    type((title) => ({ type: 'question.setTitle', itemId, title }), QUESTION_TEXT);
    OPTION_TEXTS.forEach((text, o) =>
      type((typed) => ({ type: 'option.setText', itemId, optionId: optionIds[o]!, text: typed }), text),
    );
  }
  return { keystrokes, persist, size };
}

export default async function run(): Promise<BenchResult[]> {
  const edits = EDITS_PER_RUN * benchRuns(4);
  const small = measure(1, edits);
  const large = measure(100, edits);
  const rows: BenchResult[] = [];
  for (const op of ['apply', 'undo', 'redo'] as const) {
    for (const [label, timings] of [
      ['20 items', small],
      ['2,000 items', large],
    ] as const) {
      rows.push({
        group: GROUP,
        metric: `${op} one event, ${label}, median`,
        value: µs(median(timings[op])),
        unit: 'µs',
      });
      rows.push({
        group: GROUP,
        metric: `${op} one event, ${label}, p99`,
        value: µs(percentile(timings[op], 99)),
        unit: 'µs',
      });
    }
    const ratio = median(large[op]) / median(small[op]);
    rows.push({
      group: GROUP,
      metric: `${op}: median at 2,000 items ÷ at 20 items`,
      value: Math.round(ratio * 100) / 100,
      unit: '×',
      target: `≤ ${RATIO_TARGET}×`,
      pass: ratio <= RATIO_TARGET,
    });
  }
  const draft = measureDraft();
  const typed = `${draft.keystrokes.toLocaleString('en')} typed characters`;
  rows.push({
    group: GROUP,
    metric: `persist draft after ${typed}, median`,
    value: µs(median(draft.persist)),
    unit: 'µs',
  });
  rows.push({
    group: GROUP,
    metric: `persist draft after ${typed}, last keystroke`,
    value: µs(draft.persist.at(-1)!),
    unit: 'µs',
  });
  rows.push({
    group: GROUP,
    metric: `draft size after ${typed}`,
    value: draft.size,
    unit: 'chars',
    target: `≤ ${DRAFT_SIZE_TARGET.toLocaleString('en')}`,
    pass: draft.size <= DRAFT_SIZE_TARGET,
  });
  return rows;
}

/**
 * Moodle XML (`<quiz>` of `<question type="…">`): the format Moodle's question bank imports and exports. Category
 * pseudo-questions name the activity the questions after them go in; each question is read by the question type
 * that claims its Moodle type (src/questionTypes/<type>/server); every other one is skipped and reported with its type and
 * why. Images embedded in the question text (`<file encoding="base64">`, shown as `@@PLUGINFILE@@/name`) come back
 * as files of the upload.
 */
import { imagesInHtml } from '../exports/questionImages';
import { readWithTypes } from '../../src/questionTypes/shared/server/readWithTypes';
import { ownMoodleFields, withOwnFields } from './ownFields';
import { notHeld } from './itemNotes';
import { QUIZ_CATEGORY_ID } from '../exports/exportMarks';
import {
  skippedItem,
  withSourceKind,
  type ImportedDraw,
  type ImportedQuestion,
  type ReadOptions,
  type ReadPackage,
  type SkippedItem,
} from './importedQuiz';
import { categoryName, moodleItemName, moodleSource, moodleText, type MoodleSource } from './moodleQuestion';
import { quizOfEntries, type ReadEntry } from './questionDraft';
import { child, elements, textOf, type XmlElement } from './xmlTree';
import { moodleHints } from '../hints/moodleHints';

export interface MoodleXmlRead extends ReadPackage {
  /** The files embedded in question texts, by the path their questions' images name. */
  readonly files: ReadonlyMap<string, Uint8Array>;
}

export const MOODLE_REASONS = {
  description: 'A description is text shown between questions, not a question.',
  other: notHeld,
} as const;

export const MOODLE_NOTES = {
  feedbackPicture: (src: string) =>
    `The feedback's picture ${decodeURIComponentSafe(src.replace(/^@@PLUGINFILE@@\//, ''))} is not kept: feedback here is text.`,
} as const;

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const REASONS: Readonly<Record<string, string>> = { description: MOODLE_REASONS.description };

/** The pictures a question's feedback shows (general, right, wrong, per answer): feedback here is text. */
function feedbackPictures(question: XmlElement): string[] {
  const fields = elements(question).flatMap((field) =>
    /feedback$/.test(field.name) ? [field] : field.name === 'answer' ? elements(field, 'feedback') : [],
  );
  return [...new Set(fields.flatMap((field) => imagesInHtml(moodleText(field)).map((image) => image.src)))];
}

function readQuestion(question: XmlElement, index: number, files: Map<string, Uint8Array>): ReadEntry {
  const source = moodleSource(question, index, files);
  const item = moodleItemName(source);
  const { result, kind } = readWithTypes('moodleXml', source, { item, type: source.type }, () => ({
    kind: 'skipped',
    item,
    type: source.type,
    reason: REASONS[source.type] ?? MOODLE_REASONS.other(source.type),
  }));
  const lost = result.kind === 'question' ? feedbackPictures(question) : [];
  const hints = result.kind === 'question' ? moodleHints(question) : [];
  const read =
    result.kind === 'question'
      ? {
          ...result,
          // What our own export keeps beyond Moodle XML (ADR 392).
          question: withOwnFields(
            hints.length > 0 ? { ...result.question, hints } : result.question,
            ownMoodleFields(question),
          ),
        }
      : result;
  if (read.kind !== 'question' || lost.length === 0) return withSourceKind(read, kind);
  const notes = [...(read.question.notes ?? []), ...lost.map(MOODLE_NOTES.feedbackPicture)];
  return withSourceKind({ ...read, question: { ...read.question, notes } }, kind);
}

/** A category of the file: its path below `top` (levels joined by `/`) and the name its last level gives it. */
interface CategoryPlace {
  readonly path: string;
  readonly name?: string;
  /** The console's own export marks the categories of the quiz's activities (not a bank's). */
  readonly ofQuiz: boolean;
}

function categoryPlace(question: XmlElement): CategoryPlace {
  const written = moodleText(child(question, 'category'));
  const levels = written
    .split(/(?<!\/)\/(?!\/)/)
    .map((s) => s.trim())
    .filter((s) => s !== '' && !/^\$\w+\$$/.test(s));
  const path = (levels[0] === 'top' ? levels.slice(1) : levels).join('/');
  const name = categoryName(written);
  const idnumber = child(question, 'idnumber');
  return {
    path,
    ...(name !== undefined ? { name } : {}),
    ofQuiz: idnumber !== undefined && textOf(idnumber).trim() === QUIZ_CATEGORY_ID,
  };
}

/** A random question: draws one question of its category (and its subcategories when `includesubcats`). */
function withSubcategories(question: XmlElement): boolean {
  const field = child(question, 'includesubcats');
  const written = field ? textOf(field) : moodleText(child(question, 'questiontext'));
  return /^\s*(1|true)\s*$/i.test(written);
}

const questionName = (question: XmlElement, fallback: string) =>
  moodleText(child(question, 'name')).trim() || fallback;

export const MOODLE_DRAW_NOTES = {
  subcategories: (category: string) =>
    `The questions of the subcategories of "${category}" are in its bank category: the slot draws from all of them.`,
} as const;

/**
 * A Moodle XML document as one quiz named `fallbackTitle`, an activity per category. A document with random
 * questions is read as a quiz built on a bank (ADR 259): every category's questions go to a bank named after the
 * document (a category each, a random question's subcategories folded into its category), except the categories the
 * console's own export marks as the quiz's activities; the random questions of one category become one random slot
 * drawing as many.
 */
export function readMoodleXml(
  root: XmlElement,
  fallbackTitle: string,
  options: ReadOptions = {},
): MoodleXmlRead {
  const files = new Map<string, Uint8Array>();
  const questions = elements(root, 'question');
  if (!questions.some((q) => q.attributes.type === 'random')) {
    const entries = questions.map((question, index): ReadEntry => {
      if (question.attributes.type !== 'category') return readQuestion(question, index, files);
      const name = categoryName(moodleText(child(question, 'category')));
      return { kind: 'category', ...(name !== undefined ? { name } : {}) };
    });
    return { ...quizOfEntries(fallbackTitle, entries, options), files };
  }
  return { ...readWithRandom(questions, fallbackTitle, files), files };
}

/** A document with random questions: the quiz's slots, the bank's categories, its own activities' questions. */
function readWithRandom(
  questions: readonly XmlElement[],
  title: string,
  files: Map<string, Uint8Array>,
): ReadPackage {
  // Where each question is, and which categories random questions draw from (with their subcategories or not).
  let place: CategoryPlace = { path: '', ofQuiz: false };
  const placed: { question: XmlElement; index: number; place: CategoryPlace }[] = [];
  for (const [index, question] of questions.entries()) {
    if (question.attributes.type === 'category') place = categoryPlace(question);
    else placed.push({ question, index, place });
  }
  const folding = new Set(
    placed
      .filter((p) => p.question.attributes.type === 'random' && withSubcategories(p.question))
      .map((p) => p.place.path),
  );
  /** The category a question's place is folded into: the highest one drawn with its subcategories above it. */
  const home = (path: string) => {
    const levels = path.split('/');
    for (let n = 1; n < levels.length; n++) {
      const above = levels.slice(0, n).join('/');
      if (folding.has(above)) return above;
    }
    return path;
  };
  const bankKey = 'moodle';
  const categories = new Map<string, { title: string; items: ImportedQuestion[] }>();
  const titles = new Set<string>();
  const categoryFor = (path: string, name: string | undefined) => {
    const found = categories.get(path);
    if (found) return found;
    const wanted = (name ?? path.split('/').at(-1) ?? '').slice(0, 500) || 'Default';
    let unique = wanted;
    for (let n = 2; titles.has(unique); n++) unique = `${wanted} (${n})`;
    titles.add(unique);
    const made = { title: unique, items: [] as ImportedQuestion[] };
    categories.set(path, made);
    return made;
  };
  const activities = new Map<string, ImportedQuestion[]>();
  const slots = new Map<string, { count: number; sources: string[]; folded: boolean }>();
  const skipped: SkippedItem[] = [];
  const names = new Map<string, string | undefined>(placed.map((p) => [p.place.path, p.place.name]));
  for (const { question, index, place } of placed) {
    if (question.attributes.type === 'random') {
      const path = home(place.path);
      const slot = slots.get(path) ?? { count: 0, sources: [], folded: false };
      slot.count++;
      slot.sources.push(questionName(question, `Random question ${index + 1}`));
      slot.folded ||= withSubcategories(question);
      slots.set(path, slot);
      continue;
    }
    const entry = readQuestion(question, index, files);
    if (entry.kind === 'skipped') {
      skipped.push(skippedItem(title, entry));
      continue;
    }
    if (entry.kind !== 'question') continue;
    if (place.ofQuiz) {
      const activity = (place.name ?? 'Activity 1').slice(0, 500);
      activities.set(activity, [...(activities.get(activity) ?? []), entry.question]);
      continue;
    }
    const path = home(place.path);
    categoryFor(path, names.get(path)).items.push(entry.question);
  }
  const draws: ImportedDraw[] = [...slots].map(([path, slot]) => {
    const category = categoryFor(path, names.get(path)).title;
    return {
      bank: bankKey,
      category,
      count: slot.count,
      label: slot.sources[0]!,
      sources: slot.sources,
      ...(slot.folded ? { notes: [MOODLE_DRAW_NOTES.subcategories(category)] } : {}),
    };
  });
  const own = [...activities].map(([name, items]) => ({ title: name, items }));
  return {
    quizzes: [
      {
        title,
        activities:
          own.length > 0
            ? [...own.slice(0, -1), { ...own.at(-1)!, draws }]
            : [{ title: 'Activity 1', items: [], draws }],
      },
      { title, bank: { key: bankKey }, activities: [...categories.values()] },
    ],
    skipped,
  };
}

/** The questions of a Moodle XML document as the question types' readers take them (categories left out). */
export function moodleSources(root: XmlElement): MoodleSource[] {
  const files = new Map<string, Uint8Array>();
  return elements(root, 'question').flatMap((question, index) =>
    question.attributes.type === 'category' ? [] : [moodleSource(question, index, files)],
  );
}

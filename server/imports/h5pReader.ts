/**
 * Reads an H5P Interactive Video package (ADR 349): a zip with `h5p.json` at its root (`mainLibrary`
 * "H5P.InteractiveVideo", `title`) and `content/content.json`, whose `interactiveVideo` holds the video
 * (`video.files`, `startScreenOptions.title`), the interactions at their moments (`assets.interactions[]`: `duration.
 * from`, `pause`, `adaptivity`, `action.library` and `action.params`), the bookmarks, the summary task and the
 * player's settings (`override.preventSkippingMode`, or `preventSkipping` before it).
 *
 * It becomes one quiz of one activity: the video item first (no catalog article: the author picks it), then each
 * interaction the console can ask, in the order of its moment, with that moment; texts and links become notes over
 * the video, bookmarks its chapters; the summary is asked after the video. Each interaction has a line in the report.
 */
import {
  tenths,
  VIDEO_MOMENT_LIMITS,
  type VideoMoment,
  type VideoSettings,
} from '../../src/domain/quiz/videoMoments/videoMoments';
import { readH5pContent } from './h5pInteractions';
import { refuse } from './importErrors';
import type {
  ImportedItem,
  ImportedQuestion,
  ImportedVideo,
  ReadPackage,
  SkippedItem,
  VideoMark,
} from './importedQuiz';
import { PACKAGE_XML_MAX_BYTES } from './packageReader';
import { htmlText, short } from './questionDraft';

export const H5P_MESSAGES = {
  noH5pJson: 'The .h5p package has no h5p.json at its root.',
  noContent: 'The H5P package has no content/content.json.',
  badJson: (name: string) => `The file ${name} is not valid JSON.`,
  tooMuchJson: (mb: number) => `The package has more than ${mb} MB of JSON to read.`,
  notInteractiveVideo: (library: string) =>
    `The H5P package is ${library || 'of no content type'}, not an Interactive Video: only H5P Interactive Video is imported.`,
} as const;

export const H5P_VIDEO_NOTES = {
  pickArticle: (source: string) =>
    `The video (${source}) is not an article of this catalog: pick the article that shows it in the editor; its questions keep their moments.`,
  bothWays: 'H5P also prevented skipping back; the console prevents only skipping ahead of what was watched.',
  chaptersCut: `Only the first ${VIDEO_MOMENT_LIMITS.chaptersMax} bookmarks were kept as chapters.`,
  summary: 'H5P asked the summary at the end of the video; it is asked after the video.',
  note: (at: string) => `Shown over the video at ${at} as a note.`,
  jumpBackLeft: (to: string) =>
    `Going back to ${to} on a wrong answer was left out: it is not before the question.`,
  correctSeek: 'Going to another moment on a right answer is not kept.',
} as const;

const NOTE_REASONS = { tooMany: `The video already has ${VIDEO_MOMENT_LIMITS.notesMax} notes.` } as const;

type Json = Readonly<Record<string, unknown>>;
const objectOf = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
const listOf = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
const secondsOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0
    ? tenths(Math.min(value, VIDEO_MOMENT_LIMITS.secondsMax))
    : undefined;

/** `m:ss` (or `h:mm:ss`) of a moment, as the report says it. */
export function clockOf(seconds: number): string {
  const whole = Math.floor(seconds);
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** Whether an upload's files are an H5P package: its `h5p.json` at the root. */
export const isH5pPackage = (files: ReadonlyMap<string, Uint8Array>) => files.has('h5p.json');

function readJson(files: ReadonlyMap<string, Uint8Array>, path: string, missing: string): Json {
  const bytes = files.get(path);
  if (!bytes) throw refuse(missing);
  try {
    const value: unknown = JSON.parse(
      new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, ''),
    );
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not an object');
    return value as Json;
  } catch {
    throw refuse(H5P_MESSAGES.badJson(path));
  }
}

/** The interaction's moment: `duration.from`, pausing, must-answer (`requireCompletion`), going back on a wrong answer. */
function momentOf(interaction: Json, notes: string[]): VideoMoment {
  const at = secondsOf(objectOf(interaction.duration).from) ?? 0;
  const adaptivity = objectOf(interaction.adaptivity);
  const mustAnswer = adaptivity.requireCompletion === true;
  const back = secondsOf(objectOf(adaptivity.wrong).seekTo);
  if (back !== undefined && back >= at) notes.push(H5P_VIDEO_NOTES.jumpBackLeft(clockOf(back)));
  if (secondsOf(objectOf(adaptivity.correct).seekTo) !== undefined) notes.push(H5P_VIDEO_NOTES.correctSeek);
  return {
    at,
    pause: interaction.pause === true || mustAnswer,
    mustAnswer,
    ...(back !== undefined && back < at ? { jumpBackTo: back } : {}),
  };
}

const withNotes = (question: ImportedQuestion, notes: readonly string[]): ImportedQuestion =>
  notes.length === 0 ? question : { ...question, notes: [...(question.notes ?? []), ...notes] };

/** The source's name of an interaction (its title in H5P's editor), else its label, else its library. */
function nameOf(interaction: Json, library: string): string {
  const action = objectOf(interaction.action);
  const title = htmlText(textOf(objectOf(action.metadata).title) || textOf(interaction.label));
  return short(title) || library;
}

/** An H5P package's files (rooted at h5p.json) as the console's quiz, with a report line for each interaction. */
export function readH5pPackage(
  files: ReadonlyMap<string, Uint8Array>,
  uploadName: string,
  jsonMaxBytes = PACKAGE_XML_MAX_BYTES,
): ReadPackage {
  const size =
    (files.get('h5p.json')?.byteLength ?? 0) + (files.get('content/content.json')?.byteLength ?? 0);
  if (size > jsonMaxBytes) throw refuse(H5P_MESSAGES.tooMuchJson(Math.round(jsonMaxBytes / 1024 / 1024)));
  const h5p = readJson(files, 'h5p.json', H5P_MESSAGES.noH5pJson);
  const mainLibrary = textOf(h5p.mainLibrary);
  if (mainLibrary !== 'H5P.InteractiveVideo') throw refuse(H5P_MESSAGES.notInteractiveVideo(mainLibrary));
  const contentJson = readJson(files, 'content/content.json', H5P_MESSAGES.noContent);
  const iv = objectOf(contentJson.interactiveVideo);
  const title = quizTitle(htmlText(textOf(h5p.title)), uploadName);

  const video = objectOf(iv.video);
  const videoTitle = htmlText(textOf(objectOf(video.startScreenOptions).title)).slice(0, 500) || title;
  const path = textOf(objectOf(listOf(video.files)[0]).path);
  const source = /^https?:\/\//i.test(path) ? path : path ? `content/${path.replace(/^\/+/, '')}` : 'none';
  // The player's settings sit beside `interactiveVideo` (some editors wrote them inside it).
  const override = objectOf(contentJson.override ?? iv.override);
  const mode = textOf(override.preventSkippingMode);
  const videoNotes = [H5P_VIDEO_NOTES.pickArticle(source)];
  if (mode === 'both') videoNotes.push(H5P_VIDEO_NOTES.bothWays);

  const bookmarks = listOf(objectOf(iv.assets).bookmarks).map(objectOf);
  if (bookmarks.length > VIDEO_MOMENT_LIMITS.chaptersMax) videoNotes.push(H5P_VIDEO_NOTES.chaptersCut);
  const chapters = bookmarks.slice(0, VIDEO_MOMENT_LIMITS.chaptersMax).map((bookmark, index) => ({
    at: secondsOf(bookmark.time) ?? 0,
    title:
      htmlText(textOf(bookmark.label)).slice(0, VIDEO_MOMENT_LIMITS.chapterTitleMax) ||
      `Chapter ${index + 1}`,
  }));

  const questions: { at: number; question: ImportedQuestion }[] = [];
  const notes: { at: number; text: string }[] = [];
  const marks: VideoMark[] = [];
  const skipped: SkippedItem[] = [];
  const interactions = listOf(objectOf(iv.assets).interactions).map(objectOf);
  for (const interaction of interactions) {
    const action = objectOf(interaction.action);
    const library = textOf(action.library).split(' ')[0] ?? '';
    const name = nameOf(interaction, library || 'Interaction');
    const read = readH5pContent(library, objectOf(action.params));
    const momentNotes: string[] = [];
    const moment = momentOf(interaction, momentNotes);
    if (read.kind === 'skipped') {
      skipped.push({ quiz: title, item: name, type: library || 'interaction', reason: read.reason });
    } else if (read.kind === 'note') {
      if (notes.length >= VIDEO_MOMENT_LIMITS.notesMax) {
        skipped.push({ quiz: title, item: name, type: library, reason: NOTE_REASONS.tooMany });
        continue;
      }
      notes.push({ at: moment.at, text: read.text.slice(0, VIDEO_MOMENT_LIMITS.noteTextMax) });
      marks.push({ item: name, type: library, notes: [H5P_VIDEO_NOTES.note(clockOf(moment.at))] });
    } else {
      const pieces = read.questions.length > 1;
      const itemNotes = [...(read.notes ?? []), ...momentNotes];
      read.questions.forEach((question, index) =>
        questions.push({
          at: moment.at,
          question: {
            ...withNotes(question, pieces ? [] : itemNotes),
            moment,
            ...(pieces ? { partOf: { item: name, index, notes: itemNotes } } : {}),
          },
        }),
      );
    }
  }

  const settings: VideoSettings = {
    ...(mode === 'forward' || mode === 'both' || override.preventSkipping === true
      ? { preventSkipping: true }
      : {}),
    ...(chapters.length > 0 ? { chapters } : {}),
    ...(notes.length > 0 ? { notes: notes.sort((a, b) => a.at - b.at) } : {}),
  };
  const videoItem: ImportedVideo = {
    kind: 'video',
    title: videoTitle,
    ...(source !== 'none' ? { url: source } : {}),
    toPick: true,
    notes: videoNotes,
    ...(Object.keys(settings).length > 0 ? { settings } : {}),
    ...(marks.length > 0 ? { marks } : {}),
  };
  const summary = summaryQuestions(objectOf(objectOf(iv.summary).task), title, skipped);
  const items: ImportedItem[] = [
    videoItem,
    ...questions.sort((a, b) => a.at - b.at).map((entry) => entry.question),
    ...summary,
  ];
  return { quizzes: [{ title, activities: [{ title: videoTitle, items }] }], skipped };
}

/** The summary H5P asks at the end of the video: asked after it, with no moment. */
function summaryQuestions(task: Json, quiz: string, skipped: SkippedItem[]): ImportedQuestion[] {
  const library = textOf(task.library).split(' ')[0] ?? '';
  const params = objectOf(task.params);
  if (library === '' || listOf(params.summaries).length === 0) return [];
  const read = readH5pContent(library, params);
  if (read.kind !== 'questions') {
    if (read.kind === 'skipped') skipped.push({ quiz, item: 'Summary', type: library, reason: read.reason });
    return [];
  }
  return read.questions.map((question, index) => ({
    ...question,
    partOf: { item: 'Summary', index, notes: [H5P_VIDEO_NOTES.summary, ...(read.notes ?? [])] },
  }));
}

function quizTitle(title: string, uploadName: string): string {
  const clean = (title || uploadName.replace(/\.(h5p|zip)$/i, '')).trim().slice(0, 500);
  return clean.length >= 3 ? clean : clean.length > 0 ? `Imported quiz: ${clean}` : 'Imported quiz';
}

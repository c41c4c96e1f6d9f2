/**
 * Reading back what the console's own exports carry beyond questions (ADR 155): video items with their catalog
 * article, activities, the time limit and the graded flag. The readers call these hooks; each answers nothing for
 * a package some other tool wrote, which is then read as before.
 */
import { posix } from 'node:path';
import { articleOfLabel, GRADED_KEYWORD, TOOL_NAME } from '../exports/exportMarks';
import { htmlAttribute } from '../exports/questionImages';
import { escapeHtml, plainText } from '../exports/xml';
import { VIDEO_MOMENT_ELEMENTS } from '../exports/videoMomentMetadata';
import {
  tenths,
  type VideoMoment,
  VideoMomentSchema,
  type VideoSettings,
  VideoSettingsSchema,
} from '../../src/domain/quiz/videoMoments/videoMoments';
import { videoField } from '../../src/domain/quiz/videoMoments/videoMomentFields';
import type { ImportedActivity, ImportedItem, ImportedVideo, ItemResult, SkippedItem } from './importedQuiz';
import { child, descendants, elements, textOf, type XmlElement } from './xmlTree';

const isWebAddress = (href: string) => /^https?:\/\//i.test(href);

/** QTI 2.1: a video item of the console's (its label names the article), read from the item at `path`. */
export function ownQti2Video(item: XmlElement, path = 'items/item.xml'): ImportedVideo | undefined {
  const articleId = articleOfLabel(item.attributes.label);
  if (item.attributes.toolName !== TOOL_NAME || articleId === undefined) return undefined;
  const data = descendants(item, 'object')[0]?.attributes.data?.trim();
  const url =
    data === undefined || data === ''
      ? undefined
      : isWebAddress(data)
        ? data
        : posix.normalize(posix.join(posix.dirname(path), data));
  return { kind: 'video', title: item.attributes.title ?? '', articleId, ...(url ? { url } : {}) };
}

/** QTI 2.1: the time limit (minutes) and graded flag of the console's assessment test; nothing for another's. */
export function ownQti2Settings(test: XmlElement): { duration?: number | null; isGraded?: boolean } {
  if (test.attributes.toolName !== TOOL_NAME) return {};
  const maxTime = Number(child(test, 'timeLimits')?.attributes.maxTime);
  const score = elements(test, 'outcomeDeclaration').find((o) => o.attributes.identifier === 'SCORE');
  return {
    duration: Number.isFinite(maxTime) && maxTime > 0 ? maxTime / 60 : null,
    isGraded: score?.attributes.masteryValue !== undefined,
  };
}

/** Common Cartridge: the graded flag the manifest's keyword gives, for quizzes read as the console's. */
export function ownCartridgeGraded(manifest: XmlElement): boolean {
  const metadata = child(manifest, 'metadata');
  return (metadata ? descendants(metadata, 'keyword') : []).some((k) => textOf(k) === GRADED_KEYWORD);
}

const VIDEO_BLOCK = /<div data-article-id="(\d{1,9})">([\s\S]*?)<\/div>/g;
const QUESTION_BLOCK = /<div data-activity="(\d{1,12})">/;

/** The HTML from `start` to the `</div>` closing the div opened just before it (the question's rich text has divs). */
function divContent(html: string, start: number): string {
  let depth = 1;
  for (const tag of html.slice(start).matchAll(/<(\/?)div\b[^>]*>/gi)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, start + tag.index);
  }
  return html.slice(start);
}

interface CcBlocks {
  readonly activity: string;
  readonly before: ImportedVideo[];
  readonly after: ImportedVideo[];
  /** The question's own HTML, without the videos. */
  readonly html: string;
}

function videoOf(articleId: string, inner: string): ImportedVideo {
  const href = /<a\b[^>]*>/.exec(inner)?.[0] ?? /<video\b[^>]*>/.exec(inner)?.[0];
  const url = href ? (htmlAttribute(href, 'href') ?? htmlAttribute(href, 'src')) : undefined;
  const title = plainText(/<p>([\s\S]*?)<\/p>/.exec(inner)?.[1] ?? '');
  return { kind: 'video', title, articleId: Number(articleId), ...(url ? { url } : {}) };
}

/** The blocks of a console question's HTML prompt; undefined when it is not one. */
function ccBlocks(item: XmlElement): CcBlocks | undefined {
  const presentation = child(item, 'presentation');
  const mattext = presentation
    ? descendants(child(presentation, 'material') ?? presentation, 'mattext')[0]
    : undefined;
  if (!mattext || mattext.attributes.texttype !== 'text/html') return undefined;
  const html = textOf(mattext);
  const question = QUESTION_BLOCK.exec(html);
  if (!question) return undefined;
  const inner = divContent(html, question.index + question[0].length);
  const before: ImportedVideo[] = [];
  const after: ImportedVideo[] = [];
  for (const match of html.matchAll(VIDEO_BLOCK))
    (match.index < question.index ? before : after).push(videoOf(match[1]!, match[2]!));
  return { activity: question[1]!, before, after, html: inner };
}

/** The item with its prompt replaced by `html`. */
function withPrompt(item: XmlElement, html: string): XmlElement {
  const replace = (node: XmlElement): XmlElement =>
    node.name === 'mattext'
      ? { ...node, children: [html] }
      : { ...node, children: node.children.map((c) => (typeof c === 'string' ? c : replace(c))) };
  return {
    ...item,
    children: item.children.map((c) => {
      if (typeof c === 'string' || c.name !== 'presentation') return c;
      const first = child(c, 'material');
      return { ...c, children: c.children.map((m) => (m === first ? replace(m) : m)) };
    }),
  };
}

const metadataField = (item: XmlElement, label: string) =>
  descendants(item, 'qtimetadatafield')
    .filter((f) => textOf(child(f, 'fieldlabel') ?? '') === label)
    .map((f) => textOf(child(f, 'fieldentry') ?? ''))[0];

/**
 * Common Cartridge (QTI 1.2 profile): an assessment the console exported, with its activities (each question's
 * category and activity block), the videos shown with its questions as video items, and its time limit; undefined
 * when the assessment is not one.
 */
export function ownCcAssessment(
  assessment: XmlElement,
  title: string,
  readItem: (item: XmlElement) => ItemResult,
):
  | {
      quiz: { title: string; activities: ImportedActivity[]; duration: number | null; isGraded: boolean };
      skipped: SkippedItem[];
    }
  | undefined {
  const items = descendants(assessment, 'item');
  const blocks = items.map(ccBlocks);
  if (items.length === 0 || blocks.some((b) => b === undefined)) return undefined;
  const activities: { key: string; title: string; items: ImportedItem[] }[] = [];
  const skipped: SkippedItem[] = [];
  items.forEach((item, index) => {
    const block = blocks[index]!;
    let activity = activities.at(-1);
    if (!activity || activity.key !== block.activity) {
      activity = { key: block.activity, title: metadataField(item, 'cc_question_category') ?? '', items: [] };
      activities.push(activity);
    }
    const result = readItem(withPrompt(item, block.html));
    if (result.kind === 'skipped') skipped.push({ quiz: title, item: result.item, type: result.type });
    const read =
      result.kind === 'question' ? [result.question] : result.kind === 'video' ? [result.video] : [];
    activity.items.push(...block.before, ...read, ...block.after);
  });
  const settings = child(assessment, 'qtimetadata');
  const limit = Number(settings ? metadataField(settings, 'qmd_timelimit') : undefined);
  return {
    quiz: {
      title,
      activities: activities.map((a, i) => ({ title: a.title || `Activity ${i + 1}`, items: a.items })),
      duration: Number.isFinite(limit) && limit > 0 ? limit : null,
      isGraded: false,
    },
    skipped,
  };
}

/** A number of seconds written by the console's interactive-video metadata; undefined when it is none. */
const secondsOf = (text: string | undefined): number | undefined => {
  const value = Number(text);
  return text === undefined || text.trim() === '' || !Number.isFinite(value) ? undefined : value;
};

/** The extension element of a manifest resource's LOM record (ADR 343); undefined when there is none. */
const ownMetadata = (resource: XmlElement | undefined, name: string) =>
  resource && descendants(resource, name)[0];

/**
 * QTI 2.1: a question's moment as the console's manifest keeps it in the item's resource (ADR 343); undefined for a
 * resource without one, or one that does not read as a moment (then the question is asked beside the video).
 */
export function ownQti2Moment(resource: XmlElement | undefined): VideoMoment | undefined {
  const element = ownMetadata(resource, VIDEO_MOMENT_ELEMENTS.moment);
  if (!element) return undefined;
  const { attributes } = element;
  const back = secondsOf(attributes.jumpBackTo);
  const read = VideoMomentSchema.safeParse({
    at: secondsOf(attributes.at),
    pause: attributes.pause === 'true' || attributes.mustAnswer === 'true',
    mustAnswer: attributes.mustAnswer === 'true',
  });
  if (!read.success) return undefined;
  const moment = { ...read.data, at: tenths(read.data.at) };
  // A jump back that is not a moment before this one would not save: the question keeps its moment without it.
  return back !== undefined && back >= 0 && tenths(back) < moment.at
    ? { ...moment, jumpBackTo: tenths(back) }
    : moment;
}

/** QTI 2.1: a video's settings as the console's manifest keeps them in the item's resource (ADR 343). */
export function ownQti2VideoSettings(resource: XmlElement | undefined): VideoSettings | undefined {
  const element = ownMetadata(resource, VIDEO_MOMENT_ELEMENTS.settings);
  if (!element) return undefined;
  const { preventSkipping, requireWatched, speeds } = element.attributes;
  const timed = (name: string) =>
    elements(element, name).map((mark) => ({ at: secondsOf(mark.attributes.at), text: textOf(mark).trim() }));
  // A chapter without a title or a note without a text would not save: it is left out.
  const chapters = timed(VIDEO_MOMENT_ELEMENTS.chapter)
    .filter(({ text }) => text !== '')
    .map(({ at, text }) => ({ at, title: text }));
  const notes = timed(VIDEO_MOMENT_ELEMENTS.note)
    .filter(({ text }) => text !== '')
    .map(({ at, text }) => ({ at, text: escapeHtml(text) }));
  const read = VideoSettingsSchema.safeParse({
    ...(preventSkipping === 'true' ? { preventSkipping: true } : {}),
    ...(requireWatched ? { requireWatched: Number(requireWatched) } : {}),
    ...(speeds ? { speeds: speeds.trim().split(/\s+/).map(Number) } : {}),
    ...(chapters.length > 0 ? { chapters } : {}),
    ...(notes.length > 0 ? { notes } : {}),
  });
  if (!read.success || (read.data.speeds && !read.data.speeds.includes(1))) return undefined;
  return videoField(read.data).video;
}

/**
 * Moodle XML, the format Moodle's question bank imports: a category per activity, each question its name, text and
 * grade, then what its question type writes (src/questionTypes/<type>/server; a choice question is a `multichoice`), each video
 * a `description` showing its title and the player link. Texts are escaped, never cut (ADR 155). A random slot
 * writes its bank category (`$course$/top/<bank>/<category>`) with its questions and one `random` question for
 * each question a student gets (ADR 259). Pictures are files embedded beside the text that shows them (ADR 312).
 */
import { strToU8 } from 'fflate';
import { writersOf, writtenAs } from '../../src/questionTypes/shared/server/registry';
import { QUIZ_CATEGORY_ID } from './exportMarks';
import {
  drawsOf,
  type ExportItem,
  type ExportQuestion,
  type ExportQuiz,
  itemTitle,
  pointsOf,
} from './exportModel';
import { leftOutNotes, questionNotes } from './exportNotes';
import { htmlText } from './moodleText';
import { moodlePictures, type MoodlePictures, withQuestionPictures } from './moodlePictures';
import { moodleHintFields } from '../hints/moodleHints';
import { ownFieldsElement } from './ownFields';
import { moodleOutcomeFields } from './outcomeFeedbackExport';
import { videoLinkFor, type VideoOptions } from './videoAssets';
import { questionHtml } from './questionHtml';
import { escapeHtml, textField, xmlDocument, type XmlNode } from './xml';

type Video = Extract<ExportItem, { kind: 'video' }>;

/** Moodle category paths use `/` between levels, so a `/` in a name is written `//`. */
const categoryName = (name: string) => name.replace(/\//g, '//');

const text = (value: string): XmlNode => ({ text: value });
const html = (value: string) => ({ '@_format': 'html', text: value });

/** The link a video plays through, when the export was asked for one. */
export const videoLink = (video: Video, options: VideoOptions) =>
  options.videoLink
    ? videoLinkFor(options.videoLink, video.video.articleId, options.institutionId)
    : undefined;

/** A video as HTML: its title and, when there is one, the player link. */
export function videoHtml(video: Video, options: VideoOptions): string {
  const title = escapeHtml(itemTitle(video) || `Video ${video.video.articleId}`);
  const link = videoLink(video, options);
  return (
    `<p>${title}</p>` + (link ? `<p><a href="${escapeHtml(link)}" target="_blank">${title}</a></p>` : '')
  );
}

function questionNode(original: ExportQuestion, pictures: MoodlePictures): XmlNode {
  const question = writtenAs(original, 'moodle');
  const title = itemTitle(question) || `Question ${question.id}`;
  const { type, fields } = writersOf(question).moodleXml(question, pictures);
  // A type may write the question's text itself (a cloze's blanks); the question's pictures follow it either way.
  const { questiontext, ...rest } = fields;
  const notes = questionNotes(original, 'moodle');
  const hints = moodleHintFields(question.hints);
  return {
    // What Moodle XML cannot carry of the question, as a comment Moodle's import passes over.
    ...(notes.length > 0 ? { '#comment': ` ${notes.join(' ').replace(/-{2,}/g, '-')} ` } : {}),
    '@_type': type,
    name: text(title.slice(0, 250)),
    questiontext: withQuestionPictures(
      (questiontext as { text: string } | undefined) ?? html(questionHtml(question.title, title)),
      question.images,
      pictures,
    ),
    generalfeedback: htmlText(question.feedback ?? ''),
    defaultgrade: String(pointsOf(question)),
    penalty: hints.penalty,
    hidden: '0',
    ...rest,
    // Moodle's combined feedback, for the types Moodle has it for (ADR 405); the notes name it for the others.
    ...moodleOutcomeFields(question, type),
    ...(hints.hint ? { hint: hints.hint } : {}),
    // What Moodle XML has no place for, for the console's own import; Moodle's passes over it (ADR 392).
    ...ownFieldsElement(original),
  };
}

function videoNode(video: Video, options: VideoOptions): XmlNode {
  return {
    '@_type': 'description',
    name: text((itemTitle(video) || `Video ${video.video.articleId}`).slice(0, 250)),
    questiontext: html(videoHtml(video, options)),
    generalfeedback: html(''),
    defaultgrade: '0',
    penalty: '0',
    hidden: '0',
  };
}

/** Moodle's random question: one question drawn from the category it is in (not its subcategories). */
const randomNode = (category: string, n: number): XmlNode => ({
  '@_type': 'random',
  name: text(`Random (${category})${n > 1 ? ` ${n}` : ''}`.slice(0, 250)),
  questiontext: html('0'),
  generalfeedback: html(''),
  defaultgrade: '1',
  penalty: '0',
  hidden: '0',
});

export function moodleXml(quiz: ExportQuiz, options: VideoOptions, pictures: MoodlePictures): string {
  const quizName = categoryName(textField(quiz.title) || `Quiz ${quiz.id}`);
  const draws = drawsOf(quiz);
  const questions: XmlNode[] = [];
  quiz.activities.forEach((activity, index) => {
    if (activity.items.length === 0) return;
    const activityName = categoryName(textField(activity.title) || `Activity ${index + 1}`);
    questions.push({
      '@_type': 'category',
      category: text(`$course$/top/${quizName}/${activityName}`),
      // Beside random questions, the mark tells the console's import this category is the quiz's, not a bank's.
      ...(draws.length > 0 ? { idnumber: QUIZ_CATEGORY_ID } : {}),
    });
    for (const item of activity.items)
      questions.push(item.kind === 'question' ? questionNode(item, pictures) : videoNode(item, options));
  });
  // Each category a slot draws from, its questions, then a random question for each question a student gets.
  const categories = new Map<
    number,
    { bank: string; category: string; questions: readonly ExportQuestion[]; count: number }
  >();
  for (const draw of draws) {
    const known = categories.get(draw.categoryId);
    categories.set(draw.categoryId, { ...draw, count: (known?.count ?? 0) + draw.count });
  }
  for (const category of categories.values()) {
    const name = categoryName(textField(category.category) || 'Category');
    questions.push({
      '@_type': 'category',
      category: text(`$course$/top/${categoryName(textField(category.bank) || 'Bank')}/${name}`),
    });
    for (const question of category.questions) questions.push(questionNode(question, pictures));
    for (let n = 1; n <= category.count; n++) questions.push(randomNode(textField(category.category), n));
  }
  const leftOut = leftOutNotes(quiz);
  return xmlDocument({
    quiz: {
      ...(leftOut.length > 0 ? { '#comment': ` ${leftOut.join(' ').replace(/-{2,}/g, '-')} ` } : {}),
      question: questions,
    },
  });
}

export async function buildMoodleXml(quiz: ExportQuiz, options: VideoOptions): Promise<Uint8Array> {
  return strToU8(moodleXml(quiz, options, await moodlePictures(quiz, options.storage)));
}

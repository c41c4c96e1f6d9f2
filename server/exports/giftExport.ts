/**
 * GIFT, the text format Moodle's question bank imports: a `$CATEGORY:` line per activity, each question its name
 * and HTML text, then the answers its question type writes (src/questionTypes/<type>/server; a choice question's `=` right
 * answer, or `~%50%` shares when several are right), each video a comment
 * naming its catalog article and a description (a question without answers) with its title and player link.
 * GIFT's special characters in texts are escaped with a backslash (ADR 155). GIFT has no random question: a random
 * slot's category follows under its own `$CATEGORY:` line, after a comment saying the draw is not carried (ADR 259).
 * A question's pictures are links to the site's own addresses of them (ADR 402).
 */
import { strToU8 } from 'fflate';
import { mediaUrl } from '../../src/api/content/contentContract';
import { writersOf, writtenAs } from '../../src/questionTypes/shared/server/registry';
import {
  type ExportItem,
  type ExportQuestion,
  type ExportQuiz,
  isStoredHere,
  itemTitle,
  pointsOf,
} from './exportModel';
import { leftOutNotes, questionNotes } from './exportNotes';
import { giftEscape } from './giftEscape';
import { questionHtml } from './questionHtml';
import { videoHtml, videoLink } from './moodleXmlExport';
import type { VideoOptions } from './videoAssets';
import { escapeHtml, textField } from './xml';

type Video = Extract<ExportItem, { kind: 'video' }>;

export const GIFT_NOTES = {
  points: (points: number) => `GIFT has no points: Moodle gives the question 1 point instead of ${points}.`,
  draw: (count: number, bank: string, category: string, activity: string) =>
    `"${activity}" draws ${count} question${count === 1 ? '' : 's'} at random from bank "${bank}" / category "${category}": GIFT cannot carry a random draw, so the category's questions follow under its own $CATEGORY and every student of a quiz made from this file gets them all.`,
} as const;

const pointsLoss = (question: ExportQuestion) =>
  pointsOf(question) === 1 ? [] : [GIFT_NOTES.points(pointsOf(question))];

/**
 * A question's pictures after its text (ADR 402): GIFT is one text file, so each is an `<img>` whose address is the
 * picture's on this site (a picture on another site keeps its own). Without the site's address none is written.
 */
function picturesHtml(question: ExportQuestion, siteBase: string | undefined): string {
  const shown = question.images.flatMap((image) => {
    const src = !isStoredHere(image) ? image.src : siteBase ? `${siteBase}${mediaUrl(image.src)}` : null;
    return src ? [`<img src="${escapeHtml(src)}" alt="${escapeHtml(textField(image.alt))}">`] : [];
  });
  return shown.length > 0 ? `<p>${shown.join(' ')}</p>` : '';
}

function questionBlock(original: ExportQuestion, siteBase: string | undefined): string {
  const question = writtenAs(original, 'gift');
  const title = itemTitle(question) || `Question ${question.id}`;
  // What GIFT cannot carry of the question, as comments before it.
  const notes = [...questionNotes(original, 'gift'), ...pointsLoss(question)].map(
    (note) => `// ${note.replace(/\s+/g, ' ')}`,
  );
  const answers = writersOf(question).gift(question);
  if (answers === null) return [...notes, `// ${title.replace(/\s+/g, ' ')}`].join('\n');
  const feedback = question.feedback?.trim()
    ? [`\t####${giftEscape(escapeHtml(question.feedback.trim()))}`]
    : [];
  return [
    ...notes,
    `::${giftEscape(title.slice(0, 250))}::[html]${giftEscape(questionHtml(question.title, title) + picturesHtml(question, siteBase))} {`,
    ...answers,
    ...feedback,
    '}',
  ].join('\n');
}

function videoBlock(video: Video, options: VideoOptions): string {
  const title = itemTitle(video) || `Video ${video.video.articleId}`;
  const link = videoLink(video, options);
  // A comment line names the catalog article; the description (no answers) shows the video's title and link.
  const comment = `// Video: catalog article ${video.video.articleId}${link ? ` ${link}` : ''}`;
  return `${comment}\n::${giftEscape(title.slice(0, 250))}::[html]${giftEscape(videoHtml(video, options))}`;
}

export function giftText(quiz: ExportQuiz, options: VideoOptions): string {
  const quizName = (textField(quiz.title) || `Quiz ${quiz.id}`).replace(/\//g, '//');
  const blocks: string[] = [
    [
      `// ${textField(quiz.title) || `Quiz ${quiz.id}`}`,
      ...leftOutNotes(quiz).map((note) => `// ${note}`),
    ].join('\n'),
  ];
  quiz.activities.forEach((activity, index) => {
    if (activity.items.length === 0) return;
    const activityName = (textField(activity.title) || `Activity ${index + 1}`).replace(/\//g, '//');
    blocks.push(`$CATEGORY: $course$/top/${quizName}/${activityName}`);
    for (const item of activity.items)
      blocks.push(
        item.kind === 'question' ? questionBlock(item, options.siteBase) : videoBlock(item, options),
      );
  });
  // The categories random slots draw from (ADR 259): a comment naming each slot, then each category's questions.
  const written = new Set<number>();
  quiz.activities.forEach((activity, index) => {
    for (const draw of activity.draws ?? []) {
      const activityName = textField(activity.title) || `Activity ${index + 1}`;
      blocks.push(
        `// ${GIFT_NOTES.draw(draw.count, textField(draw.bank), textField(draw.category), activityName)}`,
      );
      if (written.has(draw.categoryId)) continue;
      written.add(draw.categoryId);
      const bankName = (textField(draw.bank) || 'Bank').replace(/\//g, '//');
      const categoryName = (textField(draw.category) || 'Category').replace(/\//g, '//');
      blocks.push(`$CATEGORY: $course$/top/${bankName}/${categoryName}`);
      for (const question of draw.questions) blocks.push(questionBlock(question, options.siteBase));
    }
  });
  return `${blocks.join('\n\n')}\n`;
}

export function buildGift(quiz: ExportQuiz, options: VideoOptions): Promise<Uint8Array> {
  return Promise.resolve(strToU8(giftText(quiz, options)));
}

/**
 * GIFT, the text format Moodle's question bank imports: a `$CATEGORY:` line per activity, each question its name
 * and HTML text, then the answers its question type writes (server/questionTypes; a choice question's `=` right
 * answer, or `~%50%` shares when several are right), each video a comment
 * naming its catalog article and a description (a question without answers) with its title and player link.
 * GIFT's special characters in texts are escaped with a backslash (ADR 155).
 */
import { strToU8 } from 'fflate';
import { writersOf } from '../questionTypes/registry';
import { type ExportItem, type ExportQuestion, type ExportQuiz, itemTitle } from './exportModel';
import { giftEscape } from './giftEscape';
import { videoHtml, videoLink } from './moodleXmlExport';
import type { VideoOptions } from './videoAssets';
import { escapeHtml, textField } from './xml';

type Video = Extract<ExportItem, { kind: 'video' }>;

function questionBlock(question: ExportQuestion): string {
  const title = itemTitle(question) || `Question ${question.id}`;
  return [
    `::${giftEscape(title.slice(0, 250))}::[html]${giftEscape(`<p>${escapeHtml(title)}</p>`)} {`,
    ...writersOf(question).gift(question),
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
  const blocks: string[] = [`// ${textField(quiz.title) || `Quiz ${quiz.id}`}`];
  quiz.activities.forEach((activity, index) => {
    if (activity.items.length === 0) return;
    const activityName = (textField(activity.title) || `Activity ${index + 1}`).replace(/\//g, '//');
    blocks.push(`$CATEGORY: $course$/top/${quizName}/${activityName}`);
    for (const item of activity.items)
      blocks.push(item.kind === 'question' ? questionBlock(item) : videoBlock(item, options));
  });
  return `${blocks.join('\n\n')}\n`;
}

export function buildGift(quiz: ExportQuiz, options: VideoOptions): Promise<Uint8Array> {
  return Promise.resolve(strToU8(giftText(quiz, options)));
}

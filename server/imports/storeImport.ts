/**
 * Stores the quizzes read from a package as template quizzes (and its question banks as the importer's banks, the
 * quizzes' random slots drawing from them, ADR 259), all in one transaction, each written as the editor's
 * create writes a quiz (insertQuiz: ids from the sequences, then batched inserts, ADR 102), so a package of
 * thousands of questions costs a handful of statements instead of three per question.
 */
import { pictureField } from '../../src/questionTypes/shared/domain/optionPicture';
import type { Kysely } from 'kysely';
import { ITEM_TYPE } from '../../src/domain/quiz/quiz';
import type { QuizPayload } from '../../src/domain/quiz/quizPayload';
import type { Database } from '../db/database';
import { escapeHtml } from '../exports/xml';
import { storeImportedBanks, type BankToStore } from '../repositories/banks/importedBanks';
import { insertQuiz } from '../repositories/quiz/quizGraph';
import { IMPORT_MESSAGES } from './importErrors';
import {
  questionsOf,
  type ImportedDraw,
  type ImportedItem,
  type ImportedQuestion,
  type ImportedQuiz,
  type SkippedItem,
} from './importedQuiz';
import { isTextBlock } from '../../src/questionTypes/textBlock/domain/textBlock';
import { hintsField } from '../../src/domain/quiz/hints/hints';
import { outcomeFeedbackField } from '../../src/domain/quiz/outcomeFeedback/outcomeFeedback';
import { versionsField } from '../../src/domain/quiz/versions/questionVersions';
import { storedVersions } from './importedVersions';
import { videoIndexOf } from '../../src/domain/quiz/videoMoments/videoMoments';

/** SPEC: the default tag of new non-library quizzes is the subject named Biology. */
const DEFAULT_TAG = 'Biology';

export interface CreatedTemplate {
  readonly id: number;
  readonly title: string;
  readonly questions: number;
}

/**
 * A stored question's text: its rich text when it has one, else its plain text, escaped as a paragraph when it
 * holds a character that is markup in rich text (`Ions & <isotopes>` must not lose a word).
 */
const titleOf = (question: ImportedQuestion) =>
  question.html ?? (/[<>&]/.test(question.title) ? `<p>${escapeHtml(question.title)}</p>` : question.title);

function itemOf(item: ImportedItem, index: number): QuizPayload['activities'][number]['items'][number] {
  if (item.kind === 'video')
    return {
      article: item.articleId ?? null,
      sortIndex: index + 1,
      title: item.title,
      type: ITEM_TYPE.video,
      isMultiple: false,
      rightAnswer: [],
      image: null,
      textOptions: [],
      ...(item.settings ? { video: item.settings } : {}),
    };
  return {
    article: null,
    sortIndex: index + 1,
    title: titleOf(item),
    type: ITEM_TYPE.text,
    isMultiple: item.isMultiple,
    rightAnswer: item.right.map((option) => `option-${option}`),
    image: item.image ?? null,
    textOptions: item.options.map((text, option) => ({
      id: `option-${option}`,
      text,
      ...(item.optionFeedback?.[option] ? { feedback: item.optionFeedback[option] } : {}),
      ...pictureField(item.optionPictures?.[option]),
    })),
    ...(item.questionType !== undefined
      ? { questionType: item.questionType, definition: item.definition }
      : {}),
    ...(item.points !== undefined ? { points: item.points } : {}),
    ...(item.feedback ? { feedback: item.feedback } : {}),
    ...outcomeFeedbackField(item.outcomeFeedback),
    ...hintsField(item.hints),
    ...versionsField(storedVersions(item, titleOf)),
    ...(item.moment ? { moment: item.moment } : {}),
  };
}

/**
 * The items of an activity as stored: a question's moment is kept only below a video of its activity (ADR 337), so
 * a question whose video was left out (an article this console does not have) is asked beside the videos instead.
 */
function itemsOf(items: readonly ImportedItem[]): QuizPayload['activities'][number]['items'] {
  const stored = items.map(itemOf);
  return stored.map((item, index) => {
    if (!item.moment || videoIndexOf(stored, index) >= 0) return item;
    const { moment: _moment, ...beside } = item;
    return beside;
  });
}

/** How the payload's slots name a stored bank's category (undefined: not stored). */
type CategoryOf = (draw: ImportedDraw) => { bankId: number; categoryId: number } | undefined;

/** The create payload of an imported quiz: no dates, its time limit and graded flag when the package gave them. */
export function payloadOf(
  quiz: ImportedQuiz,
  tags: readonly number[],
  categoryOf: CategoryOf = () => undefined,
): QuizPayload {
  let slot = 0;
  return {
    title: quiz.title,
    tags: [...tags],
    article: null,
    startDate: null,
    endDate: null,
    isGraded: quiz.isGraded ?? false,
    duration: quiz.duration ?? null,
    showCaption: false,
    restrictNonInstitutional: false,
    quizType: null,
    activities: quiz.activities.map((activity, a) => {
      const randomSlots = (activity.draws ?? []).flatMap((draw) => {
        const place = categoryOf(draw);
        return place ? [{ id: `imported-${++slot}`, ...place, count: draw.count }] : [];
      });
      return {
        title: activity.title,
        sortIndex: a + 1,
        items: itemsOf(activity.items),
        ...(randomSlots.length > 0 ? { randomSlots } : {}),
      };
    }),
  };
}

/** The upload's banks as they are stored: each category's questions as a quiz payload holds them. */
const banksOf = (quizzes: readonly ImportedQuiz[]): BankToStore[] =>
  quizzes.flatMap((quiz) =>
    quiz.bank
      ? [
          {
            key: quiz.bank.key,
            title: quiz.title,
            categories: quiz.activities.map((category) => ({
              title: category.title,
              questions: questionsOf(category).map((question, index) => itemOf(question, index)),
            })),
          },
        ]
      : [],
  );

/**
 * Video items name a catalog article; one this console does not have is left out and reported, and an activity
 * left empty by that is left out too.
 */
async function withKnownVideos(
  trx: Kysely<Database>,
  quizzes: readonly ImportedQuiz[],
): Promise<{ quizzes: ImportedQuiz[]; skipped: SkippedItem[] }> {
  const ids = new Set<number>();
  for (const quiz of quizzes)
    for (const activity of quiz.activities)
      for (const item of activity.items) if (item.kind === 'video' && item.articleId) ids.add(item.articleId);
  const known = new Set(
    ids.size === 0
      ? []
      : (
          await trx
            .selectFrom('article_videos')
            .select('article_id')
            .where('article_id', 'in', [...ids])
            .execute()
        ).map((row) => row.article_id),
  );
  const skipped: SkippedItem[] = [];
  const kept = quizzes.map((quiz) => ({
    ...quiz,
    activities: quiz.activities
      .map((activity) => ({
        ...activity,
        items: activity.items.filter((item) => {
          if (item.kind !== 'video' || (item.articleId !== undefined && known.has(item.articleId)))
            return true;
          // A video kept for the author to pick its article (ADR 349): stored without one.
          if (item.toPick && item.articleId === undefined) return true;
          skipped.push({
            quiz: quiz.title,
            item: item.title,
            type: 'video',
            reason: IMPORT_MESSAGES.unknownVideo,
          });
          return false;
        }),
      }))
      .filter((activity) => activity.items.length > 0 || (activity.draws ?? []).length > 0),
  }));
  return { quizzes: kept.filter((quiz) => quiz.activities.length > 0), skipped };
}

export async function storeTemplates(
  db: Kysely<Database>,
  quizzes: readonly ImportedQuiz[],
  ownerUserId: number,
  now: Date,
): Promise<{ created: CreatedTemplate[]; stored: ImportedQuiz[]; skipped: SkippedItem[] }> {
  return db.transaction().execute(async (trx) => {
    const tag = await trx.selectFrom('tags').select('id').where('title', '=', DEFAULT_TAG).executeTakeFirst();
    const videos = await withKnownVideos(trx, quizzes);
    const banks = await storeImportedBanks(trx, banksOf(videos.quizzes), ownerUserId, now);
    const categoryOf: CategoryOf = (draw) => {
      const bank = banks.get(draw.bank);
      const categoryId = draw.category === undefined ? undefined : bank?.categories.get(draw.category);
      return bank && categoryId !== undefined ? { bankId: bank.id, categoryId } : undefined;
    };
    const created: CreatedTemplate[] = [];
    for (const quiz of videos.quizzes) {
      if (quiz.bank) continue;
      const payload = payloadOf(quiz, tag ? [tag.id] : [], categoryOf);
      const id = await insertQuiz(trx, 'template', payload, ownerUserId, { userId: ownerUserId, now });
      // A text block is not a question (ADR 260).
      const questions = quiz.activities.reduce(
        (n, activity) => n + questionsOf(activity).filter((q) => !isTextBlock(q)).length,
        0,
      );
      created.push({ id, title: quiz.title, questions });
    }
    return { created, stored: videos.quizzes, skipped: videos.skipped };
  });
}

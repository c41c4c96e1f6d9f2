/**
 * Pictures on choice options and matching entries (ADR 311) are question images the console stored. A save may
 * name one only when it is already one of the quiz's pictures (its options', its entries', its questions' own), the
 * caller uploaded it, or a template or a quiz the caller may open shows it (a copy, a quiz from a template): another user's or another quiz's file is refused, by
 * field.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  OPTION_PICTURE_MESSAGES,
  QUIZ_IMAGE_PATH,
} from '../../../src/questionTypes/shared/domain/optionPicture';
import type { QuizPayload } from '../../../src/domain/quiz/quizPayload';
import type { Database } from '../../db/database';

type Db = Kysely<Database> | Transaction<Database>;

/** The keys under which a definition holds an entry's picture (matching prompts, answers and extra answers). */
const PICTURE_KEYS = ['picture', 'promptPicture', 'answerPicture'] as const;

/** Every picture address in a type's definition, with the field that holds it. */
function definitionPictures(definition: unknown, field: string, found: { field: string; src: string }[]) {
  if (Array.isArray(definition)) {
    definition.forEach((entry, index) => definitionPictures(entry, `${field}.${index}`, found));
    return;
  }
  if (typeof definition !== 'object' || definition === null) return;
  for (const [key, value] of Object.entries(definition)) {
    const src = (value as { src?: unknown } | null)?.src;
    if ((PICTURE_KEYS as readonly string[]).includes(key) && typeof src === 'string')
      found.push({ field: `${field}.${key}`, src });
    else definitionPictures(value, `${field}.${key}`, found);
  }
}

/** The pictures one question names (its options', its entries'), each with its field under `field`. */
export function questionPictures(
  question: {
    readonly textOptions?: readonly { readonly picture?: { readonly src: string } }[];
    readonly options?: readonly { readonly picture?: { readonly src: string } }[];
    readonly definition?: unknown;
  },
  field: string,
): { field: string; src: string }[] {
  const found: { field: string; src: string }[] = [];
  const options = question.textOptions ?? question.options ?? [];
  const key = question.textOptions ? 'textOptions' : 'options';
  options.forEach((option, o) => {
    if (option.picture) found.push({ field: `${field}.${key}.${o}.picture`, src: option.picture.src });
  });
  definitionPictures(question.definition, `${field}.definition`, found);
  return found;
}

/** The pictures a payload names, each with its field (`activities.0.items.1.textOptions.2.picture`). */
export function payloadPictures(payload: QuizPayload): { field: string; src: string }[] {
  return payload.activities.flatMap((activity, a) =>
    activity.items.flatMap((item, i) => questionPictures(item, `activities.${a}.items.${i}`)),
  );
}

/** The picture addresses the stored quiz already shows: its options', its entries' and its questions' own. */
async function quizPictures(db: Db, quizId: number): Promise<Set<string>> {
  const items = await db
    .selectFrom('quiz_items as i')
    .innerJoin('quiz_activities as a', 'a.id', 'i.activity_id')
    .where('a.quiz_id', '=', quizId)
    .select(['i.id', 'i.image', 'i.definition'])
    .execute();
  const srcs = new Set<string>();
  const found: { field: string; src: string }[] = [];
  for (const item of items) {
    if (item.image) srcs.add(item.image);
    definitionPictures(item.definition, '', found);
  }
  for (const { src } of found) srcs.add(src);
  if (items.length === 0) return srcs;
  const options = await db
    .selectFrom('quiz_item_options')
    .where(
      'item_id',
      'in',
      items.map((item) => item.id),
    )
    .where('picture', 'is not', null)
    .select('picture')
    .execute();
  for (const option of options) if (option.picture) srcs.add(option.picture.src);
  return srcs;
}

/** The quizzes that show each of these pictures (as an option's, an entry's or a question's own picture). */
async function quizzesShowing(db: Db, srcs: readonly string[]): Promise<Map<string, Set<number>>> {
  const found = new Map<string, Set<number>>();
  const add = (src: string, quizId: number) => found.set(src, (found.get(src) ?? new Set()).add(quizId));
  const options = await db
    .selectFrom('quiz_item_options as o')
    .innerJoin('quiz_items as i', 'i.id', 'o.item_id')
    .innerJoin('quiz_activities as a', 'a.id', 'i.activity_id')
    .where(sql<string>`o.picture->>'src'`, 'in', [...srcs])
    .select([sql<string>`o.picture->>'src'`.as('src'), 'a.quiz_id'])
    .execute();
  for (const row of options) add(row.src, row.quiz_id);
  const items = await db
    .selectFrom('quiz_items as i')
    .innerJoin('quiz_activities as a', 'a.id', 'i.activity_id')
    .where('i.image', 'in', [...srcs])
    .select(['i.image', 'a.quiz_id'])
    .execute();
  for (const row of items) if (row.image) add(row.image, row.quiz_id);
  for (const src of srcs) {
    // A matching entry's picture is in its question's definition.
    const defined = await db
      .selectFrom('quiz_items as i')
      .innerJoin('quiz_activities as a', 'a.id', 'i.activity_id')
      .where(sql<boolean>`position(${JSON.stringify(src)} in i.definition::text) > 0`)
      .select('a.quiz_id')
      .limit(20)
      .execute();
    for (const row of defined) add(src, row.quiz_id);
  }
  return found;
}

/** Records who uploaded a question image, so their save may name it (ADR 311). */
export async function recordQuizImageUpload(db: Db, path: string, userId: number): Promise<void> {
  await db.insertInto('quiz_image_uploads').values({ path, user_id: userId }).execute();
}

/**
 * Why the payload's pictures may not be saved by this user, by field: empty when each is the quiz's already
 * (`quizId` on edit), one the user uploaded, or one a template or a quiz the user may open shows (a copy, a quiz from a template).
 */
export async function optionPictureIssues(
  db: Db,
  userId: number,
  payload: QuizPayload,
  quizId: number | undefined,
  mayOpen: (quizId: number) => Promise<boolean>,
): Promise<{ field: string; message: string }[]> {
  const pictures = payloadPictures(payload);
  if (pictures.length === 0) return [];
  const own = quizId === undefined ? new Set<string>() : await quizPictures(db, quizId);
  return pictureIssues(db, userId, pictures, own, mayOpen);
}

/**
 * Why these pictures may not be saved by this user, by field: empty when each is one of `own` (what the record
 * already shows), one the user uploaded, or one a template or a quiz the user may open shows. A bank's question
 * is checked so too, its stored pictures as its own.
 */
export async function pictureIssues(
  db: Db,
  userId: number,
  pictures: readonly { field: string; src: string }[],
  own: ReadonlySet<string>,
  mayOpen: (quizId: number) => Promise<boolean>,
): Promise<{ field: string; message: string }[]> {
  const issues: { field: string; message: string }[] = [];
  const unknown = new Map<string, string[]>();
  for (const { field, src } of pictures) {
    if (own.has(src)) continue;
    if (!QUIZ_IMAGE_PATH.test(src)) issues.push({ field, message: OPTION_PICTURE_MESSAGES.notQuizImage });
    else unknown.set(src.slice(1), [...(unknown.get(src.slice(1)) ?? []), field]);
  }
  if (unknown.size === 0) return issues;
  const uploaded = await db
    .selectFrom('quiz_image_uploads')
    .where('path', 'in', [...unknown.keys()])
    .where('user_id', '=', userId)
    .select('path')
    .execute();
  const mine = new Set(uploaded.map((row) => row.path));
  const others = [...unknown.keys()].filter((path) => !mine.has(path));
  const shown =
    others.length === 0
      ? new Map()
      : await quizzesShowing(
          db,
          others.map((path) => `/${path}`),
        );
  // Templates are what the console hands every author to start from (a quiz from an article or a playlist).
  const ids = [...new Set([...shown.values()].flatMap((set: Set<number>) => [...set]))];
  const templates = new Set(
    ids.length === 0
      ? []
      : (
          await db
            .selectFrom('quizzes')
            .where('id', 'in', ids)
            .where('kind', '=', 'template')
            .select('id')
            .execute()
        ).map((row) => row.id),
  );
  for (const path of others) {
    let open = [...(shown.get(`/${path}`) ?? [])].some((id) => templates.has(id));
    for (const id of shown.get(`/${path}`) ?? []) if (open || (open = await mayOpen(id))) break;
    if (!open)
      for (const field of unknown.get(path)!)
        issues.push({ field, message: OPTION_PICTURE_MESSAGES.notYours });
  }
  return issues;
}

/**
 * Quizzes and personal links for the student API's tests: a clip with subtitles, a user quiz made through the
 * console's API (a video, a single-answer and a multiple-answer question), assignments with tokens, and the calls
 * of the student page.
 */
import { randomBytes } from 'node:crypto';
import { TAKE_PATHS } from '../../../src/api/take/takeContract';
import { QuizSchema, type Quiz } from '../../../src/domain/quiz/quiz';
import { bearer, call, type TestApp } from '../testApp';

export const OWNER = 'corporate@demo.test';

export const newToken = () => randomBytes(32).toString('base64url');

export async function insertClip(t: TestApp): Promise<number> {
  const { id } = await t.db
    .insertInto('articles')
    .values({
      title: 'Cellular respiration',
      article_type: 'journal',
      header_image: null,
      images: JSON.stringify({ short: 'img/short.jpg', large: 'img/large.jpg' }),
      authors: '[]',
      institutions: '[]',
      path: '[]',
      domain_id: null,
      section_id: null,
      published_at: new Date('2024-01-01T00:00:00Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('article_videos')
    .values({
      article_id: id,
      cdn_file: 'videos/respiration.mp4',
      fp_resource_id: null,
      meta_width: 1280,
      meta_height: 720,
      subtitles: JSON.stringify({ en: 'subtitles/respiration.en.vtt' }),
      thumbnails: '[]',
      images: JSON.stringify({
        large: 'img/v-large.jpg',
        short: 'img/v-short.jpg',
        headerImage: 'img/h.jpg',
      }),
      duration: 300,
    })
    .execute();
  return id;
}

export interface QuizOptions {
  readonly title?: string;
  readonly isGraded?: boolean;
  /** Minutes. */
  readonly duration?: number | null;
  readonly showCaption?: boolean;
}

const option = (id: string, text: string) => ({ id, text });

/** A user quiz of the owner: a clip, "Which organelle makes ATP?" (one answer) and "Which are noble gases?" (two). */
export async function createQuiz(t: TestApp, clipId: number, options: QuizOptions = {}): Promise<Quiz> {
  const { accessToken } = await t.signIn(OWNER);
  const response = await call(t.app, {
    method: 'POST',
    url: '/api/quiz/create',
    headers: bearer(accessToken),
    payload: {
      title: options.title ?? 'Respiration check',
      tags: [],
      article: null,
      startDate: null,
      endDate: null,
      isGraded: options.isGraded ?? false,
      duration: options.duration ?? null,
      showCaption: options.showCaption ?? true,
      restrictNonInstitutional: false,
      activities: [
        {
          title: 'Activity 1',
          sortIndex: 1,
          items: [
            { article: clipId, sortIndex: 1, title: 'Watch the clip', type: 1, isMultiple: false },
            {
              article: null,
              sortIndex: 2,
              title: 'Which organelle makes ATP?',
              type: 2,
              isMultiple: false,
              rightAnswer: ['b'],
              textOptions: [option('a', 'Nucleus'), option('b', 'Mitochondrion'), option('c', 'Ribosome')],
            },
          ].map((item) => ({ rightAnswer: [], image: null, textOptions: [], ...item })),
        },
        {
          title: 'Activity 2',
          sortIndex: 2,
          items: [
            {
              article: null,
              sortIndex: 1,
              title: 'Which are noble gases?',
              type: 2,
              isMultiple: true,
              rightAnswer: ['he', 'ne'],
              image: null,
              textOptions: [
                option('he', 'Helium'),
                option('o', 'Oxygen'),
                option('ne', 'Neon'),
                option('n', 'Nitrogen'),
              ],
            },
          ],
        },
      ],
    },
  });
  if (response.status !== 200)
    throw new Error(`quiz create: ${response.status} ${JSON.stringify(response.body)}`);
  return QuizSchema.parse(response.body.content);
}

export function questionsOfQuiz(quiz: Quiz) {
  const items = quiz.activities.flatMap((activity) => activity.items);
  const atp = items.find((item) => item.title === 'Which organelle makes ATP?')!;
  const gases = items.find((item) => item.title === 'Which are noble gases?')!;
  const optionId = (item: typeof atp, text: string) => item.textOptions.find((o) => o.text === text)!.id;
  return {
    video: items.find((item) => item.type === 1)!,
    atp,
    gases,
    nucleus: optionId(atp, 'Nucleus'),
    mitochondrion: optionId(atp, 'Mitochondrion'),
    ribosome: optionId(atp, 'Ribosome'),
    helium: optionId(gases, 'Helium'),
    oxygen: optionId(gases, 'Oxygen'),
    neon: optionId(gases, 'Neon'),
  };
}

/** An assignment of the quiz to a student, with its personal link's token. */
export async function assign(t: TestApp, quizId: number, email: string) {
  const token = newToken();
  const { id } = await t.db
    .insertInto('quiz_assignments')
    .values({ quiz_id: quizId, user_email: email, answers: '{}', token })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, token };
}

/** The student page's calls. */
export const take = (t: TestApp) => ({
  session: (token: string) => call(t.app, { method: 'GET', url: TAKE_PATHS.session(token) }),
  sessionText: async (token: string) =>
    (await t.app.inject({ method: 'GET', url: TAKE_PATHS.session(token) })).body,
  start: (token: string) => call(t.app, { method: 'POST', url: TAKE_PATHS.start(token) }),
  answer: (token: string, itemId: number | string, optionIds: unknown, timeSpentMs = 1000) =>
    call(t.app, {
      method: 'PUT',
      url: TAKE_PATHS.answer(token, itemId),
      payload: { optionIds, timeSpentMs } as object,
    }),
  submit: (token: string) => call(t.app, { method: 'POST', url: TAKE_PATHS.submit(token) }),
});

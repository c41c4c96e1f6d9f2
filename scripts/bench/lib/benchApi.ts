/**
 * The console's API as the bench files call it: one request with a bearer token, its `content` answered, and the
 * quizzes, classes and student links an instructor makes through it.
 */
import { CLASS_PATHS } from '../../../src/api/classes/classesContract';
import type { BenchServer } from './server';

export async function api<T>(
  server: Pick<BenchServer, 'origin'>,
  token: string,
  path: string,
  body?: unknown,
  method = body === undefined ? 'GET' : 'POST',
): Promise<T> {
  const response = await fetch(`${server.origin}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 500)}`);
  return (JSON.parse(text) as { content: T }).content;
}

export interface CreatedQuiz {
  readonly id: number;
  readonly activities: ReadonlyArray<{
    readonly items: ReadonlyArray<{
      readonly id: number | string;
      readonly type: number;
      readonly textOptions: ReadonlyArray<{ readonly id: number | string }>;
      readonly moment?: { readonly at: number } | null;
    }>;
  }>;
}

/** A question of a quiz as a student answers it: its id, its options' ids and its moment in the video (seconds). */
export interface BenchQuestion {
  readonly id: number;
  readonly optionIds: readonly number[];
  readonly at?: number;
}

/** A video the quiz plays, its questions asked at moments of it (ADR 337): question i at `(i + 1) × every` seconds. */
export interface BenchVideo {
  readonly articleId: number;
  readonly momentEverySeconds: number;
}

/**
 * A graded user quiz of `questions` single-answer questions of four options, as the editor creates one; with a
 * video, the questions follow it and are asked at its moments, each to be answered before the video goes on.
 */
export function quizPayload(title: string, questions: number, video?: BenchVideo) {
  const asked = Array.from({ length: questions }, (_, i) => ({
    article: null,
    sortIndex: i + (video ? 2 : 1),
    title: `Question ${i + 1}: which of these is right?`,
    type: 2,
    isMultiple: false,
    image: null,
    rightAnswer: ['b'],
    textOptions: ['a', 'b', 'c', 'd'].map((id) => ({ id, text: `Option ${id.toUpperCase()} of ${i + 1}` })),
    ...(video ? { moment: { at: (i + 1) * video.momentEverySeconds, pause: true, mustAnswer: true } } : {}),
  }));
  const played = video
    ? [
        {
          article: video.articleId,
          sortIndex: 1,
          title: 'Watch the clip',
          type: 1,
          isMultiple: false,
          image: null,
          rightAnswer: [],
          textOptions: [],
          video: { preventSkipping: true },
        },
      ]
    : [];
  const items = [...played, ...asked];
  return {
    title,
    tags: [],
    article: null,
    startDate: null,
    endDate: new Date(Date.now() + 86_400_000).toISOString(),
    isGraded: true,
    duration: null,
    showCaption: true,
    restrictNonInstitutional: false,
    activities: [{ title: 'Activity 1', sortIndex: 1, items }],
  };
}

/** The questions of a created quiz as a student answers them. */
export const questionsOf = (quiz: CreatedQuiz): BenchQuestion[] =>
  quiz.activities
    .flatMap((activity) => activity.items)
    .filter((item) => item.type === 2)
    .map((item) => ({
      id: Number(item.id),
      optionIds: item.textOptions.map((o) => Number(o.id)),
      ...(item.moment ? { at: item.moment.at } : {}),
    }));

/** The id of a created quiz's first video item, if it has one. */
const videoItemOf = (quiz: CreatedQuiz): number | undefined => {
  const item = quiz.activities.flatMap((activity) => activity.items).find((i) => i.type === 1);
  return item === undefined ? undefined : Number(item.id);
};

const INVITE_BATCH = 150;

/**
 * A published class of `students` students given a new quiz of `questions` questions, made as an instructor makes
 * them (create the quiz and the class, invite, add the quiz, publish); its students' link tokens.
 */
export async function seedClassroom(
  server: BenchServer,
  token: string,
  options: {
    readonly title: string;
    readonly students: number;
    readonly questions: number;
    readonly video?: BenchVideo;
  },
) {
  const quiz = await api<CreatedQuiz>(
    server,
    token,
    '/api/quiz/create',
    quizPayload(`${options.title}: Unit check`, options.questions, options.video),
  );
  const questions = questionsOf(quiz);
  const videoItemId = videoItemOf(quiz);
  if (options.video && (videoItemId === undefined || questions.some((q) => q.at === undefined))) {
    throw new Error('the quiz came back without its video or its moments');
  }
  if (questions.length !== options.questions) throw new Error(`the quiz has ${questions.length} questions`);
  const created = await api<{ id: number }>(server, token, CLASS_PATHS.list, {
    title: `${options.title}: Period 1`,
    description: '',
  });
  const emails = Array.from(
    { length: options.students },
    (_, i) => `student${i + 1}.${created.id}@classroom.bench.test`,
  );
  for (let i = 0; i < emails.length; i += INVITE_BATCH) {
    await api(server, token, CLASS_PATHS.invite(created.id), { emails: emails.slice(i, i + INVITE_BATCH) });
  }
  await api(server, token, CLASS_PATHS.addQuizzes, { quizzesIds: [quiz.id], classIds: [created.id] });
  // A class is open to its students once published (ADR 248).
  await api(server, token, CLASS_PATHS.publish(created.id), { published: true }, 'PATCH');
  const links = await api<{ result: Array<{ link: string }> }>(
    server,
    token,
    CLASS_PATHS.quizLinks(created.id, quiz.id),
  );
  const tokens = links.result.map((row) => new URL(row.link).pathname.split('/').pop()!);
  if (tokens.length !== options.students) {
    throw new Error(`${tokens.length} student links, not ${options.students}`);
  }
  return { quizId: quiz.id, classId: created.id, questions, tokens, videoItemId };
}

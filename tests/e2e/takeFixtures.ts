/** The quiz the student-page browser tests take: a video and a single-answer question, then a multiple one. */
import { apiGet, apiPatch, apiPost } from './browser';

export interface TakeQuizOptions {
  readonly title: string;
  /** ISO date; null for none. */
  readonly endDate?: string | null;
  readonly isGraded?: boolean;
  /** Minutes, as the editor's Time Limit field takes it (the server stores seconds); null for none. */
  readonly duration?: number | null;
}

const option = (id: string, text: string) => ({ id, text });

/** The settings of a new user quiz as the editor sends them; `settings` changes some (a deadline, graded). */
export interface QuizSettings {
  readonly startDate?: string | null;
  readonly endDate?: string | null;
  readonly isGraded?: boolean;
  readonly duration?: number | null;
}

/** The body of `POST /api/quiz/create`: a quiz with these activities and the editor's defaults. */
export const quizCreateBody = (
  title: string,
  activities: readonly object[],
  settings: QuizSettings = {},
) => ({
  title,
  tags: [],
  article: null,
  startDate: null,
  endDate: null,
  isGraded: false,
  duration: null,
  showCaption: true,
  restrictNonInstitutional: false,
  ...settings,
  activities,
});

/** Creates a user quiz through the API and answers its id. */
export async function createQuizWith(
  token: string,
  title: string,
  activities: readonly object[],
  settings: QuizSettings = {},
): Promise<number> {
  return (
    await apiPost<{ id: number }>('/api/quiz/create', token, quizCreateBody(title, activities, settings))
  ).id;
}

/** Creates the instructor's user quiz through the API and answers its id. */
export async function createTakeQuiz(
  token: string,
  { title, endDate = null, isGraded = false, duration = null }: TakeQuizOptions,
): Promise<number> {
  return createQuizWith(
    token,
    title,
    [
      {
        title: 'Energy in the cell',
        sortIndex: 1,
        items: [
          { article: 1, sortIndex: 1, title: 'Watch the clip', type: 1, isMultiple: false, textOptions: [] },
          {
            article: null,
            sortIndex: 2,
            title: 'Which organelle makes ATP?',
            type: 2,
            isMultiple: false,
            rightAnswer: ['b'],
            textOptions: [option('a', 'Nucleus'), option('b', 'Mitochondrion'), option('c', 'Ribosome')],
          },
        ].map((item) => ({ rightAnswer: [], image: null, ...item })),
      },
      {
        title: 'Gases',
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
            textOptions: [option('he', 'Helium'), option('o', 'Oxygen'), option('ne', 'Neon')],
          },
        ],
      },
    ],
    { endDate, isGraded, duration },
  );
}

/** Distributes the quiz to one student through a class and answers the token of their personal link. */
export async function personalLink(token: string, quizId: number, email: string): Promise<string> {
  const created = await apiPost<{ id: number }>('/api/admin/class/', token, {
    title: `Class for quiz ${quizId}`,
    institution: 'University of Eastport',
    description: '',
    startDate: null,
    endDate: null,
    professor: false,
  });
  await apiPatch(`/api/admin/class/${created.id}/publish`, token, { published: true });
  await apiPost(`/api/admin/class/${created.id}/invite`, token, { emails: [email] });
  await apiPost('/api/admin/class/quiz', token, { quizzesIds: [quizId], classIds: [created.id] });
  const { result: links } = await apiGet<{ result: { email: string; link: string }[] }>(
    `/api/admin/class/${created.id}/quiz/${quizId}/links`,
    token,
  );
  const link = links.find((entry) => entry.email === email);
  if (!link) throw new Error(`no link for ${email}`);
  return new URL(link.link).pathname.split('/').pop()!;
}

/**
 * The quiz of the demo's teaching loop (ADR 190): the instructor's check-in on cells and inheritance, which the
 * class seed gives Biology 101 and whose students have taken it. Two activities, each a video and three questions
 * (one with several right answers); graded, Open, no time limit, open since three weeks before seeding and due
 * five days after it. Written without the seed's random draws, so the rest of the content stays as it was.
 */
import { QUESTION_BANK } from './questionBank';
import type { ItemSpec, QuizSpec } from './quizGraph';
import { daysFrom } from './quizParts';
import type { SampleContext } from './sampleQuizzes';

export const TEACHING_LOOP_QUIZ = 'Unit 3 Check-in: Cells and Inheritance';
export const TEACHING_LOOP_OWNER = 'cs@demo.test';

/** Days from seeding. */
export const TEACHING_LOOP_DAYS = { created: -28, opens: -21, due: 5 } as const;

const ACTIVITIES = [
  { title: 'Cells at work', subject: 'Biology' },
  { title: 'Genes and inheritance', subject: 'Genetics' },
] as const;

export function teachingLoopQuiz(context: SampleContext): QuizSpec {
  const { now, articles, catalog, users } = context;
  const items = (subject: string): ItemSpec[] => {
    const video = articles.find((article) => article.subject === subject);
    return [
      ...(video ? [{ kind: 'video' as const, articleId: video.id, title: video.title }] : []),
      ...QUESTION_BANK.filter((question) => question.subject === subject).map((question) => ({
        kind: 'text' as const,
        question,
      })),
    ];
  };
  const tagId = catalog.tagIds.get('Biology');
  return {
    quiz: {
      kind: 'user',
      title: TEACHING_LOOP_QUIZ,
      is_graded: true,
      start_date: daysFrom(now, TEACHING_LOOP_DAYS.opens),
      end_date: daysFrom(now, TEACHING_LOOP_DAYS.due),
      duration: null,
      show_caption: true,
      restrict_non_institutional: false,
      owner_user_id: users.get(TEACHING_LOOP_OWNER)?.id ?? null,
      created_at: daysFrom(now, TEACHING_LOOP_DAYS.created),
    },
    tagIds: tagId === undefined ? [] : [tagId],
    activities: ACTIVITIES.map(({ title, subject }) => ({ title, items: items(subject) })),
  };
}

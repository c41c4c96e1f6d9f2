/**
 * Hand-shaped sample quizzes of every kind, so each quiz list of the console has something to show: templates
 * made from articles, library textbook and section quizzes (one still being processed), admin quizzes (some
 * shared), and user quizzes of the demo accounts with past, future and no deadlines, Open and Restricted
 * access, shares, assignments and results; among them the quiz of the teaching loop (ADR 190).
 */
import type { SeededArticle } from './articles';
import type { Catalog } from './catalog';
import { STUDENTS } from './people';
import type { AssignmentSpec, QuizSpec, ShareSpec } from './quizGraph';
import { type ArticleRef, buildActivities, daysFrom } from './quizParts';
import type { Random } from './random';
import { teachingLoopQuiz } from './teachingLoopQuiz';

export interface DemoUser {
  readonly id: number;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}

export interface SampleContext {
  readonly now: Date;
  readonly random: Random;
  readonly catalog: Catalog;
  readonly articles: readonly SeededArticle[];
  /** Demo accounts found by e-mail; a missing one leaves its quizzes without an owner. */
  readonly users: ReadonlyMap<string, DemoUser>;
}

export const DEMO_EMAILS = [
  'super@demo.test',
  'corporate@demo.test',
  'admin@demo.test',
  'cs@demo.test',
  'trial@demo.test',
] as const;

const MINUTE = 60;

export function sampleQuizzes(context: SampleContext): QuizSpec[] {
  return [
    ...templates(context),
    ...library(context),
    ...adminQuizzes(context),
    ...userQuizzes(context),
    teachingLoopQuiz(context),
  ];
}

function tag(context: SampleContext, subject: string): number[] {
  const id = context.catalog.tagIds.get(subject);
  return id === undefined ? [] : [id];
}

const ownerId = (context: SampleContext, email: string) => context.users.get(email)?.id ?? null;

function templates(context: SampleContext): QuizSpec[] {
  const { random, articles, now } = context;
  const sources = random.sample(
    articles.filter((a) => ['journal', 'science_core', 'science_education'].includes(a.type)),
    8,
  );
  return sources.map((article, index) => ({
    quiz: {
      kind: 'template',
      title: `${article.title}: Check Your Understanding`,
      article_id: article.id,
      owner_user_id: ownerId(context, 'super@demo.test'),
      created_at: daysFrom(now, -120 + index * 9),
    },
    tagIds: tag(context, article.subject),
    activities: buildActivities(
      random,
      article.subject,
      articles,
      { activities: random.int(1, 2), itemsPerActivity: [3, 5] },
      article,
    ),
  }));
}

function library(context: SampleContext): QuizSpec[] {
  const { random, articles, catalog, now } = context;
  const textbooks = [
    ['Cellular Respiration and Photosynthesis', 'Biology'],
    ['Foundations of Chemical Equilibrium', 'Chemistry'],
    ['Introductory Mechanics', 'Physics'],
    ['Principles of Inheritance', 'Genetics'],
  ] as const;
  const textbookQuizzes: QuizSpec[] = textbooks.map(([title, subject], index) => ({
    quiz: {
      kind: 'library',
      quiz_type: 'textbook',
      title: `Textbook: ${title}`,
      is_graded: index % 2 === 0,
      duration: index % 2 === 0 ? 30 * MINUTE : null,
      owner_user_id: ownerId(context, 'super@demo.test'),
      created_at: daysFrom(now, -200 + index * 15),
    },
    tagIds: tag(context, subject),
    activities: buildActivities(random, subject, articles, {
      activities: 2,
      itemsPerActivity: [3, 4],
      titles: [`${title}: Key Concepts`, `${title}: Applications`],
    }),
  }));

  const sectionPool = catalog.sections.filter((s) =>
    ['core', 'science_education', 'lab_manual', 'business'].includes(s.product),
  );
  const sectionQuizzes: QuizSpec[] = random.sample(sectionPool, 5).map((section, index) => {
    const inSection: ArticleRef[] = articles.filter((a) => a.sectionId === section.id);
    const subject = inSection[0]?.subject ?? section.subjects[0]!;
    return {
      quiz: {
        kind: 'library',
        quiz_type: 'section',
        section_id: section.id,
        title: `${section.title} Section Quiz`,
        is_graded: true,
        // The last one is still being built by a rebuild run.
        process_status: index === 4 ? 0 : 1,
        owner_user_id: ownerId(context, 'super@demo.test'),
        created_at: daysFrom(now, -90 + index * 7),
      },
      tagIds: tag(context, subject),
      activities: buildActivities(random, subject, inSection.length > 0 ? inSection : articles, {
        activities: random.int(1, 3),
        itemsPerActivity: [2, 4],
      }),
    };
  });
  return [...textbookQuizzes, ...sectionQuizzes];
}

function sharesWith(context: SampleContext, sharedBy: string, emails: readonly string[]): ShareSpec[] {
  const by = ownerId(context, sharedBy);
  return emails.flatMap((email) => {
    const user = context.users.get(email);
    const student = STUDENTS.find((s) => s.email === email);
    if (!user && !student) return [];
    return [
      {
        email,
        firstName: user?.firstName ?? student!.firstName,
        lastName: user?.lastName ?? student!.lastName,
        sharedBy: by,
      },
    ];
  });
}

function adminQuizzes(context: SampleContext): QuizSpec[] {
  const { random, articles, now } = context;
  const plans = [
    {
      title: 'Laboratory Safety Essentials',
      subject: 'Chemistry',
      end: 30,
      share: ['corporate@demo.test', 'admin@demo.test', 'cs@demo.test'],
    },
    {
      title: 'Neuroscience Methods Primer',
      subject: 'Neuroscience',
      end: null,
      share: ['corporate@demo.test'],
    },
    { title: 'Immunology Fundamentals', subject: 'Immunology', end: -10, share: [] },
    { title: 'Research Ethics and Reproducibility', subject: 'Psychology', end: 90, share: [] },
    { title: 'Genome Editing Basics', subject: 'Genetics', end: null, share: [] },
  ];
  return plans.map((plan, index) => ({
    quiz: {
      kind: 'admin',
      title: plan.title,
      is_graded: index % 2 === 0,
      start_date: plan.end === null ? null : daysFrom(now, Math.min(plan.end, 0) - 20),
      end_date: plan.end === null ? null : daysFrom(now, plan.end),
      duration: index === 0 ? 15 * MINUTE : null,
      owner_user_id: ownerId(context, 'super@demo.test'),
      created_at: daysFrom(now, -60 + index * 5),
    },
    tagIds: tag(context, plan.subject),
    activities: buildActivities(random, plan.subject, articles, {
      activities: random.int(1, 3),
      itemsPerActivity: [3, 5],
    }),
    shares: sharesWith(context, 'super@demo.test', plan.share),
  }));
}

interface UserQuizPlan {
  readonly owner: (typeof DEMO_EMAILS)[number];
  readonly title: string;
  readonly subject: string;
  /** Deadline in days from now; null for none. */
  readonly end: number | null;
  readonly restricted: boolean;
  readonly share?: readonly string[];
  /** Students it was distributed to, and how many of them submitted. */
  readonly students?: readonly [count: number, submitted: number];
  readonly editable?: boolean;
}

const USER_QUIZZES: readonly UserQuizPlan[] = [
  {
    owner: 'corporate@demo.test',
    title: 'Week 3: Cellular Respiration Check-in',
    subject: 'Biology',
    end: -14,
    restricted: true,
    students: [6, 5],
  },
  {
    owner: 'corporate@demo.test',
    title: 'Enzyme Kinetics Practice Set',
    subject: 'Biology',
    end: 21,
    restricted: false,
    share: ['admin@demo.test'],
    students: [4, 2],
  },
  {
    owner: 'corporate@demo.test',
    title: 'Midterm Review: Genetics',
    subject: 'Genetics',
    end: null,
    restricted: false,
  },
  {
    owner: 'admin@demo.test',
    title: 'Acid-Base Titration Pre-Lab Quiz',
    subject: 'Chemistry',
    end: 7,
    restricted: true,
    students: [5, 3],
  },
  {
    owner: 'admin@demo.test',
    title: 'Synaptic Transmission Exit Ticket',
    subject: 'Neuroscience',
    end: -3,
    restricted: false,
    share: ['corporate@demo.test', 'cs@demo.test'],
    students: [3, 3],
    editable: false,
  },
  {
    owner: 'admin@demo.test',
    title: 'Ecology Field Trip Follow-up',
    subject: 'Environmental Science',
    end: null,
    restricted: false,
  },
  {
    owner: 'cs@demo.test',
    title: 'Onboarding: Finding Videos in the Library',
    subject: 'Biology',
    end: null,
    restricted: false,
    share: ['l.moreau@eastport.example'],
  },
  {
    owner: 'cs@demo.test',
    title: 'Immune Response Warm-up',
    subject: 'Immunology',
    end: 45,
    restricted: true,
  },
  {
    // The ended trial's quiz: its deadline has passed and cannot change any more (ADR 190).
    owner: 'trial@demo.test',
    title: 'Cancer Biology Journal Club Quiz',
    subject: 'Cancer Research',
    end: -30,
    restricted: false,
    students: [2, 1],
  },
  {
    owner: 'super@demo.test',
    title: 'Physics of Motion Demo Quiz',
    subject: 'Physics',
    end: 14,
    restricted: false,
    share: ['corporate@demo.test'],
  },
  {
    owner: 'super@demo.test',
    title: 'Psychology Research Methods Quiz',
    subject: 'Psychology',
    end: null,
    restricted: true,
    students: [4, 4],
  },
  {
    owner: 'super@demo.test',
    title: 'Supply and Demand Basics',
    subject: 'Business',
    end: -60,
    restricted: false,
  },
];

function assignmentsFor(random: Random, now: Date, plan: UserQuizPlan): AssignmentSpec[] {
  if (!plan.students) return [];
  const [count, submitted] = plan.students;
  // Restricted quizzes go to institutional addresses only.
  const pool = plan.restricted ? STUDENTS.filter((s) => !s.email.endsWith('@mail.example')) : STUDENTS;
  return random.sample(pool, count).map((student, index) => ({
    email: student.email,
    assignedAt: daysFrom(now, Math.min(plan.end ?? 0, 0) - 20),
    submittedAt: index < submitted ? daysFrom(now, Math.min(plan.end ?? 0, 0) - random.int(1, 10)) : null,
    score: [1, 0.75, 0.5, 0.25, 0.8, 0.6][index % 6]!,
  }));
}

function userQuizzes(context: SampleContext): QuizSpec[] {
  const { random, articles, now } = context;
  return USER_QUIZZES.map((plan, index) => ({
    quiz: {
      kind: 'user',
      title: plan.title,
      is_graded: index % 3 !== 2,
      start_date: plan.end === null ? null : daysFrom(now, Math.min(plan.end, 0) - 21),
      end_date: plan.end === null ? null : daysFrom(now, plan.end),
      duration: index % 4 === 0 ? 20 * MINUTE : null,
      show_caption: index % 2 === 0,
      restrict_non_institutional: plan.restricted,
      editable: plan.editable ?? true,
      owner_user_id: ownerId(context, plan.owner),
      created_at: daysFrom(now, Math.min(plan.end ?? 0, 0) - 30 - index),
    },
    tagIds: tag(context, plan.subject),
    activities: buildActivities(random, plan.subject, articles, {
      activities: random.int(1, 3),
      itemsPerActivity: [2, 5],
    }),
    shares: sharesWith(context, plan.owner, plan.share ?? []),
    assignments: assignmentsFor(random, now, plan),
  }));
}

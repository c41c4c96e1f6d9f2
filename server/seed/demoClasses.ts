/**
 * The demo instructors' classes, dated from the day of seeding: Casey's Biology 101 is the class of the teaching
 * loop (ADR 190), whose students have taken its check-in: most submitted on days spread over the last two weeks
 * with scores from a third to all right, one ran out of time at the deadline as it then was, one is halfway
 * through, one opened the link without starting and the rest have not started yet.
 */
import { TEACHING_LOOP_QUIZ } from './content/teachingLoopQuiz';

export type StudentStatus = 'invited' | 'joined';

/** What a student did with a class quiz's personal link, days before seeding (fractions are hours). */
export type SeedAttempt =
  | { readonly kind: 'opened'; readonly daysAgo: number }
  | { readonly kind: 'inProgress'; readonly daysAgo: number; readonly answered: number }
  /** Every question answered, `right` of them right, submitted after `minutes`. */
  | { readonly kind: 'submitted'; readonly daysAgo: number; readonly right: number; readonly minutes: number }
  /**
   * Started just before the deadline as it then was, `answered` questions saved (`right` of them right) when it
   * passed: submitted late, at that deadline. The instructor has extended the deadline since.
   */
  | { readonly kind: 'late'; readonly daysAgo: number; readonly answered: number; readonly right: number };

export interface SeedStudent {
  readonly email: string;
  readonly name: string;
  readonly status: StudentStatus;
  /** What the student did with the class's attempted quiz; nothing when absent. */
  readonly attempt?: SeedAttempt;
}

export interface SeedClass {
  readonly owner: 'cs@demo.test' | 'lti@demo.test';
  readonly title: string;
  readonly institution: string;
  readonly description: string;
  /** Days from seeding. */
  readonly startDay: number;
  readonly endDay: number;
  readonly professor: boolean;
  readonly published: boolean;
  readonly sharedWith?: 'lti@demo.test';
  /** Its quizzes by title; the owner's first two user quizzes when absent. */
  readonly quizzes?: readonly string[];
  /** The quiz whose attempts the students' `attempt` describe. */
  readonly attempted?: string;
  readonly students: readonly SeedStudent[];
}

const student = (email: string, name: string, status: StudentStatus, attempt?: SeedAttempt): SeedStudent => ({
  email: `${email}@students.demo.test`,
  name,
  status,
  attempt,
});

/** A student who joined and submitted the attempted quiz: when, how many answers right, after how long. */
const submitted = (
  email: string,
  name: string,
  attempt: { readonly daysAgo: number; readonly right: number; readonly minutes: number },
): SeedStudent => student(email, name, 'joined', { kind: 'submitted', ...attempt });

export const DEMO_CLASSES: readonly SeedClass[] = [
  {
    owner: 'cs@demo.test',
    title: 'Biology 101: Cells and Genetics',
    institution: 'Demo University',
    description: 'Weekly videos and quizzes on cell structure, division and inheritance.',
    startDay: -42,
    endDay: 70,
    professor: false,
    published: true,
    sharedWith: 'lti@demo.test',
    quizzes: [TEACHING_LOOP_QUIZ, 'Immune Response Warm-up'],
    attempted: TEACHING_LOOP_QUIZ,
    students: [
      submitted('ada.lovelace', 'Ada Lovelace', { daysAgo: 12, right: 6, minutes: 14 }),
      submitted('alan.turing', 'Alan Turing', { daysAgo: 10, right: 5, minutes: 19 }),
      submitted('barbara.mcclintock', 'Barbara McClintock', { daysAgo: 8.8, right: 4, minutes: 22 }),
      submitted('charles.darwin', 'Charles Darwin', { daysAgo: 6.2, right: 2, minutes: 11 }),
      submitted('dorothy.hodgkin', 'Dorothy Hodgkin', { daysAgo: 4.9, right: 5, minutes: 17 }),
      submitted('gregor.mendel', 'Gregor Mendel', { daysAgo: 3.1, right: 3, minutes: 25 }),
      student('lynn.margulis', 'Lynn Margulis', 'joined', {
        kind: 'late',
        daysAgo: 2,
        answered: 3,
        right: 2,
      }),
      student('rachel.carson', 'Rachel Carson', 'joined', { kind: 'inProgress', daysAgo: 0.9, answered: 2 }),
      student('jane.goodall', 'Jane Goodall', 'joined', { kind: 'opened', daysAgo: 1.3 }),
      student('grace.hopper', 'Grace Hopper', 'invited'),
      student('katherine.johnson', 'Katherine Johnson', 'invited'),
    ],
  },
  {
    owner: 'cs@demo.test',
    title: 'General Chemistry Lab',
    institution: 'Demo University',
    description: 'Lab safety, titration and spectroscopy, with a pre-lab quiz each week.',
    startDay: -21,
    endDay: 91,
    professor: true,
    published: false,
    students: [
      student('marie.curie', 'Marie Curie', 'joined'),
      student('rosalind.franklin', 'Rosalind Franklin', 'invited'),
    ],
  },
  {
    owner: 'lti@demo.test',
    title: 'Neuroscience Seminar',
    institution: 'Northgate University',
    description: 'Readings and experiment videos on the nervous system.',
    startDay: -35,
    endDay: 56,
    professor: true,
    published: true,
    students: [
      student('santiago.ramon', 'Santiago Ramón y Cajal', 'joined'),
      student('rita.levi', 'Rita Levi-Montalcini', 'invited'),
    ],
  },
];

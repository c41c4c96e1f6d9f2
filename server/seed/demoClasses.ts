/**
 * The demo instructors' classes, dated from the day of seeding: Casey's Biology 101 is the class of the teaching
 * loop (ADR 190), whose students have taken its check-in: most submitted on days spread over the last two weeks
 * with scores from a third to all right, one ran out of time at the deadline as it then was, one is halfway
 * through, one opened the link without starting and the rest have not started yet.
 */
import * as z from 'zod';
import classes from './demoClasses.json';
import { seedData } from './seedData';

const StudentStatusSchema = z.enum(['invited', 'joined']);
export type StudentStatus = z.output<typeof StudentStatusSchema>;

/** What a student did with a class quiz's personal link, days before seeding (fractions are hours). */
const SeedAttemptSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('opened'), daysAgo: z.number() }),
  z.object({ kind: z.literal('inProgress'), daysAgo: z.number(), answered: z.number().int() }),
  /** Every question answered, `right` of them right, submitted after `minutes`. */
  z.object({
    kind: z.literal('submitted'),
    daysAgo: z.number(),
    right: z.number().int(),
    minutes: z.number(),
  }),
  /**
   * Started just before the deadline as it then was, `answered` questions saved (`right` of them right) when it
   * passed: submitted late, at that deadline. The instructor has extended the deadline since.
   */
  z.object({
    kind: z.literal('late'),
    daysAgo: z.number(),
    answered: z.number().int(),
    right: z.number().int(),
  }),
]);
export type SeedAttempt = z.output<typeof SeedAttemptSchema>;

const SeedClassSchema = z.object({
  owner: z.enum(['cs@demo.test', 'lti@demo.test']),
  title: z.string().min(1),
  institution: z.string(),
  description: z.string(),
  /** Days from seeding. */
  startDay: z.number().int(),
  endDay: z.number().int(),
  professor: z.boolean(),
  published: z.boolean(),
  sharedWith: z.literal('lti@demo.test').optional(),
  /** Its quizzes by title; the owner's first two user quizzes when absent. */
  quizzes: z.array(z.string()).optional(),
  /** The quiz whose attempts the students' `attempt` describe. */
  attempted: z.string().optional(),
  students: z.array(
    z.object({
      email: z.email(),
      name: z.string().min(1),
      status: StudentStatusSchema,
      /** What the student did with the class's attempted quiz; nothing when absent. */
      attempt: SeedAttemptSchema.optional(),
    }),
  ),
});
export type SeedClass = z.output<typeof SeedClassSchema>;

/** The classes of demoClasses.json; the first's attempted quiz is the teaching loop's (TEACHING_LOOP_QUIZ). */
export const DEMO_CLASSES: readonly SeedClass[] = seedData(
  'demoClasses.json',
  z.array(SeedClassSchema),
  classes,
);

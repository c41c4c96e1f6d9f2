/**
 * The dashboard's rules (ADRs 176–178): which windows its figures count over, which sections a caller gets, and
 * the pure shaping of its chart series. The server counts; these decide what is counted and how it is drawn.
 */
import { isSuperAdmin } from '../access/capabilities';
import { canUseArea } from '../access/roles';
import { quizPaths } from '../quiz/quizArea';
import { deskListPath } from '../publish/deskQuery';

/** Results waiting: attempts submitted on the caller's quizzes in the last 7 days (ADR 177). */
export const RESULTS_WAITING_DAYS = 7;
/** Deadlines this week: class quizzes whose deadline falls in the next 7 days. */
export const DEADLINE_WINDOW_DAYS = 7;
/** The attempts chart and the score distribution cover the last 30 days. */
export const ACTIVITY_DAYS = 30;
/** How many deadlines, quizzes with new results and recent jobs the page lists. */
export const DASHBOARD_LIST_LIMIT = 10;
/** Score bands of the distribution: 0–9 %, 10–19 %, … 90–100 %. */
export const SCORE_BAND_WIDTH = 10;

/** The sections of the dashboard a caller gets, from the role table (ADR 176). */
export interface DashboardSections {
  /** Their own quizzes, classes, students, results and deadlines. */
  readonly own: boolean;
  /** Library quizzes being processed and the recent rebuild jobs (the library is a super admin's). */
  readonly processing: boolean;
  /** Sponsors without a logo (whoever has the Sponsors area). */
  readonly sponsors: boolean;
  /** The Publish area (publish users and full admins). */
  readonly publish: boolean;
  /** Grants ending soon (the Class Products area, ADR 345). */
  readonly grants: boolean;
}

export function dashboardSectionsFor(roles: readonly string[]): DashboardSections {
  return {
    own: canUseArea(roles, {}, 'quiz') && canUseArea(roles, {}, 'classes'),
    processing: isSuperAdmin(roles),
    sponsors: canUseArea(roles, {}, 'sponsors'),
    publish: canUseArea(roles, {}, 'publish'),
    grants: canUseArea(roles, {}, 'class-access'),
  };
}

const DAY_MS = 86_400_000;

/** A UTC day as `yyyy-MM-dd`. */
export const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** The last `days` UTC days up to `now`, each with its count (0 where the server counted none). */
export function dailySeries(
  counts: readonly { readonly day: string; readonly count: number }[],
  now: Date,
  days: number = ACTIVITY_DAYS,
): { day: string; count: number }[] {
  const byDay = new Map(counts.map((row) => [row.day, row.count]));
  const today = Date.parse(`${utcDay(now)}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) => {
    const day = utcDay(new Date(today - (days - 1 - index) * DAY_MS));
    return { day, count: byDay.get(day) ?? 0 };
  });
}

/** Every score band (0 to 90, by tens) with its count; 100 % falls in the last band. */
export function scoreBands(
  counts: readonly { readonly from: number; readonly count: number }[],
): { from: number; to: number; count: number }[] {
  const byBand = new Map(counts.map((row) => [row.from, row.count]));
  return Array.from({ length: 100 / SCORE_BAND_WIDTH }, (_, index) => {
    const from = index * SCORE_BAND_WIDTH;
    const to = from + SCORE_BAND_WIDTH - (from === 100 - SCORE_BAND_WIDTH ? 0 : 1);
    return { from, to, count: byBand.get(from) ?? 0 };
  });
}

/**
 * Where each figure leads: the list it counts, with the list's filter in the URL where the list has one. A super
 * admin has no My Quizzes tab: their own user quizzes are Customer Quizzes searched by their e-mail.
 */
export function dashboardLinks(roles: readonly string[], ownerEmail: string) {
  const superAdmin = isSuperAdmin(roles);
  const resultsContext = superAdmin ? 'customer-quiz' : 'my-quiz';
  return {
    quizzes: superAdmin
      ? `${quizPaths.list('customer-quiz')}?${new URLSearchParams({ search: ownerEmail })}`
      : quizPaths.list('my-quiz'),
    createQuiz: quizPaths.create('my-quiz'),
    classes: '/classes?kind=own',
    oneClass: (classId: number) => `/classes/${classId}`,
    results: (quizId: number) => quizPaths.results(quizId, resultsContext),
  };
}

/** Where the staff sections lead, the same for every caller who has them. */
export const STAFF_LINKS = {
  sectionLibrary: `${quizPaths.list('library')}?tab=sections`,
  libraryQuiz: (quizId: number) => quizPaths.view('library', quizId),
  sponsors: '/sponsors',
  publish: '/publish',
} as const;

/**
 * Where the publishing desk's figures lead (ADR 314): the desk's list filtered as each counts, from the moments the
 * server counted from and to. Articles in review, the oldest change first; scheduled before the week's end, the
 * soonest first; published since the month began, the latest first.
 */
export function deskLinks(figures: { readonly weekEnds: string; readonly monthStarted: string }) {
  return {
    inReview: deskListPath({ status: 'in_review' }, ['updatedAt', 'asc']),
    scheduledThisWeek: deskListPath({ status: 'scheduled', scheduledBefore: figures.weekEnds }, [
      'scheduledAt',
      'asc',
    ]),
    publishedThisMonth: deskListPath({ status: 'published', publishedSince: figures.monthStarted }, [
      'publishedAt',
      'desc',
    ]),
  };
}

/**
 * The desk's list in the address bar (ADR 314): the filters it keeps there (status, article type, subject, and the
 * dashboard's scheduled-before and published-since moments), how they read back, and the addresses of the list
 * so filtered that the dashboard links to.
 *
 * @publicModule the dashboard links to the desk's list so filtered.
 */
import { ARTICLE_TYPES, type ArticleType } from '../content/content';
import { listQuery, queryToSearchParams, type SortDirection } from '../shared/listQuery';
import { ARTICLE_STATUSES, type ArticleStatus } from './articleLifecycle';

/** The area's client routes. */
export const DESK_ROUTES = {
  list: '/publish',
  create: '/publish/new',
  article: (id: number) => `/publish/article/${id}`,
  /** The desk's editors reach the Methods Collections they edit here (ADR 316). */
  collections: '/publish/collections',
} as const;

/** The filters' names in the address: `?status=in_review&type=journal&subject=4`. */
export const DESK_FILTERS = {
  status: 'status',
  type: 'type',
  subject: 'subject',
  scheduledBefore: 'scheduledBefore',
  publishedSince: 'publishedSince',
} as const;
export type DeskFilter = (typeof DESK_FILTERS)[keyof typeof DESK_FILTERS];

/** What the address's filters ask for, each read leniently: a value that is none of the allowed ones is dropped. */
export interface DeskFilters {
  readonly statuses: readonly ArticleStatus[];
  readonly articleType: ArticleType | null;
  readonly subjectId: number | null;
  readonly scheduledBefore: string | null;
  readonly publishedSince: string | null;
}

const isStatus = (value: string): value is ArticleStatus =>
  (ARTICLE_STATUSES as readonly string[]).includes(value);
const isType = (value: string): value is ArticleType => (ARTICLE_TYPES as readonly string[]).includes(value);
const isMoment = (value: string | undefined): value is string =>
  value !== undefined && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value));

/** The filters a list query's named filters hold; several statuses are written comma-separated. */
export function deskFiltersOf(filters: Readonly<Record<string, string>>): DeskFilters {
  const statuses = (filters[DESK_FILTERS.status] ?? '').split(',').filter(isStatus);
  const type = filters[DESK_FILTERS.type] ?? '';
  const subject = Number(filters[DESK_FILTERS.subject]);
  const before = filters[DESK_FILTERS.scheduledBefore];
  const since = filters[DESK_FILTERS.publishedSince];
  return {
    statuses: [...new Set(statuses)],
    articleType: isType(type) ? type : null,
    subjectId: Number.isInteger(subject) && subject > 0 ? subject : null,
    scheduledBefore: isMoment(before) ? before : null,
    publishedSince: isMoment(since) ? since : null,
  };
}

/** The address of the desk's list with these filters and sort (the dashboard's figures link here). */
export function deskListPath(
  filters: Partial<Record<DeskFilter, string>>,
  sort: readonly [string, SortDirection] | null = null,
): string {
  const defined = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
  const params = queryToSearchParams(listQuery({ filters: defined, sort })).toString();
  return params ? `${DESK_ROUTES.list}?${params}` : DESK_ROUTES.list;
}

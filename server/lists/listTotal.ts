/**
 * A list's total without counting every matching row on every page (ADR 225). The page's statement counts at most
 * EXACT_TOTAL_LIMIT + 1 matches and reads one row past the page; the total is exact up to the limit, exact on any
 * page that has no row after it, and beyond the limit the planner's estimate of the matches, never less than what
 * the page itself proves is there.
 */
import { sql, type Expression, type QueryExecutorProvider, type RawBuilder, type SqlBool } from 'kysely';

/** Up to this many matching rows a list's total is an exact count. */
export const EXACT_TOTAL_LIMIT = 1000;

/** How many rows match, counting no further than one past the limit. */
export function cappedCount(from: RawBuilder<unknown>, where: RawBuilder<SqlBool>): RawBuilder<string> {
  return sql<string>`(select count(*) from (select 1 from ${from} where ${where} limit ${EXACT_TOTAL_LIMIT + 1}) capped)`;
}

interface PlanNode {
  readonly Plan?: { readonly 'Plan Rows'?: number };
}

/**
 * Estimates are kept per statement for ESTIMATE_KEPT_MS (at most ESTIMATES_KEPT of them): the pages of one list
 * share one, and an estimate is approximate anyway (each page still raises it to what it proves).
 */
const ESTIMATE_KEPT_MS = 30_000;
const ESTIMATES_KEPT = 1000;
const estimates = new Map<string, { readonly rows: number; readonly at: number }>();

/** The planner's estimate of how many rows a query (a subquery expression) returns: EXPLAIN, nothing is read. */
export async function estimatedCount(db: QueryExecutorProvider, query: Expression<unknown>): Promise<number> {
  const explain = sql<Record<string, unknown>>`explain (format json) select 1 from (${query}) as estimated`;
  const compiled = explain.compile(db);
  return keptEstimate(compiled, async () => (await explain.execute(db)).rows);
}

/** The estimate of a query builder's rows (its own `explain`), kept like `estimatedCount`'s. */
export function estimatedRows(query: {
  compile(): { readonly sql: string; readonly parameters: readonly unknown[] };
  explain(format: 'json'): Promise<Record<string, unknown>[]>;
}): Promise<number> {
  return keptEstimate(query.compile(), () => query.explain('json'));
}

async function keptEstimate(
  compiled: { readonly sql: string; readonly parameters: readonly unknown[] },
  explain: () => Promise<readonly Record<string, unknown>[]>,
): Promise<number> {
  const key = `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  const kept = estimates.get(key);
  if (kept && Date.now() - kept.at < ESTIMATE_KEPT_MS) return kept.rows;
  const rows = await explain();
  const cell = Object.values(rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as readonly PlanNode[] | undefined;
  const estimate = Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
  if (estimates.size >= ESTIMATES_KEPT) estimates.delete(estimates.keys().next().value!);
  estimates.set(key, { rows: estimate, at: Date.now() });
  return estimate;
}

export interface PageCount {
  /** The capped count: exact when at most EXACT_TOTAL_LIMIT. */
  readonly counted: number;
  readonly offset: number;
  readonly rowsOnPage: number;
  /** Whether a row follows the page. */
  readonly hasNext: boolean;
}

/** The exact total when the page shows it, otherwise undefined (the caller estimates). */
export function exactTotal(page: PageCount): number | undefined {
  if (page.counted <= EXACT_TOTAL_LIMIT) return page.counted;
  if (page.rowsOnPage > 0 && !page.hasNext) return page.offset + page.rowsOnPage;
  return undefined;
}

/** Beyond the limit: the estimate, but at least the limit + 1 and every row up to the one after the page. */
export function plausibleTotal(page: PageCount, estimate: number): number {
  return Math.max(estimate, EXACT_TOTAL_LIMIT + 1, page.offset + page.rowsOnPage + (page.hasNext ? 1 : 0));
}

/** A page read one row past its end, so that it knows whether another follows: the rows it shows and its count. */
export function pageRead<Row>(
  read: readonly Row[],
  counted: number,
  window: { readonly offset: number; readonly perPage: number },
): { readonly rows: Row[]; readonly page: PageCount } {
  const rows = read.slice(0, window.perPage);
  return {
    rows,
    page: { counted, offset: window.offset, rowsOnPage: rows.length, hasNext: read.length > window.perPage },
  };
}

/**
 * A list's total as its page shows it: a page with rows gives it exactly or bounds the estimate; an empty first page
 * means no match, and only past the last page are the matches counted whole.
 */
export async function totalOfPage(
  page: PageCount,
  estimate: () => Promise<number>,
  countAll: () => Promise<number>,
): Promise<number> {
  if (page.rowsOnPage > 0) return exactTotal(page) ?? plausibleTotal(page, await estimate());
  return page.offset === 0 ? 0 : countAll();
}

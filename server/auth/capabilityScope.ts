/**
 * A capability table written out as SQL (ADR 192): the rows a caller may take one action on, as a condition a list
 * query can filter with, generated from the table itself rather than written again by hand.
 *
 * The table is a pure function of a few yes/no facts about a record (owned by the caller, shared with them,
 * editable…). Each fact has its SQL: the condition that holds exactly when the fact does, and its negation. The
 * table is asked about every combination of the facts, in a fixed order, and the answers become a decision tree
 * with no redundant test (a fact whose value never changes the answer is not asked: an ordered decision diagram,
 * which is canonical, so two equal subtrees are found by comparing them). The tree is then written as SQL with
 * each fact's condition or its negation, and no `not` over anything but one fact.
 *
 * A positive fact's condition may be NULL where the fact is false (`q.owner_user_id = 3` for a quiz with no owner);
 * that is safe because every fact appears under `and`/`or` only, where NULL acts as false. A negation must be true
 * where the fact is false, so it is written NULL-safe (`is distinct from`, `not exists`).
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';

export interface FactSql {
  /** Holds exactly when the fact is true (NULL is allowed where it is false). */
  readonly holds: RawBuilder<SqlBool>;
  /** Holds exactly when the fact is false; never NULL. */
  readonly fails: RawBuilder<SqlBool>;
}

type Tree<Fact extends string> =
  boolean | { readonly fact: Fact; readonly yes: Tree<Fact>; readonly no: Tree<Fact> };

const same = <Fact extends string>(a: Tree<Fact>, b: Tree<Fact>): boolean =>
  typeof a === 'boolean' || typeof b === 'boolean'
    ? a === b
    : a.fact === b.fact && same(a.yes, b.yes) && same(a.no, b.no);

function decide<Fact extends string>(
  allows: (facts: Readonly<Record<Fact, boolean>>) => boolean,
  free: readonly Fact[],
  fixed: Readonly<Record<Fact, boolean>>,
): Tree<Fact> {
  if (free.length === 0) return allows(fixed);
  const [fact, ...rest] = free as [Fact, ...Fact[]];
  const yes = decide(allows, rest, { ...fixed, [fact]: true });
  const no = decide(allows, rest, { ...fixed, [fact]: false });
  return same(yes, no) ? yes : { fact, yes, no };
}

function toSql<Fact extends string>(
  tree: Tree<Fact>,
  facts: Readonly<Record<Fact, FactSql>>,
): RawBuilder<SqlBool> {
  if (typeof tree === 'boolean') return tree ? sql<SqlBool>`true` : sql<SqlBool>`false`;
  const { holds, fails } = facts[tree.fact];
  const yes = toSql(tree.yes, facts);
  const no = toSql(tree.no, facts);
  // (f and A) or (not f and B), shortened where A or B is a constant.
  if (tree.yes === true) return sql<SqlBool>`(${holds} or ${no})`;
  if (tree.no === true) return sql<SqlBool>`(${fails} or ${yes})`;
  if (tree.yes === false) return sql<SqlBool>`(${fails} and ${no})`;
  if (tree.no === false) return sql<SqlBool>`(${holds} and ${yes})`;
  return sql<SqlBool>`((${holds} and ${yes}) or (${fails} and ${no}))`;
}

/**
 * The condition under which `allows` (the table, for one caller and one action) says yes, over the given facts.
 * Facts not listed are fixed by the caller of this function inside `allows`.
 */
export function scopeOf<Fact extends string>(
  facts: Readonly<Record<Fact, FactSql>>,
  allows: (facts: Readonly<Record<Fact, boolean>>) => boolean,
): { readonly always: boolean; readonly never: boolean; readonly sql: RawBuilder<SqlBool> } {
  const names = Object.keys(facts) as Fact[];
  const start = Object.fromEntries(names.map((name) => [name, false])) as Record<Fact, boolean>;
  const tree = decide(allows, names, start);
  return { always: tree === true, never: tree === false, sql: toSql(tree, facts) };
}

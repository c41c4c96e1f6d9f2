/**
 * How the Translations grid's list request scales (ADR 076, ADR 093): the real app over an in-memory PGlite (as the
 * server tests build it), seeded with 5,000 keys × 8 languages (40,000 values) in 10 groups, asked through
 * `app.inject` exactly as the grid asks: the first page, a search, a language filter and a late page (page 200 of
 * 250), each BENCH_RUNS times (default 30) after a warm-up. Also the client-side grouping of one page's rows into
 * grid rows (groupByKey). Targets: p95 ≤ 250 ms for every request, the search included (ADR 093); grouping a page
 * ≤ 1 ms median.
 */
import { sql } from 'kysely';
import { TRANSLATION_PATHS } from '../../src/api/translations/translationsContract';
import { listQuery, type ListQuery } from '../../src/domain/shared/listQuery';
import { groupByKey, type TranslationRow } from '../../src/domain/translations/translations';
import { translationListRequest } from '../../src/machines/translations/translationServices';
import { bearer, createTestApp } from '../../tests/server/testApp';
import { benchRuns, median, percentile } from './lib/measure';
import type { BenchResult } from './lib/types';

const GROUP = 'translations';
const KEYS = 5_000;
const GROUPS = 10;
const REQUEST_P95_TARGET_MS = 250;
const GROUPING_TARGET_MS = 1;

const CASES: readonly { name: string; query: ListQuery }[] = [
  { name: 'first page', query: listQuery({ sort: ['key', 'desc'] }) },
  { name: 'search', query: listQuery({ search: 'Button 42', sort: ['key', 'desc'] }) },
  { name: 'language filter', query: listQuery({ sort: ['key', 'desc'], filters: { language: 'de' } }) },
  { name: 'late page', query: listQuery({ page: 200, sort: ['key', 'desc'] }) },
];

export default async function run(): Promise<BenchResult[]> {
  const runs = benchRuns(30);
  const t = await createTestApp();
  try {
    await sql`
      insert into translation_groups (key, title, is_active)
      select 'group' || g, 'Group ' || g, true from generate_series(1, ${GROUPS}::int) as g`.execute(t.db);
    await sql`
      insert into site_translations (key, language, value, group_id)
      select 'screen.' || lpad(n::text, 5, '0'), l.language,
        (array['Button','Title','Label','Hint','Message'])[1 + n % 5] || ' ' || n || ' ' || l.language,
        (select id from translation_groups order by id offset (n % ${GROUPS}) limit 1)
      from generate_series(1, ${KEYS}::int) as n,
        unnest(array['en','cn','de','es','kr','it','fr','pt']) as l(language)`.execute(t.db);
    await sql`analyze`.execute(t.db);
    const headers = bearer(await t.signIn('super@demo.test'));

    const rows: BenchResult[] = [];
    let samplePage: TranslationRow[] = [];
    for (const { name, query } of CASES) {
      const payload = translationListRequest({ ...query, pageSize: 20 });
      const ask = async () => {
        const response = await t.app.inject({
          method: 'POST',
          url: TRANSLATION_PATHS.list,
          headers,
          payload,
        });
        if (response.statusCode !== 200) throw new Error(`${name}: HTTP ${response.statusCode}`);
        return (response.json() as { content: { result: TranslationRow[] } }).content.result;
      };
      const result = await ask();
      if (result.length === 0) throw new Error(`${name}: no rows`);
      if (name === 'first page') samplePage = result;
      const times: number[] = [];
      for (let i = 0; i < runs; i += 1) {
        const started = performance.now();
        await ask();
        times.push(performance.now() - started);
      }
      const p95 = percentile(times, 95);
      const target = REQUEST_P95_TARGET_MS;
      rows.push(
        { group: GROUP, metric: `list ${name}: median`, value: median(times), unit: 'ms' },
        {
          group: GROUP,
          metric: `list ${name}: p95`,
          value: p95,
          unit: 'ms',
          target: `≤ ${target} ms`,
          pass: p95 <= target,
        },
      );
    }

    const grouping: number[] = [];
    for (let i = 0; i < runs * 100; i += 1) {
      const started = performance.now();
      groupByKey(samplePage);
      grouping.push(performance.now() - started);
    }
    const groupingMedian = median(grouping);
    rows.push(
      {
        group: GROUP,
        metric: `group one page (${samplePage.length} rows): median`,
        value: groupingMedian,
        unit: 'ms',
        target: `≤ ${GROUPING_TARGET_MS} ms`,
        pass: groupingMedian <= GROUPING_TARGET_MS,
      },
      { group: GROUP, metric: 'group one page: p95', value: percentile(grouping, 95), unit: 'ms' },
    );
    return rows;
  } finally {
    await t.close();
  }
}

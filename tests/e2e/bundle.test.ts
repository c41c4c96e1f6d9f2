/** The production build keeps development tools and signed-in libraries off the sign-in path. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT, readBuildStamp } from './serverProcess';

const dist = join(PROJECT_ROOT, 'dist');
const files = readdirSync(dist);
const read = (file: string) => readFileSync(join(dist, file), 'utf8');
const entryScript = () => /<script type=module src=[^>]*\/([^/>]+\.js)>/.exec(read('index.html'))?.[1];

describe('production build', () => {
  test('is stamped as a production build', () => {
    expect(readBuildStamp()?.mode).toBe('production');
  });

  test('carries no Stately inspector and no source maps', () => {
    const scripts = files.filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(1);
    for (const file of scripts) expect(read(file)).not.toContain('createBrowserInspector');
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
  });

  test('carries no machine inspector panel (ADR 112)', () => {
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      expect(read(file)).not.toContain('Open machine inspector');
      expect(read(file)).not.toContain('inspector.record');
    }
  });

  test('the entry script leaves Headless UI and OpenFeature to lazily loaded chunks', () => {
    const entry = entryScript();
    expect(entry).toBeDefined();
    const code = read(entry!);
    expect(code).not.toContain('headlessui');
    expect(code).not.toContain('OpenFeature');
  });

  test('the entry script leaves zod and i18next to chunks loaded after the first paint (ADR 003)', () => {
    const code = read(entryScript()!);
    expect(code).not.toContain('ZodError');
    expect(code).not.toContain('i18next::');
  });

  test("the equations' converter (ADR 387) is a chunk of its own, never in the entry script", () => {
    const scripts = files.filter((file) => file.endsWith('.js'));
    const withTemml = scripts.filter((file) => read(file).includes('Unsupported function name'));
    expect(withTemml).toHaveLength(1);
    expect(withTemml).not.toContain(entryScript());
  });

  test("another language's catalog is data beside the scripts, not a chunk, and the entry names none (ADR 401)", () => {
    const version = readBuildStamp()?.catalogs;
    expect(version).toMatch(/^[0-9a-f]{10}$/);
    const catalogs = files.filter((file) => /^(core|areas|take)-[a-z-]+\.[0-9a-f]+\.json$/.test(file));
    // 18 languages, three parts each, all of this build's version.
    expect(catalogs).toHaveLength(54);
    expect(catalogs.every((file) => file.endsWith(`.${version}.json`))).toBe(true);
    expect(JSON.parse(read(`core-de.${version}.json`)).signIn.submit).toBe('Anmelden');
    // German's sign-in button is in no script: neither a chunk of its own nor the entry.
    const scripts = files.filter((file) => file.endsWith('.js'));
    const german = scripts.filter((file) => read(file).includes('Sprache der Oberfläche'));
    expect(german).toEqual([]);
    expect(read(entryScript()!)).toContain(`.${version}.json`);
  });

  test('the chart library is a chunk of its own, fetched only when the Results screen draws a chart', () => {
    const scripts = files.filter((file) => file.endsWith('.js'));
    const withCharts = scripts.filter((file) => read(file).includes('recharts-wrapper'));
    expect(withCharts).toHaveLength(1);
    expect(withCharts).not.toContain(entryScript());
    const resultsScreen = scripts.filter((file) => read(file).includes('question-statistics'));
    expect(resultsScreen.length).toBeGreaterThan(0);
    // A boolean, not the chunk itself, so that a failure prints a file name rather than the whole chunk.
    for (const file of resultsScreen) expect(read(file).includes('recharts-wrapper'), file).toBe(false);
  });
});

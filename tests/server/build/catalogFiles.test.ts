/**
 * The other languages' catalogs as the production build writes them (ADR 401): each part of each language is the
 * JSON of its TypeScript module, string for string, and a catalog holding anything but strings fails the build.
 */
import { checkStrings, catalogFiles } from '../../../scripts/catalogFiles.mjs';
import { UI_LANGUAGES } from '../../../src/domain/shared/languages';
import { loadAreasCatalog } from '../../../src/i18n/loadAreasCatalog';
import { loadCoreCatalog } from '../../../src/i18n/loadCatalog';
import { loadTakeCatalog } from '../../../src/i18n/loadTakeCatalog';
import { PROJECT_ROOT } from '../../e2e/serverProcess';

const LOADERS = { core: loadCoreCatalog, areas: loadAreasCatalog, take: loadTakeCatalog } as const;

test('every language but English has its three parts, each the JSON of its module, under one version', async () => {
  const { version, files } = await catalogFiles(PROJECT_ROOT);
  expect(version).toMatch(/^[0-9a-f]{10}$/);
  const others = UI_LANGUAGES.filter((language) => language.code !== 'en');
  expect(files).toHaveLength(others.length * 3);
  for (const file of files) {
    const module = await LOADERS[file.part](file.code);
    expect(JSON.parse(file.json), `${file.part}-${file.code}`).toEqual(module);
  }
  // The same catalogs name the same files: a build that changes no catalog keeps their addresses.
  expect((await catalogFiles(PROJECT_ROOT)).version).toBe(version);
}, 60_000);

test('a catalog leaf that is not a string fails the build, naming where it is', () => {
  expect(() => checkStrings({ signIn: { submit: 'Anmelden' } }, 'de/core')).not.toThrow();
  expect(() => checkStrings({ signIn: { submit: 3 } }, 'de/core')).toThrow(
    'de/core.signIn.submit is not a string',
  );
  expect(() => checkStrings({ app: { title: () => 'x' } }, 'de/core')).toThrow('de/core.app.title');
});

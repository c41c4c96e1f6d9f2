import type { UiLanguageCode } from '../../../src/domain/shared/languages';
import type { AreasCatalog, CoreCatalog } from '../../../src/i18n/catalogTypes';
import { languageMachine } from '../../../src/machines/session/languageMachine';
import {
  createMachineModel,
  expectFullCoverage,
  rejects,
  resolves,
  type MachineModelOptions,
} from '../../support/modelPaths';

/** Stand-ins for the catalogs: each names its language, so a test sees which one is on screen. */
const core = (code: UiLanguageCode) => ({ app: { name: `core:${code}` } }) as unknown as CoreCatalog;
const areas = (code: UiLanguageCode) => ({ quiz: { area: `areas:${code}` } }) as unknown as AreasCatalog;

const options = (code: UiLanguageCode): MachineModelOptions<typeof languageMachine> => ({
  input: { code },
  events: {
    'language.choose': [
      { type: 'language.choose', code: 'ar' },
      { type: 'language.choose', code: 'de' },
    ],
    'language.signedIn': [
      { type: 'language.signedIn', code: null },
      { type: 'language.signedIn', code: 'ja' },
    ],
    'language.signedOut': [{ type: 'language.signedOut' }],
  },
  actors: {
    loadCatalogs: ({ code, withAreas }: { code: UiLanguageCode; withAreas: boolean }) => [
      resolves({ core: core(code), areas: withAreas ? areas(code) : null }, 'loaded'),
      rejects(new Error('offline'), 'offline'),
    ],
    saveLanguage: () => [resolves(undefined, 'saved'), rejects(new Error('500'), 'refused')],
  },
  strategy: 'shortest',
});
// A browser asking for German (loaded first) and one in English (already in the first paint).
const models = [
  createMachineModel(languageMachine, options('de')),
  createMachineModel(languageMachine, options('en')),
];
const cases = models.flatMap((model, index) =>
  model.paths().map((path) => [`${index === 0 ? 'de' : 'en'}: ${path.description}`, model, path] as const),
);

test('generated paths reach every state and take every transition of the language machine', () => {
  expectFullCoverage(
    languageMachine,
    cases.map(([, , path]) => path),
  );
});

test.each(cases)('%s', async (_name, model, path) => {
  await model.run(path, {
    check: (real, step) => {
      const { code, wanted, signedIn } = real.context;
      if (real.matches({ catalog: { active: 'ready' } })) {
        // Settled: the language asked for is the one on screen, with its own strings, never another's.
        expect(wanted).toBe(code);
        expect(real.context.started).toBe(true);
        if (real.context.core !== core('de') && code !== 'en')
          expect((real.context.core as unknown as { app: { name: string } }).app.name).toBe(`core:${code}`);
        if (real.context.areas)
          expect((real.context.areas as unknown as { quiz: { area: string } }).quiz.area).toBe(
            `areas:${code}`,
          );
      }
      // A pick is saved only for a signed-in user.
      if (step.transitions.includes('language.choose [mayBeSaved]')) expect(signedIn).toBe(true);
    },
  });
});

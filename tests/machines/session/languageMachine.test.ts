/** The interface language (ADR 179) with its loads and saves injected: what is on screen, what is loaded and saved. */
import { createActor, fromPromise } from 'xstate';
import type { UiLanguageCode } from '../../../src/domain/shared/languages';
import type { AreasCatalog, CoreCatalog } from '../../../src/i18n/catalogTypes';
import {
  languageMachine,
  selectAreas,
  selectCore,
  selectLanguage,
  selectStarting,
  selectSwitching,
  type LoadedCatalogs,
} from '../../../src/machines/session/languageMachine';

/** Stand-ins for the catalogs: each names its language, so a test sees which one is on screen. */
const core = (code: UiLanguageCode) => ({ app: { name: `core:${code}` } }) as unknown as CoreCatalog;
const areas = (code: UiLanguageCode) => ({ quiz: { area: `areas:${code}` } }) as unknown as AreasCatalog;
const shownCore = (actor: Language) =>
  (selectCore(actor.getSnapshot()) as unknown as { app: { name: string } }).app.name;
const shownAreas = (actor: Language) =>
  (selectAreas(actor.getSnapshot()) as unknown as { quiz: { area: string } } | null)?.quiz.area ?? null;

interface Load {
  readonly code: UiLanguageCode;
  readonly withAreas: boolean;
  settle(ok?: boolean): void;
}
type Language = ReturnType<typeof start>['actor'];

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(code: UiLanguageCode, save: (code: UiLanguageCode) => Promise<void> = async () => {}) {
  const loads: Load[] = [];
  const saves: UiLanguageCode[] = [];
  const applied: UiLanguageCode[] = [];
  const remembered: UiLanguageCode[] = [];
  let notSaved = 0;
  const actor = createActor(
    languageMachine.provide({
      actors: {
        loadCatalogs: fromPromise<LoadedCatalogs, { code: UiLanguageCode; withAreas: boolean }>(
          ({ input }) =>
            new Promise((resolve, reject) =>
              loads.push({
                ...input,
                settle: (ok = true) =>
                  ok
                    ? resolve({ core: core(input.code), areas: input.withAreas ? areas(input.code) : null })
                    : reject(new Error('offline')),
              }),
            ),
        ),
        saveLanguage: fromPromise<void, { code: UiLanguageCode }>(async ({ input }) => {
          saves.push(input.code);
          return save(input.code);
        }),
      },
      actions: {
        applyDocument: (_, params) => void applied.push(params.code),
        remember: (_, params) => void remembered.push(params.code),
        notifyNotSaved: () => void (notSaved += 1),
      },
    }),
    { input: { code } },
  ).start();
  return { actor, loads, saves, applied, remembered, notSaved: () => notSaved };
}

test('English is in the first paint: nothing is loaded and the screen starts at once', () => {
  const { actor, loads } = start('en');
  expect(selectStarting(actor.getSnapshot())).toBe(false);
  expect(selectLanguage(actor.getSnapshot())).toBe('en');
  expect(loads).toEqual([]);
});

test('another browser language is loaded first; the screen waits for it rather than flash English', async () => {
  const { actor, loads, applied } = start('de');
  expect(selectStarting(actor.getSnapshot())).toBe(true);
  expect(loads.map(({ code, withAreas }) => ({ code, withAreas }))).toEqual([
    { code: 'de', withAreas: false },
  ]);
  loads[0]!.settle();
  await flush();
  expect(selectStarting(actor.getSnapshot())).toBe(false);
  expect([selectLanguage(actor.getSnapshot()), shownCore(actor)]).toEqual(['de', 'core:de']);
  expect(applied).toEqual(['de']);
});

test('a pick made while another loads: the current language stays until the last pick arrives, never another', async () => {
  const { actor, loads, applied, remembered } = start('en');
  const english = shownCore(actor);
  actor.send({ type: 'language.choose', code: 'ar' });
  actor.send({ type: 'language.choose', code: 'de' });
  expect(selectSwitching(actor.getSnapshot())).toBe(true);
  expect([selectLanguage(actor.getSnapshot()), shownCore(actor)]).toEqual(['en', english]);
  loads[1]!.settle();
  await flush();
  // The first pick's late answer changes nothing.
  loads[0]!.settle();
  await flush();
  expect([selectLanguage(actor.getSnapshot()), shownCore(actor)]).toEqual(['de', 'core:de']);
  expect(selectSwitching(actor.getSnapshot())).toBe(false);
  expect(applied).toEqual(['de']);
  expect(remembered).toEqual(['ar', 'de']);
});

test('a language that cannot be loaded leaves the one on screen', async () => {
  const { actor, loads } = start('en');
  const english = shownCore(actor);
  actor.send({ type: 'language.choose', code: 'ja' });
  loads[0]!.settle(false);
  await flush();
  expect([selectLanguage(actor.getSnapshot()), shownCore(actor)]).toEqual(['en', english]);
  // Picking it again tries again.
  actor.send({ type: 'language.choose', code: 'ja' });
  expect(loads).toHaveLength(2);
});

test("signing in loads the profile's language with every area's strings", async () => {
  const { actor, loads } = start('de');
  loads[0]!.settle();
  await flush();
  actor.send({ type: 'language.signedIn', code: 'ja' });
  expect(loads[1]).toMatchObject({ code: 'ja', withAreas: true });
  loads[1]!.settle();
  await flush();
  expect([selectLanguage(actor.getSnapshot()), shownCore(actor), shownAreas(actor)]).toEqual([
    'ja',
    'core:ja',
    'areas:ja',
  ]);
});

test("a profile without a language keeps the browser's, with its areas' strings", async () => {
  const { actor, loads } = start('de');
  loads[0]!.settle();
  await flush();
  actor.send({ type: 'language.signedIn', code: null });
  expect(loads[1]).toMatchObject({ code: 'de', withAreas: true });
  loads[1]!.settle();
  await flush();
  expect(shownAreas(actor)).toBe('areas:de');
});

test('a pick is saved to the profile only when signed in; a refused save says so and keeps the language', async () => {
  const { actor, loads, saves, notSaved } = start('en', async (code) => {
    if (code === 'ar') throw new Error('500');
  });
  actor.send({ type: 'language.choose', code: 'de' });
  loads[0]!.settle();
  await flush();
  expect(saves).toEqual([]);

  actor.send({ type: 'language.signedIn', code: null });
  loads[1]!.settle();
  await flush();
  actor.send({ type: 'language.choose', code: 'ja' });
  loads[2]!.settle();
  await flush();
  expect(saves).toEqual(['ja']);
  expect(notSaved()).toBe(0);

  actor.send({ type: 'language.choose', code: 'ar' });
  loads[3]!.settle();
  await flush();
  expect(saves).toEqual(['ja', 'ar']);
  expect(notSaved()).toBe(1);
  expect(selectLanguage(actor.getSnapshot())).toBe('ar');

  actor.send({ type: 'language.signedOut' });
  actor.send({ type: 'language.choose', code: 'de' });
  expect(saves).toEqual(['ja', 'ar']);
});

/**
 * The transcript (ADR 342) on its machine alone: closed until the student opens it, then open for the rest of the
 * page; the lines of the language chosen (the page's language first), filtered by the search whatever its case
 * and accents; the line spoken follows the playhead; a line chosen asks for a seek to its start, and only while
 * the transcript is open.
 */
import { assign, createActor, setup } from 'xstate';
import {
  selectCurrentLine,
  selectLanguage,
  selectLines,
  selectNoMatch,
  selectTranscriptOpen,
  type TakeTranscriptCommand,
} from '../../../src/machines/take/takeTranscriptMachine';
import {
  createTakeTranscriptServices,
  TRANSCRIPT_OPEN_KEY,
} from '../../../src/machines/take/takeTranscriptServices';
import {
  modelPaths,
  reachedStates,
  replay,
  type StateMeta,
  type UserActions,
} from '../../mbt/support/testModel';

const CUES = {
  en: [
    { start: 0, end: 2, text: 'Cells need energy.' },
    { start: 2, end: 5, text: 'Mitochondria make ATP.' },
    { start: 5, end: 8, text: 'ENERGY moves through the cell.' },
  ],
  fr: [
    { start: 0, end: 2, text: 'Les cellules ont besoin d’énergie.' },
    { start: 2, end: 5, text: 'Les mitochondries font l’ATP.' },
    { start: 5, end: 8, text: 'L’ENERGIE circule dans la cellule.' },
  ],
} as const;

function transcript({ preferred = 'en', stored = null as string | null, languages = ['en', 'fr'] } = {}) {
  const store = new Map<string, string>(stored ? [[TRANSCRIPT_OPEN_KEY, stored]] : []);
  const services = createTakeTranscriptServices({
    getItem: (key) => store.get(key) ?? null,
    setItem: (key, value) => void store.set(key, value),
  });
  const actor = createActor(services.logic, { input: { preferred, open: services.openedBefore() } }).start();
  const seeks: TakeTranscriptCommand[] = [];
  actor.on('transcript.seek', (command) => void seeks.push(command));
  actor.send({ type: 'transcript.tracks', languages });
  for (const language of languages)
    actor.send({ type: 'transcript.cues', language, cues: CUES[language as keyof typeof CUES] });
  return { actor, seeks, store, snapshot: () => actor.getSnapshot() };
}

test('the page’s language is the first choice, its base language next, else the first track', () => {
  expect(selectLanguage(transcript({ preferred: 'fr' }).snapshot())).toBe('fr');
  expect(selectLanguage(transcript({ preferred: 'fr-CA' }).snapshot())).toBe('fr');
  expect(selectLanguage(transcript({ preferred: 'ja' }).snapshot())).toBe('en');
});

test('a language the video has no captions in cannot be chosen; a track gone takes its language with it', () => {
  const page = transcript();
  page.actor.send({ type: 'transcript.chooseLanguage', language: 'de' });
  expect(selectLanguage(page.snapshot())).toBe('en');
  page.actor.send({ type: 'transcript.tracks', languages: ['fr'] });
  expect(selectLanguage(page.snapshot())).toBe('fr');
});

test('opened once on the page, the next transcript starts open; closed again, it starts closed', () => {
  const first = transcript();
  expect(selectTranscriptOpen(first.snapshot())).toBe(false);
  first.actor.send({ type: 'transcript.toggle' });
  const stored = first.store.get(TRANSCRIPT_OPEN_KEY)!;
  expect(selectTranscriptOpen(transcript({ stored }).snapshot())).toBe(true);
  first.actor.send({ type: 'transcript.toggle' });
  expect(selectTranscriptOpen(transcript({ stored: first.store.get(TRANSCRIPT_OPEN_KEY)! }).snapshot())).toBe(
    false,
  );
});

test('a refused storage leaves the transcript closed at first and working', () => {
  const refused = createTakeTranscriptServices({
    getItem: () => {
      throw new Error('denied');
    },
    setItem: () => {
      throw new Error('denied');
    },
  });
  expect(refused.openedBefore()).toBe(false);
  const actor = createActor(refused.logic, { input: { preferred: 'en', open: false } }).start();
  actor.send({ type: 'transcript.toggle' });
  expect(selectTranscriptOpen(actor.getSnapshot())).toBe(true);
});

describe('walks of a transcript in two languages', () => {
  interface Ui {
    readonly page: ReturnType<typeof transcript>;
  }
  interface Model {
    readonly query: '' | 'Énergie';
    readonly language: 'en' | 'fr';
    readonly at: 0 | 3;
    readonly remembered: 'open' | 'closed' | null;
  }
  type ModelEvent =
    | { type: 'student.toggles' }
    | { type: 'student.searches' }
    | { type: 'student.clearsSearch' }
    | { type: 'student.choosesFrench' }
    | { type: 'video.plays' }
    | { type: 'student.choosesLastLine' };

  const see = (open: boolean): StateMeta<Ui, Model> => ({
    see: async ({ page }, { query, language, at, remembered }) => {
      const s = page.snapshot();
      expect(selectTranscriptOpen(s)).toBe(open);
      expect(page.store.get(TRANSCRIPT_OPEN_KEY) ?? null).toBe(remembered);
      const shown = CUES[language].filter((_, index) => query === '' || index !== 1).map((cue) => cue.text);
      expect(selectLines(s).map((line) => line.cue.text)).toEqual(shown);
      expect(selectNoMatch(s)).toBe(false);
      expect(selectCurrentLine(s)).toBe(at === 3 ? 1 : 0);
    },
  });

  const model = setup({ types: { context: {} as Model, events: {} as ModelEvent } }).createMachine({
    id: 'transcript',
    context: { query: '', language: 'en', at: 0, remembered: null },
    initial: 'closed',
    states: {
      closed: {
        meta: see(false),
        on: { 'student.toggles': { target: 'open', actions: assign({ remembered: 'open' }) } },
      },
      open: {
        meta: see(true),
        on: {
          'student.toggles': { target: 'closed', actions: assign({ remembered: 'closed' }) },
          'student.searches': { actions: assign({ query: 'Énergie' }) },
          'student.clearsSearch': { actions: assign({ query: '' }) },
          'student.choosesFrench': { actions: assign({ language: 'fr' }) },
          'student.choosesLastLine': {},
        },
      },
    },
    on: { 'video.plays': { actions: assign({ at: 3 }) } },
  });

  const actions: UserActions<Ui, ModelEvent> = {
    'student.toggles': async ({ page }) => page.actor.send({ type: 'transcript.toggle' }),
    // The word in the language shown (energy, Énergie): in either, it keeps the first and the last line.
    'student.searches': async ({ page }) =>
      page.actor.send({
        type: 'transcript.search',
        query: selectLanguage(page.snapshot()) === 'fr' ? 'Énergie' : 'energy',
      }),
    'student.clearsSearch': async ({ page }) => page.actor.send({ type: 'transcript.search', query: '' }),
    'student.choosesFrench': async ({ page }) => {
      const { query } = page.snapshot().context;
      page.actor.send({ type: 'transcript.chooseLanguage', language: 'fr' });
      // The same search, in the words of the language now shown.
      if (query !== '') page.actor.send({ type: 'transcript.search', query: 'Énergie' });
    },
    'video.plays': async ({ page }) => page.actor.send({ type: 'transcript.time', at: 3 }),
    'student.choosesLastLine': async ({ page }) => {
      const last = selectLines(page.snapshot()).at(-1)!;
      page.actor.send({ type: 'transcript.chooseLine', at: last.cue.start });
      expect(page.seeks.at(-1)).toEqual({ type: 'transcript.seek', at: 5 });
    },
  };

  const paths = modelPaths(model, 'transitions', { walkLength: 14 });

  test('reach every state of the model', () => {
    expect(reachedStates(paths)).toEqual(new Set(['"closed"', '"open"']));
  });

  test.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await replay(path, { page: transcript() }, actions);
  });
});

test('a search no line matches says so; closed, the transcript neither searches nor seeks', () => {
  const page = transcript();
  page.actor.send({ type: 'transcript.search', query: 'energy' });
  page.actor.send({ type: 'transcript.chooseLine', at: 5 });
  expect(page.snapshot().context.query).toBe('');
  expect(page.seeks).toEqual([]);
  page.actor.send({ type: 'transcript.toggle' });
  page.actor.send({ type: 'transcript.search', query: 'Énergie' });
  expect(selectNoMatch(page.snapshot())).toBe(true);
  page.actor.send({ type: 'transcript.chooseLanguage', language: 'fr' });
  expect(selectNoMatch(page.snapshot())).toBe(false);
  expect(selectLines(page.snapshot()).map((line) => line.index)).toEqual([0, 2]);
});

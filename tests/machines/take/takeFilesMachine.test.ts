/**
 * File answers (ADR 294) on the files child alone: one file on its way at a time, the page told when it leaves and
 * when it settles (with what the server stored), a refusal said for its question only, and a closed attempt or a
 * gone link told to the page. The server's answers are given by the test.
 */
import { assign, setup } from 'xstate';
import {
  selectFileError,
  selectFileSending,
  takeFilesMachine,
  type FileInput,
  type FileRemoval,
  type StoredFiles,
} from '../../../src/machines/take/takeFilesMachine';
import {
  modelPaths,
  reachedStates,
  replay,
  type StateMeta,
  type UserActions,
} from '../../mbt/support/testModel';
import { TAKE_TOKEN } from '../../support/takeFixtures';
import { calls, failure, settled, underPage } from './childHarness';

const pdf = (name: string) => new File([new Uint8Array(10)], name, { type: 'application/pdf' });
const stored = (name: string) => ({ id: name, name, size: 10, type: 'application/pdf' });
const TOO_LARGE = 'This file is larger than 5 MB: send a smaller one.';

function files() {
  const sends = calls<FileInput, StoredFiles>();
  const removals = calls<FileRemoval, StoredFiles>();
  const page = underPage(
    takeFilesMachine.provide({ actors: { sendFile: sends.logic, removeFile: removals.logic } }),
    { token: TAKE_TOKEN },
  );
  return { ...page, sends: sends.pending, removals: removals.pending };
}

test('a file picked while another is on its way is not taken', async () => {
  const page = files();
  page.send({ type: 'file.send', itemId: 11, file: pdf('a.pdf') });
  page.send({ type: 'file.send', itemId: 12, file: pdf('b.pdf') });
  expect(page.sends.map((call) => call.input.file.name)).toEqual(['a.pdf']);
  expect(selectFileSending(page.snapshot(), 11)).toEqual({ itemId: 11, name: 'a.pdf', removing: false });
  expect(selectFileSending(page.snapshot(), 12)).toBeNull();
  page.sends.shift()!.resolve({ files: [stored('a.pdf')] });
  await settled();
  expect(page.reports).toEqual([
    { type: 'files.sending' },
    { type: 'files.settled', itemId: 11, stored: { files: [stored('a.pdf')] } },
  ]);
});

test.each([
  [410, 'take.closed'],
  [404, 'take.linkGone'],
])('a file answered %i tells the page %s and sends nothing more', async (status, report) => {
  const page = files();
  page.send({ type: 'file.send', itemId: 11, file: pdf('a.pdf') });
  page.sends.shift()!.reject(failure(status));
  await settled();
  expect(page.told()).toEqual(['files.sending', report]);
  page.send({ type: 'file.send', itemId: 11, file: pdf('b.pdf') });
  expect(page.sends).toEqual([]);
});

describe('walks of a file upload question', () => {
  interface Ui {
    readonly page: ReturnType<typeof files>;
  }
  interface Model {
    /** The files the server stored for question 11, as the page was last told. */
    readonly stored: readonly string[];
    /** The refusal said beside question 11. */
    readonly error: string | null;
  }
  type ModelEvent =
    | { type: 'student.sendsFile' }
    | { type: 'student.removesFile' }
    | { type: 'server.stores' }
    | { type: 'server.refuses' }
    | { type: 'page.refusesTooLarge' };

  const see = (onItsWay: 'sending' | 'removing' | null): StateMeta<Ui, Model> => ({
    see: async ({ page }, { stored: names, error }) => {
      const sending = selectFileSending(page.snapshot(), 11);
      expect(sending === null ? null : sending.removing ? 'removing' : 'sending').toBe(onItsWay);
      // Never said beside another question.
      expect(selectFileError(page.snapshot(), 11)).toBe(error);
      expect(selectFileError(page.snapshot(), 12)).toBeNull();
      const settledReports = page.reports.filter((r) => r.type === 'files.settled' && r.stored);
      const last = settledReports.at(-1)?.stored as StoredFiles | undefined;
      expect(last?.files.map((file) => file.name) ?? []).toEqual(names);
      // The page hears when a file leaves and when it settles: a submit waits in between.
      const told = page.told().at(-1);
      if (onItsWay) expect(told).toBe('files.sending');
      else if (told) expect(told).toBe('files.settled');
    },
  });

  const model = setup({
    types: { context: {} as Model, events: {} as ModelEvent },
    guards: { hasFile: ({ context }) => context.stored.length > 0 },
    actions: {
      clearError: assign({ error: null }),
      storeOne: assign({ stored: ['report.pdf'] }),
      storeNone: assign({ stored: [] }),
      refuse: assign({ error: TOO_LARGE }),
    },
  }).createMachine({
    id: 'fileQuestion',
    context: { stored: [], error: null },
    initial: 'idle',
    states: {
      idle: {
        meta: see(null),
        on: {
          'student.sendsFile': { target: 'sending', actions: 'clearError' },
          'student.removesFile': { guard: 'hasFile', target: 'removing', actions: 'clearError' },
          'page.refusesTooLarge': { actions: 'refuse' },
        },
      },
      sending: {
        meta: see('sending'),
        on: {
          'server.stores': { target: 'idle', actions: 'storeOne' },
          'server.refuses': { target: 'idle', actions: 'refuse' },
        },
      },
      removing: {
        meta: see('removing'),
        on: { 'server.stores': { target: 'idle', actions: 'storeNone' } },
      },
    },
  });

  const actions: UserActions<Ui, ModelEvent> = {
    'student.sendsFile': async ({ page }) =>
      page.send({ type: 'file.send', itemId: 11, file: pdf('report.pdf') }),
    'student.removesFile': async ({ page }) =>
      page.send({ type: 'file.remove', itemId: 11, fileId: 'report.pdf', name: 'report.pdf' }),
    'server.stores': async ({ page }) => {
      const sent = page.sends.shift();
      if (sent) sent.resolve({ files: [stored(sent.input.file.name)] });
      else page.removals.shift()!.resolve({ files: [] });
      await settled();
    },
    'server.refuses': async ({ page }) => {
      page.sends.shift()!.reject(failure(400, TOO_LARGE));
      await settled();
    },
    'page.refusesTooLarge': async ({ page }) =>
      page.send({ type: 'file.refuse', itemId: 11, message: TOO_LARGE }),
  };

  const paths = modelPaths(model, 'transitions', { walkLength: 10 });

  test('reach every state of the model', () => {
    expect(reachedStates(paths)).toEqual(new Set(['"idle"', '"sending"', '"removing"']));
  });

  test.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await replay(path, { page: files() }, actions);
  });
});

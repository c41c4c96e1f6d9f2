/**
 * The student page's real effects: the take API over an anonymous HTTP client, the outbox kept in the device's
 * storage under the link's token, a one-second ticker and the browser's online/offline events.
 */
import { fromCallback, fromPromise } from 'xstate';
import type { HttpClient } from '../api/http';
import { fetchTakeSession, saveTakeAnswer, startTake, submitTake } from '../api/take';
import type { SaveAnswerResponse, TakeOutcome, TakeSession } from '../api/takeContract';
import { OutboxSchema, TICK_MS, type Outbox } from '../domain/takeAnswers';
import { takeQuizMachine, type LoadedTake, type SaveInput, type TakeQuizEvent } from './takeQuizMachine';

const STORAGE_PREFIX = 'take-outbox:';

/** The unsent saves of a link, as this device stored them: persisted per token, checked when read back. */
export function createOutboxStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null) {
  return {
    load(token: string): Outbox {
      try {
        const parsed = OutboxSchema.safeParse(JSON.parse(storage?.getItem(STORAGE_PREFIX + token) ?? '{}'));
        return parsed.success ? parsed.data : {};
      } catch {
        return {};
      }
    },
    save(token: string, outbox: Outbox): void {
      try {
        if (Object.keys(outbox).length === 0) storage?.removeItem(STORAGE_PREFIX + token);
        else storage?.setItem(STORAGE_PREFIX + token, JSON.stringify(outbox));
      } catch {
        // Storage full or refused (private mode): the answers still go to the server while the page is open.
      }
    },
  };
}
export type OutboxStore = ReturnType<typeof createOutboxStore>;

export interface TakeQuizDeps {
  readonly http: HttpClient;
  readonly store: OutboxStore;
  /** The window whose online/offline events and timers the page follows. */
  readonly window?: Pick<
    Window,
    'addEventListener' | 'removeEventListener' | 'setInterval' | 'clearInterval'
  > & {
    readonly navigator: Pick<Navigator, 'onLine'>;
  };
}

export function createTakeQuizMachine({ http, store, window: win = globalThis.window }: TakeQuizDeps) {
  return takeQuizMachine.provide({
    actors: {
      loadSession: fromPromise<LoadedTake, { token: string }>(async ({ input, signal }) => ({
        session: await fetchTakeSession(http, input.token, signal),
        outbox: store.load(input.token),
      })),
      startSession: fromPromise<TakeSession, { token: string }>(({ input, signal }) =>
        startTake(http, input.token, signal),
      ),
      saveAnswer: fromPromise<SaveAnswerResponse, SaveInput>(({ input, signal }) =>
        saveTakeAnswer(
          http,
          input.token,
          input.itemId,
          { optionIds: [...input.optionIds], timeSpentMs: input.timeSpentMs },
          signal,
        ),
      ),
      submitQuiz: fromPromise<TakeOutcome, { token: string }>(({ input, signal }) =>
        submitTake(http, input.token, signal),
      ),
      ticker: fromCallback<TakeQuizEvent>(({ sendBack }) => {
        const id = win.setInterval(() => sendBack({ type: 'clock.tick' }), TICK_MS);
        return () => win.clearInterval(id);
      }),
      connection: fromCallback<TakeQuizEvent>(({ sendBack }) => {
        const online = () => sendBack({ type: 'connection.online' });
        const offline = () => sendBack({ type: 'connection.offline' });
        if (!win.navigator.onLine) offline();
        win.addEventListener('online', online);
        win.addEventListener('offline', offline);
        return () => {
          win.removeEventListener('online', online);
          win.removeEventListener('offline', offline);
        };
      }),
    },
    actions: {
      persistOutbox: ({ context }) => store.save(context.token, context.outbox),
    },
  });
}

/**
 * The student page's real effects: the take API over an anonymous HTTP client, the outbox kept in the device's
 * storage under the link's token and the browser's online/offline events.
 *
 * The API client, the contract and the stored outbox's check (all zod) are loaded with the first call, not with the
 * page's first script (ADR 140); `preloadTakeWire` starts that download while the page boots.
 */
import { fromCallback } from 'xstate';
import type { HttpClient } from '../../api/shared/http';
import type { UiLanguageCode } from '../../domain/shared/languages';
import type { Outbox } from '../../domain/take/takeAnswers';
import { takeQuizActors } from './takeQuizCalls';
import { preloadTakeWire } from './takeWire';
import type { TakeQuizContext, TakeQuizEvent } from './takeQuizTypes';

const STORAGE_PREFIX = 'take-outbox:';

type OutboxStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface TakeQuizDeps {
  /** Where the API answers: '' for the page's own origin. */
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
  /** The device's storage for unsent answers; null when the browser refuses it. */
  readonly storage: OutboxStorage | null;
  /** The page's language, sent when the student starts (ADR 269). */
  readonly language?: UiLanguageCode;
  /** The window whose online/offline events the page follows. */
  readonly window?: Pick<Window, 'addEventListener' | 'removeEventListener'> & {
    readonly navigator: Pick<Navigator, 'onLine'>;
  };
}

function readStored(storage: OutboxStorage | null, token: string): string | null {
  try {
    return storage?.getItem(STORAGE_PREFIX + token) ?? null;
  } catch {
    return null;
  }
}

function store(storage: OutboxStorage | null, token: string, outbox: Outbox): void {
  try {
    if (Object.keys(outbox).length === 0) storage?.removeItem(STORAGE_PREFIX + token);
    else storage?.setItem(STORAGE_PREFIX + token, JSON.stringify(outbox));
  } catch {
    // Storage full or refused (private mode): the answers still go to the server while the page is open.
  }
}

export function createTakeQuizServices({
  baseUrl = '',
  fetch: fetcher,
  storage,
  language,
  window: win = globalThis.window,
}: TakeQuizDeps) {
  let client: HttpClient | undefined;
  const api = async () => {
    const [take, outbox] = await preloadTakeWire();
    client ??= take.createTakeHttpClient(baseUrl, fetcher);
    return { take, outbox, http: client };
  };

  return {
    actors: {
      ...takeQuizActors(
        {
          loadSession: async ({ token }, signal) => {
            const { take, outbox, http } = await api();
            return {
              session: await take.fetchTakeSession(http, token, signal),
              outbox: outbox.parseOutbox(readStored(storage, token)),
            };
          },
          startSession: async ({ token }, signal) => {
            const { take, http } = await api();
            return take.startTake(http, token, signal, language);
          },
          saveAnswer: async (input, signal) => {
            const { take, http } = await api();
            return take.saveTakeAnswer(
              http,
              input.token,
              input.itemId,
              input.response !== undefined
                ? {
                    response: input.response as boolean | string | readonly unknown[],
                    timeSpentMs: input.timeSpentMs,
                  }
                : { optionIds: [...input.optionIds], timeSpentMs: input.timeSpentMs },
              signal,
            );
          },
          sendWatched: async (input, signal) => {
            const { take, http } = await api();
            const { segments, duration } = input;
            const batch = { segments: segments.map(([start, end]): [number, number] => [start, end]) };
            return take.sendTakeWatched(http, input.token, input.itemId, { ...batch, duration }, signal);
          },
          sendFile: async (input, signal) => {
            const { take, http } = await api();
            return take.sendTakeFile(http, input.token, input.itemId, input.file, input.file.name, signal);
          },
          removeFile: async (input, signal) => {
            const { take, http } = await api();
            return take.removeTakeFile(http, input.token, input.itemId, input.fileId, signal);
          },
          requestHint: async (input, signal) => {
            const { take, http } = await api();
            return take.requestTakeHint(http, input.token, input.itemId, input.index, signal);
          },
          newAttempt: async ({ token }, signal) => {
            const { take, http } = await api();
            return take.retryTake(http, token, signal);
          },
          submitQuiz: async ({ token }, signal) => {
            const { take, http } = await api();
            return take.submitTake(http, token, signal);
          },
        },
        (token, outbox) => store(storage, token, outbox),
      ),
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
      forgetOutbox: ({ context }: { context: TakeQuizContext }) => store(storage, context.token, {}),
    },
  };
}

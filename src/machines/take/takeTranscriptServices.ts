/**
 * The transcript's one effect (ADR 342): whether the student opened it, kept for the page in the tab's session
 * storage, so the next video (or the same one after a reload) shows it open. A map in tests.
 */
import { takeTranscriptMachine } from './takeTranscriptMachine';

export const TRANSCRIPT_OPEN_KEY = 'take.transcriptOpen';

type OpenStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The tab's session storage, or none where the browser refuses it (the transcript then starts closed). */
function sessionStore(): OpenStore | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function createTakeTranscriptServices(store: OpenStore | null = sessionStore()) {
  return {
    /** Whether the transcript was opened before on this page. */
    openedBefore: (): boolean => {
      try {
        return store?.getItem(TRANSCRIPT_OPEN_KEY) === 'open';
      } catch {
        return false;
      }
    },
    logic: takeTranscriptMachine.provide({
      actions: {
        rememberOpen: (_, params: { open: boolean }) => {
          try {
            store?.setItem(TRANSCRIPT_OPEN_KEY, params.open ? 'open' : 'closed');
          } catch {
            // Storage full or refused: the transcript is still open now, only not remembered.
          }
        },
      },
    }),
  };
}

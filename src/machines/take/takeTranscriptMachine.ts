/**
 * The transcript beside a student's video (ADR 342), one per video with captions: `closed` ⇄ `open` (opened once,
 * it stays open for the page: `rememberOpen`, provided by `createTakeTranscriptServices`), the caption languages the
 * video's element has (`transcript.tracks`) and the one chosen, each language's cues as the browser read them
 * (`transcript.cues`), the search typed and the playhead (`transcript.time`). A line chosen is a seek the machine
 * emits (`transcript.seek`): the interactive player hands it to the video child, whose rules decide (prevent
 * skipping refuses one past what was watched); the plain player applies it.
 */
import { assign, emit, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { cueIndexAt, lineMatches, matchRanges, type TranscriptCue } from '../../domain/take/transcript';

/** The longest search kept: a line is a sentence or two. */
export const TRANSCRIPT_QUERY_MAX = 200;

export interface TakeTranscriptInput {
  /** The page's language: its captions are the transcript's first choice. */
  readonly preferred: string;
  /** The transcript was opened before on this page. */
  readonly open: boolean;
}

export interface TakeTranscriptContext {
  readonly preferred: string;
  readonly openAtStart: boolean;
  /** The caption languages of the video's element, in its order. */
  languages: string[];
  language: string | null;
  /** Each language's lines, once the browser read its file. */
  cues: Record<string, readonly TranscriptCue[]>;
  query: string;
  at: number;
}

export type TakeTranscriptEvent =
  | { type: 'transcript.toggle' }
  | { type: 'transcript.tracks'; languages: string[] }
  | { type: 'transcript.chooseLanguage'; language: string }
  | { type: 'transcript.cues'; language: string; cues: readonly TranscriptCue[] }
  | { type: 'transcript.search'; query: string }
  | { type: 'transcript.time'; at: number }
  | { type: 'transcript.chooseLine'; at: number };

/** What the video must do: go to the line chosen (through its own rules). */
export type TakeTranscriptCommand = { type: 'transcript.seek'; at: number };

const primary = (tag: string) => tag.toLowerCase().split('-')[0];

/** The page's language if a track has it (or its base language), else the first track. */
function defaultLanguage(languages: readonly string[], preferred: string): string | null {
  return (
    languages.find((language) => language.toLowerCase() === preferred.toLowerCase()) ??
    languages.find((language) => primary(language) === primary(preferred)) ??
    languages[0] ??
    null
  );
}

export const takeTranscriptMachine = setup({
  types: {
    context: {} as TakeTranscriptContext,
    events: {} as TakeTranscriptEvent,
    input: {} as TakeTranscriptInput,
    emitted: {} as TakeTranscriptCommand,
  },
  guards: {
    openedBefore: ({ context }) => context.openAtStart,
    isOffered: ({ context }, params: { language: string }) => context.languages.includes(params.language),
  },
  actions: {
    assignTracks: assign(({ context }, params: { languages: string[] }) => ({
      languages: params.languages,
      language:
        context.language !== null && params.languages.includes(context.language)
          ? context.language
          : defaultLanguage(params.languages, context.preferred),
    })),
    assignLanguage: assign({ language: (_, params: { language: string }) => params.language }),
    assignCues: assign(({ context }, params: { language: string; cues: readonly TranscriptCue[] }) => ({
      cues: { ...context.cues, [params.language]: params.cues },
    })),
    assignQuery: assign({
      query: (_, params: { query: string }) => params.query.slice(0, TRANSCRIPT_QUERY_MAX),
    }),
    assignTime: assign({ at: (_, params: { at: number }) => params.at }),
    seekToLine: emit((_, params: { at: number }) => ({ type: 'transcript.seek' as const, at: params.at })),
    /** Provided by the page: keeps whether the transcript is open for the rest of the page. */
    rememberOpen: (_, _params: { open: boolean }) => {},
  },
}).createMachine({
  id: 'takeTranscript',
  context: ({ input }) => ({
    preferred: input.preferred,
    openAtStart: input.open,
    languages: [],
    language: null,
    cues: {},
    query: '',
    at: 0,
  }),
  on: {
    'transcript.tracks': { actions: { type: 'assignTracks', params: ({ event }) => event } },
    'transcript.chooseLanguage': {
      guard: { type: 'isOffered', params: ({ event }) => event },
      actions: { type: 'assignLanguage', params: ({ event }) => event },
    },
    'transcript.cues': { actions: { type: 'assignCues', params: ({ event }) => event } },
    'transcript.time': { actions: { type: 'assignTime', params: ({ event }) => event } },
  },
  initial: 'starting',
  states: {
    starting: {
      description: 'Open from the start when the student opened a transcript before on this page.',
      always: [{ guard: 'openedBefore', target: 'open' }, { target: 'closed' }],
    },
    closed: {
      on: {
        'transcript.toggle': {
          target: 'open',
          actions: { type: 'rememberOpen', params: { open: true } },
        },
      },
    },
    open: {
      tags: ['open'],
      on: {
        'transcript.toggle': {
          target: 'closed',
          actions: { type: 'rememberOpen', params: { open: false } },
        },
        'transcript.search': { actions: { type: 'assignQuery', params: ({ event }) => event } },
        'transcript.chooseLine': { actions: { type: 'seekToLine', params: ({ event }) => event } },
      },
    },
  },
});

export type TakeTranscriptActorRef = ActorRefFrom<typeof takeTranscriptMachine>;
type Snapshot = SnapshotFrom<typeof takeTranscriptMachine>;

/** One line as the transcript shows it: its place among the cues and the parts the search found. */
export interface TranscriptLine {
  readonly index: number;
  readonly cue: TranscriptCue;
  readonly found: ReadonlyArray<readonly [number, number]>;
}

export const selectTranscriptOpen = (s: Snapshot) => s.hasTag('open');
export const selectLanguages = (s: Snapshot) => s.context.languages;
export const selectLanguage = (s: Snapshot) => s.context.language;
export const selectQuery = (s: Snapshot) => s.context.query;
/** Whether the video has captions to make a transcript of. */
export const selectHasTranscript = (s: Snapshot) => s.context.languages.length > 0;
const cuesOf = (s: Snapshot) => (s.context.language ? (s.context.cues[s.context.language] ?? null) : null);
/** Whether the chosen language's lines were read. */
export const selectCuesRead = (s: Snapshot) => cuesOf(s) !== null;
/** The lines that match the search (all of them for a blank one), in time order. */
export function selectLines(s: Snapshot): TranscriptLine[] {
  const { query } = s.context;
  return (cuesOf(s) ?? []).flatMap((cue, index) =>
    lineMatches(cue.text, query) ? [{ index, cue, found: matchRanges(cue.text, query) }] : [],
  );
}
/** The index of the line spoken now; -1 between lines. */
export const selectCurrentLine = (s: Snapshot) => cueIndexAt(cuesOf(s) ?? [], s.context.at);
/** A search typed that no line of the read transcript matches. */
export const selectNoMatch = (s: Snapshot) =>
  selectCuesRead(s) && s.context.query.trim() !== '' && selectLines(s).length === 0;

/** Two lists of lines the same to the eye (for `useSelector`: the playhead moves, the lines stay). */
export const sameLines = (a: readonly TranscriptLine[], b: readonly TranscriptLine[]) =>
  a.length === b.length &&
  a.every(
    (line, index) =>
      line.cue === b[index]!.cue &&
      line.found.length === b[index]!.found.length &&
      line.found.every(
        ([start, end], at) => start === b[index]!.found[at]![0] && end === b[index]!.found[at]![1],
      ),
  );

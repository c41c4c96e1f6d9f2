/**
 * The video player of quiz video items (SPEC sections 4 and 9): cover → playing ⇄ paused → ended, with the
 * playback speed, and beside it the subtitle check (checking → available | unavailable). The element's effects
 * (play, speed) are actions the view provides; the media element reports back with `media.*` events.
 */
import { assign, fromPromise, not, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ArticleType } from '../../domain/content/content';
import { captionOrder } from '../../domain/content/captions';

/** SPEC section 9: 0.75 (slow), 1 (normal), 1.5 (fast), 2 (faster). */
export const PLAYER_SPEEDS = [
  { rate: 0.75, name: 'slow' },
  { rate: 1, name: 'normal' },
  { rate: 1.5, name: 'fast' },
  { rate: 2, name: 'faster' },
] as const;
export type PlayerSpeed = (typeof PLAYER_SPEEDS)[number]['rate'];

/** SPEC section 4: on pause these article types show an overlay with a play button. */
export const PAUSE_OVERLAY_TYPES: readonly ArticleType[] = ['science_core', 'science_education'];

export interface VideoPlayerInput {
  /** Language → subtitle file address. */
  readonly subtitles: Readonly<Record<string, string>>;
  readonly articleType: ArticleType | null;
  /** The page's language: its captions come first (captionOrder). */
  readonly language?: string;
}

export interface VideoPlayerContext {
  readonly subtitles: Readonly<Record<string, string>>;
  readonly articleType: ArticleType | null;
  readonly language: string;
  rate: PlayerSpeed;
  /** Languages whose subtitle file answered, the page's language first (captionOrder); empty until checked. */
  tracks: string[];
}

export type VideoPlayerEvent =
  | { type: 'player.start' }
  | { type: 'player.resume' }
  | { type: 'player.speed'; rate: PlayerSpeed }
  | { type: 'media.play' }
  | { type: 'media.pause' }
  | { type: 'media.ended' }
  | { type: 'media.error' };

export const videoPlayerMachine = setup({
  types: {
    context: {} as VideoPlayerContext,
    events: {} as VideoPlayerEvent,
    input: {} as VideoPlayerInput,
  },
  actors: {
    /** Resolves the languages whose subtitle file can be reached. */
    checkSubtitles: fromPromise<string[], { subtitles: Readonly<Record<string, string>> }>(async () => {
      throw new Error('checkSubtitles is not provided');
    }),
  },
  guards: {
    hasSubtitles: ({ context }) => Object.keys(context.subtitles).length > 0,
    anyReachable: (_, params: { languages: string[] }) => params.languages.length > 0,
    isSpeed: (_, params: { rate: number }) => PLAYER_SPEEDS.some((speed) => speed.rate === params.rate),
  },
  actions: {
    assignRate: assign({ rate: (_, params: { rate: PlayerSpeed }) => params.rate }),
    assignTracks: assign({
      tracks: ({ context }, params: { languages: string[] }) =>
        captionOrder(params.languages, context.language),
    }),
    /** Provided by the view: starts the media element. */
    playMedia: () => {},
    /** Provided by the view: sets the media element's playback rate. */
    applyRate: (_, _params: { rate: PlayerSpeed }) => {},
  },
}).createMachine({
  id: 'videoPlayer',
  context: ({ input }) => ({
    subtitles: input.subtitles,
    articleType: input.articleType,
    language: input.language ?? 'en',
    rate: 1,
    tracks: [],
  }),
  type: 'parallel',
  on: {
    'player.speed': {
      guard: { type: 'isSpeed', params: ({ event }) => ({ rate: event.rate }) },
      actions: [
        { type: 'assignRate', params: ({ event }) => ({ rate: event.rate }) },
        { type: 'applyRate', params: ({ event }) => ({ rate: event.rate }) },
      ],
    },
  },
  states: {
    playback: {
      initial: 'cover',
      states: {
        cover: {
          description: 'The cover image hides the video until the user starts it.',
          on: { 'player.start': { target: 'playing', actions: 'playMedia' } },
        },
        playing: {
          on: { 'media.pause': 'paused', 'media.ended': 'ended', 'media.error': 'failed' },
        },
        paused: {
          on: {
            'media.play': 'playing',
            'player.resume': { target: 'playing', actions: 'playMedia' },
            'media.error': 'failed',
          },
        },
        ended: {
          on: { 'media.play': 'playing', 'player.resume': { target: 'playing', actions: 'playMedia' } },
        },
        failed: { tags: ['error'] },
      },
    },
    subtitles: {
      initial: 'checking',
      states: {
        checking: {
          always: { guard: not('hasSubtitles'), target: 'unavailable' },
          invoke: {
            src: 'checkSubtitles',
            input: ({ context }) => ({ subtitles: context.subtitles }),
            onDone: [
              {
                guard: { type: 'anyReachable', params: ({ event }) => ({ languages: event.output }) },
                target: 'available',
                actions: { type: 'assignTracks', params: ({ event }) => ({ languages: event.output }) },
              },
              { target: 'unavailable' },
            ],
            onError: 'unavailable',
          },
        },
        available: {},
        unavailable: { description: 'No subtitle file could be reached: the player shows no captions.' },
      },
    },
  },
});

export type VideoPlayerActorRef = ActorRefFrom<typeof videoPlayerMachine>;
type Snapshot = SnapshotFrom<typeof videoPlayerMachine>;
export const selectShowsCover = (s: Snapshot) => s.matches({ playback: 'cover' });
export const selectShowsOverlay = (s: Snapshot) =>
  s.matches({ playback: 'paused' }) &&
  s.context.articleType !== null &&
  PAUSE_OVERLAY_TYPES.includes(s.context.articleType);
export const selectRate = (s: Snapshot) => s.context.rate;
/** The page's language the captions are ordered and named for. */
export const selectLanguage = (s: Snapshot) => s.context.language;
export const selectTracks = (s: Snapshot) => (s.matches({ subtitles: 'available' }) ? s.context.tracks : []);
export const selectFailed = (s: Snapshot) => s.hasTag('error');
/** The video has subtitle files but none could be reached, so captions are off (the player says so). */
export const selectSubtitlesUnavailable = (s: Snapshot) =>
  s.matches({ subtitles: 'unavailable' }) && Object.keys(s.context.subtitles).length > 0;

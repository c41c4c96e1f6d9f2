/**
 * The interactive videos of an attempt (ADR 338), a child of the page machine while the quiz is taken.
 *
 * The page forwards what each video's media element reports (`video.time`, `video.seeking`, `video.play`) and the
 * student's choices (`video.continue`, `video.chooseSpeed`, `video.chooseChapter`, `video.seekTo` from the
 * transcript), tells it when a question is answered (`moment.answered`) and what the server said of a saved answer
 * (`outbox.checked`). It keeps each
 * video's playhead and furthest point watched (from the attempt's watched record at first, so a student resumes
 * where they left off), and asks a question when the playing video crosses its moment: `free` → `asking`, the
 * video paused when the moment says so, until the student continues (a must-answer question once answered). A
 * seek past the furthest point of a video that prevents skipping goes back there. What the element must do it
 * emits (`media.seek`, `media.pause`, `media.play`, `media.rate`): the view applies it.
 */
import { and, assign, emit, enqueueActions, setup, type ActorRefFrom } from 'xstate';
import { chapterTarget, furthestAfter, isSkipAhead } from '../../domain/take/interactiveVideo';
import type { TakeVideoInput } from './takeVideos';
import {
  askedMoment,
  crossed,
  furthestOf,
  mustWait,
  said,
  videoOf,
  type TakeVideoContext,
} from './takeVideoContext';

export type { InteractiveVideo, TakeVideoInput } from './takeVideos';
export type { TakeVideoContext, VideoNoticeKind } from './takeVideoContext';

type OfVideo = { readonly itemId: number };
export type TakeVideoEvent =
  | ({ type: 'video.time'; at: number } & OfVideo)
  | ({ type: 'video.seeking'; at: number } & OfVideo)
  /** The element starts playing at `at`: a first report of the playhead, so a moment just after it is crossed. */
  | ({ type: 'video.play'; at: number } & OfVideo)
  | ({ type: 'video.continue' } & OfVideo)
  | ({ type: 'video.chooseSpeed'; rate: number } & OfVideo)
  | ({ type: 'video.chooseChapter'; at: number } & OfVideo)
  /** A line of the transcript chosen (ADR 342): a seek asked for, under the same rule as a chapter. */
  | ({ type: 'video.seekTo'; at: number } & OfVideo)
  | { type: 'moment.answered'; itemId: number; answered: boolean }
  | { type: 'outbox.checked'; itemId: number; jumpBackTo: number | null };

/** What the media element of video `itemId` must do. */
export type TakeVideoCommand =
  | ({ type: 'media.seek'; at: number } & OfVideo)
  | ({ type: 'media.pause' } & OfVideo)
  | ({ type: 'media.play' } & OfVideo)
  | ({ type: 'media.rate'; rate: number } & OfVideo);

export const takeVideoMachine = setup({
  types: {
    context: {} as TakeVideoContext,
    events: {} as TakeVideoEvent,
    input: {} as TakeVideoInput,
    emitted: {} as TakeVideoCommand,
  },
  guards: {
    crossesMoment: ({ context, event }) => event.type === 'video.time' && crossed(context, event) !== null,
    mayContinue: ({ context }) => !mustWait(context),
    mustWait: ({ context }) => mustWait(context),
    isAtMoment: ({ context }) => {
      const moment = askedMoment(context);
      const at = context.playhead[String(context.asking?.itemId)] ?? 0;
      return moment !== undefined && !isSkipAhead(moment.at, at);
    },
    isAskingThisVideo: ({ context, event }) => 'itemId' in event && context.asking?.itemId === event.itemId,
    skipsAhead: ({ context, event }) => {
      if (event.type !== 'video.seeking' || !videoOf(context, event.itemId)?.preventSkipping) return false;
      return isSkipAhead(event.at, furthestOf(context, event.itemId));
    },
    resumes: ({ context, event }) =>
      event.type === 'video.play' &&
      Boolean(videoOf(context, event.itemId)) &&
      !context.started[String(event.itemId)] &&
      furthestOf(context, event.itemId) > 0,
    isOfferedSpeed: ({ context, event }) =>
      event.type === 'video.chooseSpeed' &&
      (videoOf(context, event.itemId)?.speeds.includes(event.rate) ?? false),
  },
  actions: {
    trackTime: assign(({ context }, params: { itemId: number; at: number }) => {
      const key = String(params.itemId);
      const video = videoOf(context, params.itemId);
      const from = context.playhead[key] ?? params.at;
      const furthest = furthestAfter(
        furthestOf(context, params.itemId),
        from,
        params.at,
        Boolean(video?.preventSkipping),
      );
      return {
        playhead: { ...context.playhead, [key]: params.at },
        furthest: { ...context.furthest, [key]: furthest },
      };
    }),
    /** The question whose moment the video crossed is asked; the video pauses there if the moment says so. */
    askMoment: enqueueActions(({ context, enqueue }, params: { itemId: number; at: number }) => {
      const moment = crossed(context, params)!;
      const { [String(moment.questionId)]: _asked, ...again } = context.again;
      // What the player said before is old news once a question is asked.
      enqueue.assign({
        asking: { itemId: params.itemId, questionId: moment.questionId },
        again,
        notice: null,
      });
      if (moment.pause || moment.mustAnswer) enqueue.emit({ type: 'media.pause', itemId: params.itemId });
    }),
    /** Goes on from the moment, or back to where a wrong answer's moment sends the video (ADR 338). */
    goOn: enqueueActions(({ context, enqueue }) => {
      const { asking } = context;
      if (!asking) return;
      const back = context.verdicts[String(asking.questionId)];
      enqueue.assign({ asking: null });
      if (typeof back === 'number') {
        enqueue.assign({
          again: { ...context.again, [String(asking.questionId)]: true },
          ...said(context, asking.itemId, 'goneBack', back),
        });
        enqueue.emit({ type: 'media.seek', itemId: asking.itemId, at: back });
      }
      enqueue.emit({ type: 'media.play', itemId: asking.itemId });
    }),
    holdAtMoment: enqueueActions(({ context, enqueue }) => {
      const { asking } = context;
      if (!asking) return;
      enqueue.assign(said(context, asking.itemId, 'answerFirst'));
      enqueue.emit({ type: 'media.pause', itemId: asking.itemId });
    }),
    refuseSkip: enqueueActions(({ context, enqueue }, params: OfVideo) => {
      const at = furthestOf(context, params.itemId);
      enqueue.assign({
        playhead: { ...context.playhead, [String(params.itemId)]: at },
        ...said(context, params.itemId, 'skipRefused'),
      });
      enqueue.emit({ type: 'media.seek', itemId: params.itemId, at });
    }),
    assignPlayhead: assign(({ context }, params: { itemId: number; at: number }) => ({
      playhead: { ...context.playhead, [String(params.itemId)]: params.at },
    })),
    /** The video plays from `at`: the playhead is there even before its first report of time. */
    markStarted: assign(({ context }, params: { itemId: number; at: number }) => ({
      started: { ...context.started, [String(params.itemId)]: true as const },
      playhead: { ...context.playhead, [String(params.itemId)]: params.at },
    })),
    resume: emit(({ context }, params: OfVideo) => ({
      type: 'media.seek' as const,
      itemId: params.itemId,
      at: furthestOf(context, params.itemId),
    })),
    chooseSpeed: enqueueActions(({ context, enqueue }, params: { itemId: number; rate: number }) => {
      enqueue.assign({ rates: { ...context.rates, [String(params.itemId)]: params.rate } });
      enqueue.emit({ type: 'media.rate', itemId: params.itemId, rate: params.rate });
    }),
    /** A chapter or a transcript line: the seek goes there, or to the furthest point watched when skipping is prevented. */
    chooseChapter: enqueueActions(({ context, enqueue }, params: { itemId: number; at: number }) => {
      const video = videoOf(context, params.itemId);
      if (!video) return;
      const furthest = furthestOf(context, params.itemId);
      const at = chapterTarget(params.at, furthest, video.preventSkipping);
      if (at !== params.at) enqueue.assign(said(context, params.itemId, 'skipRefused'));
      enqueue.emit({ type: 'media.seek', itemId: params.itemId, at });
    }),
    assignAnswered: assign(({ context }, params: { itemId: number; answered: boolean }) => {
      const { [String(params.itemId)]: _old, ...verdicts } = context.verdicts;
      return { answered: { ...context.answered, [String(params.itemId)]: params.answered }, verdicts };
    }),
    assignVerdict: assign(({ context }, params: { itemId: number; jumpBackTo: number | null }) => ({
      verdicts: { ...context.verdicts, [String(params.itemId)]: params.jumpBackTo },
    })),
  },
}).createMachine({
  id: 'takeVideo',
  context: ({ input }) => ({
    videos: Object.fromEntries(input.videos.map((video) => [String(video.itemId), video])),
    furthest: { ...input.furthest },
    playhead: {},
    started: {},
    asking: null,
    answered: Object.fromEntries(input.answered.map((id) => [String(id), true])),
    verdicts: {},
    again: {},
    rates: {},
    notice: null,
  }),
  on: {
    'video.seeking': [
      { guard: 'skipsAhead', actions: { type: 'refuseSkip', params: ({ event }) => event } },
      { actions: { type: 'assignPlayhead', params: ({ event }) => event } },
    ],
    'video.chooseSpeed': {
      guard: 'isOfferedSpeed',
      actions: { type: 'chooseSpeed', params: ({ event }) => event },
    },
    'video.chooseChapter': { actions: { type: 'chooseChapter', params: ({ event }) => event } },
    'video.seekTo': { actions: { type: 'chooseChapter', params: ({ event }) => event } },
    'moment.answered': { actions: { type: 'assignAnswered', params: ({ event }) => event } },
    'outbox.checked': { actions: { type: 'assignVerdict', params: ({ event }) => event } },
  },
  initial: 'free',
  states: {
    free: {
      description: 'The videos play; the first play of one resumes where the student left off.',
      on: {
        'video.time': [
          {
            guard: 'crossesMoment',
            target: 'asking',
            actions: [
              { type: 'askMoment', params: ({ event }) => event },
              { type: 'trackTime', params: ({ event }) => event },
            ],
          },
          { actions: { type: 'trackTime', params: ({ event }) => event } },
        ],
        'video.play': [
          {
            guard: 'resumes',
            actions: [
              { type: 'markStarted', params: ({ event }) => event },
              { type: 'resume', params: ({ event }) => event },
            ],
          },
          { actions: { type: 'markStarted', params: ({ event }) => event } },
        ],
      },
    },
    asking: {
      description:
        'A question is shown under its video, paused when its moment says so; a must-answer question holds the video until answered.',
      tags: ['asking'],
      on: {
        'video.time': [
          {
            guard: 'crossesMoment',
            target: 'asking',
            reenter: true,
            actions: [
              { type: 'askMoment', params: ({ event }) => event },
              { type: 'trackTime', params: ({ event }) => event },
            ],
          },
          { actions: { type: 'trackTime', params: ({ event }) => event } },
        ],
        'video.continue': { guard: 'mayContinue', target: 'free', actions: 'goOn' },
        'video.play': [
          { guard: and(['isAskingThisVideo', 'mustWait', 'isAtMoment']), actions: 'holdAtMoment' },
          // Back before the moment the student may watch again: crossing the moment asks again.
          { guard: and(['isAskingThisVideo', 'mustWait']) },
          { guard: 'isAskingThisVideo', target: 'free', actions: 'goOn' },
          { actions: { type: 'markStarted', params: ({ event }) => event } },
        ],
      },
    },
  },
});

export type TakeVideoActorRef = ActorRefFrom<typeof takeVideoMachine>;

/**
 * An article's life on the desk as ADR 314 tells it, walked through the console's article actions
 * (articleActionsMachine) against a desk server kept in memory: submit → withdraw or (an approver's) send back with
 * a note, publish now or schedule a future moment → unschedule → unpublish with a reason → publish again. The test
 * model is written from the ADR, not from src/machines: its states are the article's statuses, its events what an
 * approver does in the console. Each state checks what the console was handed (the article the server answered,
 * which the form shows), what the server holds, and that every step wrote one history row and nothing else did.
 * Refusals stay where they are: a send-back without a note, an unpublish without a reason and a schedule in the
 * past are held by the dialog with the lifecycle's words and send nothing; a step on a version someone else moved
 * on is refused (409), and the console reads the article again.
 */
import { assign, createActor, fromPromise, setup, waitFor } from 'xstate';
import { ApiError } from '../../../src/api/shared/http';
import type { ArticleStatus, ArticleStep } from '../../../src/domain/publish/articleLifecycle';
import type { DeskArticle } from '../../../src/domain/publish/deskArticle';
import {
  articleActionsMachine,
  selectAskedStep,
  selectStepProblem,
  type ArticleActionsActorRef,
  type StepInput,
} from '../../../src/machines/publish/articleActionsMachine';
import {
  modelPaths,
  reachedStates,
  replay,
  type StateMeta,
  type UserActions,
} from '../../mbt/support/testModel';
import { deskArticle } from './deskFixtures';

const NOW = new Date('2026-03-02T10:00:00.000Z');
const IN_AN_HOUR = '2026-03-02T11:00:00.000Z';
const AN_HOUR_AGO = '2026-03-02T09:00:00.000Z';

/** ADR 314's table, as the desk server of this test applies it for an approver. */
const MOVES: Readonly<Record<ArticleStep, readonly [readonly ArticleStatus[], ArticleStatus]>> = {
  submit: [['draft', 'unpublished'], 'in_review'],
  withdraw: [['in_review'], 'draft'],
  sendBack: [['in_review'], 'draft'],
  publish: [['in_review', 'scheduled'], 'published'],
  schedule: [['in_review', 'scheduled'], 'scheduled'],
  unschedule: [['scheduled'], 'in_review'],
  unpublish: [['published'], 'unpublished'],
  republish: [['unpublished'], 'published'],
};
const offered = (status: ArticleStatus) =>
  (Object.keys(MOVES) as ArticleStep[]).filter((step) => MOVES[step][0].includes(status));

/** The desk server in memory: one article, its version, its history; `others` is someone else's edit. */
function deskServer() {
  let article = deskArticle({
    status: 'draft',
    version: 1,
    actions: { steps: offered('draft'), edit: true, delete: true },
  });
  const server = {
    requests: 0,
    get article() {
      return article;
    },
    takeStep: async (input: StepInput): Promise<DeskArticle> => {
      server.requests += 1;
      const [from, to] = MOVES[input.step];
      if (input.version !== article.version) {
        const message = 'This article was changed by someone else.';
        throw new ApiError(409, message, { version: [message] });
      }
      if (!from.includes(article.status))
        throw new ApiError(400, 'This step is not possible for the article as it stands now.');
      article = {
        ...article,
        status: to,
        version: article.version + 1,
        scheduledAt: to === 'scheduled' ? input.at : null,
        actions: { steps: offered(to), edit: to === 'draft' || to === 'unpublished', delete: false },
        history: [
          ...article.history,
          {
            id: article.history.length + 1,
            kind: input.step,
            from: article.status,
            to,
            note: input.note.trim() || null,
            scheduledAt: input.step === 'schedule' ? input.at : null,
            at: NOW.toISOString(),
            by: null,
          },
        ],
      };
      return article;
    },
    others: () => {
      article = { ...article, version: article.version + 1, abstract: `${article.abstract} (edited)` };
    },
  };
  return server;
}

interface LifecycleUi {
  readonly actor: ArticleActionsActorRef;
  readonly server: ReturnType<typeof deskServer>;
  /** The article the console was last handed (what its form shows). */
  shown: DeskArticle;
  requestsBefore: number;
  historyBefore: number;
}

interface ModelContext {
  /** Whether the last action sent a request. */
  readonly sent: boolean;
  /** Whether it wrote a history row: every step taken writes one, nothing else does. */
  readonly wrote: boolean;
  /** The lifecycle's words the open dialog shows, or null with no dialog. */
  readonly held: string | null;
}

type ModelEvent =
  | { type: 'user.submits' }
  | { type: 'user.withdraws' }
  | { type: 'user.sendsBackWithoutNote' }
  | { type: 'user.sendsBack' }
  | { type: 'user.schedulesInThePast' }
  | { type: 'user.schedules' }
  | { type: 'user.unschedules' }
  | { type: 'user.publishes' }
  | { type: 'user.unpublishesWithoutReason' }
  | { type: 'user.unpublishes' }
  | { type: 'user.republishes' }
  | { type: 'someoneElse.editsThenUserSubmits' };

const status = (expected: ArticleStatus): StateMeta<LifecycleUi, ModelContext> => ({
  see: async (ui, { wrote, sent, held }) => {
    if (held) {
      expect(selectAskedStep(ui.actor.getSnapshot())).not.toBeNull();
      expect(selectStepProblem(ui.actor.getSnapshot())).toBe(held);
    } else {
      await waitFor(ui.actor, (s) => s.matches('idle'));
      expect(selectAskedStep(ui.actor.getSnapshot())).toBeNull();
    }
    expect(ui.server.article.status).toBe(expected);
    expect(ui.shown.status).toBe(expected);
    expect(ui.shown.version).toBe(ui.server.article.version);
    expect(ui.shown.actions.steps).toEqual(offered(expected));
    expect(ui.server.article.history.length - ui.historyBefore).toBe(wrote ? 1 : 0);
    if (wrote) expect(ui.server.article.history.at(-1)).toMatchObject({ to: expected });
    expect(ui.server.requests - ui.requestsBefore).toBe(sent ? 1 : 0);
  },
});

const MESSAGES = {
  note: 'Say why, so the editor knows what to change.',
  reason: 'Give a reason for taking the article down.',
  future: 'Choose a moment in the future.',
};

const model = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  actions: {
    stepped: assign({ wrote: true, sent: true, held: null }),
    heldBy: assign((_, message: string) => ({ wrote: false, sent: false, held: message })),
    refused: assign({ wrote: false, sent: true, held: null }),
  },
}).createMachine({
  id: 'articleLife',
  context: { wrote: false, sent: false, held: null },
  initial: 'draft',
  states: {
    draft: {
      meta: status('draft'),
      on: { 'user.submits': { target: 'inReview', actions: 'stepped' } },
    },
    inReview: {
      meta: status('in_review'),
      on: {
        'user.withdraws': { target: 'draft', actions: 'stepped' },
        'user.sendsBackWithoutNote': {
          target: 'inReviewAsking',
          actions: { type: 'heldBy', params: MESSAGES.note },
        },
        'user.sendsBack': { target: 'draft', actions: 'stepped' },
        'user.schedulesInThePast': {
          target: 'inReviewAsking',
          actions: { type: 'heldBy', params: MESSAGES.future },
        },
        'user.schedules': { target: 'scheduled', actions: 'stepped' },
        'user.publishes': { target: 'published', actions: 'stepped' },
      },
    },
    inReviewAsking: {
      meta: status('in_review'),
      description: 'A dialog holds the step with the lifecycle’s words; Cancel is how the user leaves it.',
      on: {
        'user.sendsBack': { target: 'draft', actions: 'stepped' },
        'user.schedules': { target: 'scheduled', actions: 'stepped' },
      },
    },
    scheduled: {
      meta: status('scheduled'),
      on: {
        'user.unschedules': { target: 'inReview', actions: 'stepped' },
        'user.publishes': { target: 'published', actions: 'stepped' },
      },
    },
    published: {
      meta: status('published'),
      on: {
        'user.unpublishesWithoutReason': {
          target: 'publishedAsking',
          actions: { type: 'heldBy', params: MESSAGES.reason },
        },
        'user.unpublishes': { target: 'unpublished', actions: 'stepped' },
      },
    },
    publishedAsking: {
      meta: status('published'),
      on: { 'user.unpublishes': { target: 'unpublished', actions: 'stepped' } },
    },
    unpublished: {
      meta: status('unpublished'),
      on: {
        'user.republishes': { target: 'published', actions: 'stepped' },
        // Refused on its stale version: nothing changes, the console reads the article again.
        'someoneElse.editsThenUserSubmits': {
          target: 'unpublished',
          actions: 'refused',
        },
        'user.submits': { target: 'inReview', actions: 'stepped' },
      },
    },
  },
});

/** Chooses a step on the article as the console shows it (its offered steps, its version). */
function choose(ui: LifecycleUi, step: ArticleStep) {
  ui.requestsBefore = ui.server.requests;
  ui.historyBefore = ui.server.article.history.length;
  // A dialog left open by a refused attempt is cancelled first, as the user would.
  if (selectAskedStep(ui.actor.getSnapshot())) ui.actor.send({ type: 'step.cancel' });
  ui.actor.send({ type: 'step.choose', step, offered: ui.shown.actions.steps, version: ui.shown.version });
}

async function settled(ui: LifecycleUi) {
  await waitFor(ui.actor, (s) => s.matches('idle') || s.matches('asking'));
}

async function noted(ui: LifecycleUi, step: ArticleStep, note: string) {
  choose(ui, step);
  ui.actor.send({ type: 'step.note', note });
  ui.actor.send({ type: 'step.confirm' });
  await settled(ui);
}

async function scheduled(ui: LifecycleUi, at: string) {
  choose(ui, 'schedule');
  ui.actor.send({ type: 'step.at', at });
  ui.actor.send({ type: 'step.confirm' });
  await settled(ui);
}

async function direct(ui: LifecycleUi, step: ArticleStep) {
  choose(ui, step);
  // A publication is confirmed in its dialog first.
  if (selectAskedStep(ui.actor.getSnapshot())) ui.actor.send({ type: 'step.confirm' });
  await settled(ui);
}

const actions: UserActions<LifecycleUi, ModelEvent> = {
  'user.submits': (ui) => direct(ui, 'submit'),
  'user.withdraws': (ui) => direct(ui, 'withdraw'),
  'user.sendsBackWithoutNote': (ui) => noted(ui, 'sendBack', '   '),
  'user.sendsBack': (ui) => noted(ui, 'sendBack', 'The abstract needs a sentence on the method.'),
  'user.schedulesInThePast': (ui) => scheduled(ui, AN_HOUR_AGO),
  'user.schedules': (ui) => scheduled(ui, IN_AN_HOUR),
  'user.unschedules': (ui) => direct(ui, 'unschedule'),
  'user.publishes': (ui) => direct(ui, 'publish'),
  'user.unpublishesWithoutReason': (ui) => noted(ui, 'unpublish', ''),
  'user.unpublishes': (ui) => noted(ui, 'unpublish', 'The video shows a superseded protocol.'),
  'user.republishes': (ui) => direct(ui, 'republish'),
  'someoneElse.editsThenUserSubmits': async (ui) => {
    ui.server.others();
    await direct(ui, 'submit');
    // Read again: the console now holds the version the server has.
    await waitFor(ui.actor, (s) => s.matches('idle') && ui.shown.version === ui.server.article.version);
  },
};

function startConsole(): LifecycleUi {
  const server = deskServer();
  const ui = { server, shown: server.article, requestsBefore: 0, historyBefore: 0 } as LifecycleUi;
  const actor = createActor(
    articleActionsMachine.provide({
      actors: {
        takeStep: fromPromise(({ input }: { input: StepInput }) => server.takeStep(input)),
        loadArticle: fromPromise(async () => server.article),
      },
      actions: { articleChanged: (_, article) => void (ui.shown = article) },
    }),
    { input: { articleId: server.article.id, clock: () => NOW } },
  ).start();
  return Object.assign(ui, { actor });
}

const paths = modelPaths(model, 'transitions', { walkLength: 14 });

test('the walks reach every state of the article’s life', () => {
  expect(reachedStates(paths)).toEqual(
    new Set(Object.keys(model.config.states!).map((state) => JSON.stringify(state))),
  );
});

test.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
  await replay(path, startConsole(), actions);
});

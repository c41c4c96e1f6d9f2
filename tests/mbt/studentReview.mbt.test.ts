/**
 * What a student may see of their attempt, and when (ADR 210), against a test model written from the issue and the
 * ADR, not from src/domain/take/reviewRules.ts. The instructor cycles the quiz's review setting (the score at once,
 * after the deadline, on release; the right answers and feedback never, after submitting, after the deadline),
 * releases or withdraws the scores and regrades a question with comments; the student submits; the deadline passes
 * on the server's clock. At every moment the student's personal link (the real server's API) must send exactly what
 * the setting allows: a hidden score, right answer or comment is not in the response at all.
 */
import { assign as update, setup } from 'xstate';
import { REVIEW_SETTINGS_PATHS } from '../../src/api/quiz/results/reviewSettingsContract';
import { GRADING_PATHS } from '../../src/api/quiz/results/gradingContract';
import { bearer, call, createTestApp, type TestApp } from '../server/testApp';
import { assign, createQuiz, insertClip, OWNER, questionsOfQuiz, take } from '../server/take/takeFixtures';
import { modelPaths, reachedStates, replay, type StateMeta, type UserActions } from './support/testModel';

const SCORE = ['at_once', 'after_deadline', 'on_release'] as const;
const ANSWERS = ['never', 'after_submit', 'after_deadline'] as const;
const HOUR = 3_600_000;
const QUESTION_COMMENT = 'Mitochondria make it: see the second clip.';
const ATTEMPT_COMMENT = 'A good attempt overall.';

interface Ui {
  readonly t: TestApp;
  readonly quizId: number;
  readonly assignmentId: number;
  readonly token: string;
  readonly atp: number;
  readonly rightAtp: number[];
  readonly rightGases: number[];
}

interface Moment {
  score: number;
  answers: number;
  released: boolean;
  deadlinePassed: boolean;
  regraded: boolean;
}

/** The rules, as the issue words them. */
function expected(c: Moment) {
  const score = SCORE[c.score]!;
  const answers = ANSWERS[c.answers]!;
  return {
    score:
      score === 'at_once' ||
      (score === 'after_deadline' && c.deadlinePassed) ||
      (score === 'on_release' && c.released),
    answers: answers === 'after_submit' || (answers === 'after_deadline' && c.deadlinePassed),
  };
}

async function instructor(ui: Ui) {
  return bearer(await ui.t.signIn(OWNER));
}

async function sessionOf(ui: Ui) {
  const response = await ui.t.app.inject({ method: 'GET', url: `/api/take/${ui.token}` });
  expect(response.statusCode).toBe(200);
  return { text: response.body, session: response.json().content };
}

/** The setting as the instructor reads it on the results page. */
async function seeSetting(ui: Ui, c: Moment) {
  const { status, body } = await call(ui.t.app, {
    method: 'GET',
    url: REVIEW_SETTINGS_PATHS.settings(ui.quizId),
    headers: await instructor(ui),
  });
  expect(status).toBe(200);
  expect(body.content).toMatchObject({ score: SCORE[c.score], answers: ANSWERS[c.answers] });
  expect(body.content.releasedAt === null).toBe(!c.released);
}

const seeOpen: StateMeta<Ui, Moment> = {
  async see(ui, c) {
    await seeSetting(ui, c);
    const { text, session } = await sessionOf(ui);
    expect(session.state).toBe('in_progress');
    expect(session.outcome).toBeNull();
    expect(text).not.toContain('"rightAnswer":');
  },
};

const seeSubmitted: StateMeta<Ui, Moment> = {
  async see(ui, c) {
    await seeSetting(ui, c);
    const shown = expected(c);
    const { text, session } = await sessionOf(ui);
    const outcome = session.outcome;
    expect(session.state).toBe('submitted');
    // The score: one of two right, both once the instructor gave the first question its point.
    expect(outcome.score).toBe(shown.score ? (c.regraded ? 2 : 1) : null);
    expect(outcome.percentage).toBe(shown.score ? (c.regraded ? 100 : 50) : null);
    if (!shown.score) {
      expect(outcome.scoreWait).toBe(SCORE[c.score] === 'on_release' ? 'release' : 'deadline');
    }
    // The right answers and their text.
    if (shown.answers) {
      expect(Object.values(outcome.rightAnswers)).toEqual([ui.rightAtp, ui.rightGases]);
      expect(outcome.rightAnswers[ui.atp]).toEqual(ui.rightAtp);
      expect(outcome.review[ui.atp].rightAnswer).toBe('Mitochondrion');
    } else {
      expect(outcome.rightAnswers).toBeNull();
      expect(text).not.toContain('"rightAnswer":');
      expect(outcome.answersWait).toBe(ANSWERS[c.answers] === 'never' ? null : 'deadline');
    }
    // Points per question only with both; the comments with the score.
    const review = outcome.review?.[ui.atp];
    expect(review?.earned).toBe(shown.score && shown.answers ? (c.regraded ? 1 : 0) : undefined);
    const comments = shown.score && c.regraded;
    expect(outcome.comment ?? null).toBe(comments ? ATTEMPT_COMMENT : null);
    expect(review?.comment).toBe(comments ? QUESTION_COMMENT : undefined);
    if (!comments) expect(text).not.toContain('Mitochondria make it');
  },
};

type ModelEvent =
  | { type: 'SCORE_NEXT' }
  | { type: 'ANSWERS_NEXT' }
  | { type: 'RELEASE' }
  | { type: 'WITHDRAW' }
  | { type: 'SUBMIT' }
  | { type: 'PASS_DEADLINE' }
  | { type: 'REGRADE' };

const settingEvents = {
  SCORE_NEXT: { actions: 'nextScore' },
  ANSWERS_NEXT: { actions: 'nextAnswers' },
  RELEASE: { guard: 'notReleased', actions: 'release' },
  WITHDRAW: { guard: 'released', actions: 'withdraw' },
} as const;

const model = setup({
  types: { context: {} as Moment, events: {} as ModelEvent },
  guards: {
    released: ({ context }) => context.released,
    notReleased: ({ context }) => !context.released,
    deadlineAhead: ({ context }) => !context.deadlinePassed,
    notRegraded: ({ context }) => !context.regraded,
  },
  actions: {
    nextScore: update({ score: ({ context }) => (context.score + 1) % SCORE.length }),
    nextAnswers: update({ answers: ({ context }) => (context.answers + 1) % ANSWERS.length }),
    release: update({ released: true }),
    withdraw: update({ released: false }),
    passDeadline: update({ deadlinePassed: true }),
    regrade: update({ regraded: true }),
  },
}).createMachine({
  id: 'studentReview',
  // An ungraded quiz that never chose: the score at once, the answers after submitting.
  context: { score: 0, answers: 1, released: false, deadlinePassed: false, regraded: false },
  initial: 'open',
  states: {
    open: {
      meta: seeOpen,
      on: { ...settingEvents, SUBMIT: 'submitted' },
    },
    submitted: {
      meta: seeSubmitted,
      on: {
        ...settingEvents,
        PASS_DEADLINE: { guard: 'deadlineAhead', actions: 'passDeadline' },
        REGRADE: { guard: 'notRegraded', actions: 'regrade' },
      },
    },
  },
});

let t: TestApp;
let clipId: number;
beforeAll(async () => {
  t = await createTestApp();
  clipId = await insertClip(t);
});
afterAll(() => t.close());

/** The instructor's setting as the model holds it after each step, sent through the route. */
async function putSetting(ui: Ui, change: (current: { score: string; answers: string }) => object) {
  const headers = await instructor(ui);
  const current = await call(t.app, {
    method: 'GET',
    url: REVIEW_SETTINGS_PATHS.settings(ui.quizId),
    headers,
  });
  const { status } = await call(t.app, {
    method: 'PUT',
    url: REVIEW_SETTINGS_PATHS.settings(ui.quizId),
    headers,
    payload: change(current.body.content),
  });
  expect(status).toBe(200);
}

const next = <T extends readonly string[]>(list: T, value: string) =>
  list[(list.indexOf(value) + 1) % list.length]!;

const actions: UserActions<Ui, ModelEvent> = {
  SCORE_NEXT: (ui) => putSetting(ui, (c) => ({ ...c, score: next(SCORE, c.score) })),
  ANSWERS_NEXT: (ui) => putSetting(ui, (c) => ({ ...c, answers: next(ANSWERS, c.answers) })),
  RELEASE: async (ui) => {
    const { status } = await call(t.app, {
      method: 'POST',
      url: REVIEW_SETTINGS_PATHS.release(ui.quizId),
      headers: await instructor(ui),
      payload: { released: true },
    });
    expect(status).toBe(200);
  },
  WITHDRAW: async (ui) => {
    const { status } = await call(t.app, {
      method: 'POST',
      url: REVIEW_SETTINGS_PATHS.release(ui.quizId),
      headers: await instructor(ui),
      payload: { released: false },
    });
    expect(status).toBe(200);
  },
  SUBMIT: async (ui) => expect((await take(t).submit(ui.token)).status).toBe(200),
  PASS_DEADLINE: async () => t.clock.advance(2 * HOUR),
  REGRADE: async (ui) => {
    const headers = await instructor(ui);
    const url = GRADING_PATHS.attempt(ui.assignmentId);
    const { version } = (await call(t.app, { url, headers })).body.content;
    const saved = await call(t.app, {
      method: 'PUT',
      url,
      headers,
      payload: {
        version,
        questions: [{ itemId: ui.atp, points: 1, comment: QUESTION_COMMENT }],
        attemptComment: ATTEMPT_COMMENT,
      },
    });
    expect(saved.status).toBe(200);
  },
};

/** A quiz of its own per path: due in an hour on the server's clock, one question answered wrong, one right. */
async function freshAttempt(path: number): Promise<Ui> {
  const quiz = await createQuiz(t, clipId, { title: `Review model ${path}` });
  await t.db
    .updateTable('quizzes')
    .set({ end_date: new Date(t.clock.now().getTime() + HOUR) })
    .where('id', '=', quiz.id)
    .execute();
  const q = questionsOfQuiz(quiz);
  const link = await assign(t, quiz.id, `review${path}@school.test`);
  const api = take(t);
  expect((await api.start(link.token)).status).toBe(200);
  await api.answer(link.token, q.atp.id, [q.nucleus]);
  await api.answer(link.token, q.gases.id, [q.helium, q.neon]);
  return {
    t,
    quizId: quiz.id,
    assignmentId: link.id,
    token: link.token,
    atp: q.atp.id,
    rightAtp: [q.mitochondrion],
    rightGases: [q.helium, q.neon].sort((a, b) => a - b),
  };
}

const paths = modelPaths(model, 'transitions', { walkLength: 40 });

test('the walks take every transition of the model and reach both states', () => {
  expect(reachedStates(paths)).toEqual(new Set(['"open"', '"submitted"']));
});

describe.each(paths.map((path, index) => [index, path] as const))('walk %i', (index, path) => {
  test(path.description, async () => {
    await replay(path, await freshAttempt(index), actions);
  });
});

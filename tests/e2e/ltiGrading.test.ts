/**
 * A hand-graded score reaches the LMS, end to end in Chromium against the real server (ADRs 183, 198, 209): an
 * instructor launched from the platform simulator adds their quiz (an essay and a true/false question) to the course
 * by Deep Linking; a learner launched from the course's link takes it and submits, and the gradebook hears
 * "pending" with no score; the instructor gives the essay its points in Needs grading, and the gradebook receives
 * the new score, fully graded. What the simulator received is polled, never waited for by the clock.
 */
import { randomUUID } from 'node:crypto';
import type { JSONWebKeySet } from 'jose';
import type { BrowserContext, Page } from 'playwright-core';
import {
  LIS_ROLES,
  startLtiPlatform,
  type LtiPlatformSimulator,
  type ReceivedScore,
} from '../support/ltiPlatform/ltiPlatform';
import { apiPost, apiToken, axeViolations, DESKTOP, newContext, origin, url } from './browser';

const SEEN = { timeout: 30_000 } as const;
const QUIZ = `Light and colour ${Date.now()}`;
const ESSAY = 'Explain why the sky is blue.';
const TF = 'Light is a wave.';
const ANSWER = 'Blue light scatters most in the air.';
const TEACHER = `teacher-${randomUUID()}`;
const LEARNER = `learner-${randomUUID()}`;
const LINE_ITEM = `li-${randomUUID()}`;

let lms: LtiPlatformSimulator;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  lms = await startLtiPlatform({
    now: () => new Date(),
    clientId: `e2e-${randomUUID()}`,
    toolJwks: async () => (await (await fetch(`${origin()}/lti/jwks.json`)).json()) as JSONWebKeySet,
  });
  const admin = await apiToken('admin@demo.test');
  const institutions = await apiPost<{ result: { id: number }[] }>('/api/admin/institution', admin, {
    navigation: { page: 1, itemsOnPage: 1 },
  });
  await apiPost('/api/lti/platform', admin, {
    issuer: lms.issuer,
    clientId: lms.clientId,
    deploymentIds: [lms.deploymentId],
    jwksUrl: lms.jwksUrl,
    authUrl: lms.authUrl,
    tokenUrl: lms.tokenUrl,
    institutionId: institutions.result[0]!.id,
  });
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await lms?.close();
});

async function browserPage(): Promise<Page> {
  const context = await newContext(DESKTOP);
  contexts.push(context);
  return context.newPage();
}

/** The platform sends the browser to the tool's login initiation, with this login hint. */
function loginUrl(loginHint: string): string {
  const login = new URL(`${origin()}/lti/login`);
  login.searchParams.set('iss', lms.issuer);
  login.searchParams.set('login_hint', loginHint);
  login.searchParams.set('target_link_uri', `${origin()}/lti/launch`);
  login.searchParams.set('client_id', lms.clientId);
  return login.href;
}

/** The access token the console keeps in its cookie after the launch signed the instructor in. */
async function consoleToken(page: Page): Promise<string> {
  for (const cookie of await page.context().cookies()) {
    try {
      const value = JSON.parse(decodeURIComponent(cookie.value)) as { accessToken?: unknown };
      if (typeof value?.accessToken === 'string') return value.accessToken;
    } catch {
      // Not the token's cookie.
    }
  }
  throw new Error('the launch left no console token');
}

/** Waits (polling, up to 30 s) for the gradebook to receive a score that `matches`; returns it. */
async function scoreReceived(matches: (score: ReceivedScore) => boolean): Promise<ReceivedScore> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const score = lms.scores.find(matches);
    if (score) return score;
    if (Date.now() > deadline)
      throw new Error(`the gradebook received no such score: ${JSON.stringify(lms.scores)}`);
    await new Promise((next) => setTimeout(next, 100));
  }
}

const item = (sortIndex: number, fields: object) => ({
  article: null,
  sortIndex,
  type: 2,
  image: null,
  isMultiple: false,
  rightAnswer: [],
  textOptions: [],
  ...fields,
});

test('the essay graded in Needs grading reaches the gradebook as a fully graded score', async () => {
  // The instructor's launch signs them in; their quiz is made in the console.
  const instructor = await browserPage();
  lms.prepareLaunch(TEACHER, { sub: TEACHER, email: `${TEACHER}@e2e.test` });
  await instructor.goto(loginUrl(TEACHER));
  await instructor.getByRole('heading', { name: 'LTI', level: 1 }).waitFor(SEEN);
  const { id: quizId } = await apiPost<{ id: number }>('/api/quiz/create', await consoleToken(instructor), {
    title: QUIZ,
    tags: [],
    article: null,
    startDate: null,
    endDate: null,
    isGraded: true,
    duration: null,
    showCaption: true,
    restrictNonInstitutional: false,
    activities: [
      {
        title: 'Light',
        sortIndex: 1,
        items: [
          item(1, { title: ESSAY, questionType: 'essay', points: 4, definition: { lines: 4 } }),
          item(2, { title: TF, questionType: 'trueFalse', points: 2, definition: { answer: true } }),
        ],
      },
    ],
  });

  // Deep Linking from the course: the instructor picks the quiz; the platform receives the signed link.
  lms.prepareLaunch(`${TEACHER}-content`, { sub: TEACHER, messageType: 'LtiDeepLinkingRequest' });
  await instructor.goto(loginUrl(`${TEACHER}-content`));
  await instructor.getByRole('radio', { name: QUIZ }).check(SEEN);
  await instructor.getByRole('button', { name: 'Add to course' }).click();
  await instructor.getByRole('heading', { name: 'Content added' }).waitFor(SEEN);
  const answer = await lms.verifyDeepLinkResponse(lms.deepLinkResponses.at(-1)!);
  const [link] = answer['https://purl.imsglobal.org/spec/lti-dl/claim/content_items'] as {
    custom: Record<string, string>;
  }[];

  // The learner's launch of that link opens their attempt; they answer both questions (one page) and submit.
  const learner = await browserPage();
  lms.prepareLaunch(LEARNER, {
    sub: LEARNER,
    email: `${LEARNER}@e2e.test`,
    roles: [LIS_ROLES.learner],
    resourceLinkId: `link-${LINE_ITEM}`,
    custom: link!.custom,
    lineItem: lms.lineItemUrl(LINE_ITEM),
  });
  await learner.goto(loginUrl(LEARNER));
  await learner.getByRole('heading', { name: QUIZ }).waitFor(SEEN);
  expect(new URL(learner.url()).pathname).toMatch(/^\/take\/[\w-]{43}$/);
  await learner.getByRole('button', { name: 'Start' }).click();
  await learner.getByRole('textbox').fill(ANSWER);
  await learner.getByRole('radio', { name: 'True' }).check();
  await learner.getByText('2 of 2 questions answered').waitFor(SEEN);
  await learner.getByRole('button', { name: 'Submit' }).click();
  await learner
    .getByRole('alertdialog', { name: 'Submit your answers?' })
    .getByRole('button', { name: 'Submit now' })
    .click();
  await learner.getByText('Needs grading').first().waitFor(SEEN);

  // The essay waits for a teacher: the gradebook hears "pending", never a score.
  const pending = await scoreReceived((score) => score.body.gradingProgress === 'PendingManual');
  expect(pending).toMatchObject({
    lineItem: LINE_ITEM,
    body: { userId: LEARNER, activityProgress: 'Submitted' },
  });
  expect(pending.body).not.toHaveProperty('scoreGiven');
  expect(lms.scores.some((score) => score.body.gradingProgress === 'FullyGraded')).toBe(false);

  // The instructor gives the essay its points in Needs grading.
  await instructor.goto(url(`/quiz/my-quiz/results/${quizId}`));
  await instructor.getByRole('button', { name: 'Grade waiting answers (1)' }).click(SEEN);
  await instructor.getByText(ANSWER).waitFor(SEEN);
  const points = instructor.getByRole('textbox', { name: 'Points for question 1' });
  await points.fill('3');
  await points.press('Enter');
  await instructor.getByRole('heading', { name: 'Everything is graded' }).waitFor(SEEN);
  expect(await axeViolations(instructor)).toEqual([]);

  // The gradebook receives the new score in points: (3 + 2) of 6, not a rounded 83 of 100 (ADR 373).
  const graded = await scoreReceived((score) => score.body.gradingProgress === 'FullyGraded');
  expect(graded).toMatchObject({
    lineItem: LINE_ITEM,
    contentType: 'application/vnd.ims.lis.v1.score+json',
    body: {
      userId: LEARNER,
      scoreGiven: 5,
      scoreMaximum: 6,
      activityProgress: 'Completed',
      gradingProgress: 'FullyGraded',
    },
  });
}, 120_000);

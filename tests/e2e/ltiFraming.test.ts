/**
 * A learner's launch inside the LMS's frame (ADR 255), in Chromium against the real server: the course page of a
 * registered platform (another loopback origin) frames the launch, and the learner sees their quiz in the frame
 * and starts it; the same launch framed by a page of an origin no registration names is refused by the browser
 * (`frame-ancestors`), and its frame shows nothing of the quiz. Screenshots of the framed quiz at 1920, 1280 and
 * 390 px. The instructor's own launch of that link opens the quiz in the console, signed in (ADR 257); inside the
 * course page, Deep Linking and the instructor's launch work in the frame, and the console they open is framed by
 * that platform only (ADR 374). The LTI screen's Scores not delivered (ADR 256) is axe clean, with screenshots at
 * the three widths.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { JSONWebKeySet } from 'jose';
import type { BrowserContext, Page } from 'playwright-core';
import { LIS_ROLES, startLtiPlatform, type LtiPlatformSimulator } from '../support/ltiPlatform/ltiPlatform';
import { apiPost, apiToken, axeViolations, DESKTOP, newContext, origin, signInAt } from './browser';

const SEEN = { timeout: 30_000 } as const;
const SHOTS = join(process.cwd(), 'tests/.artifacts/ltiFraming');
const QUIZ = `Framed cells ${Date.now()}`;
const TEACHER = `teacher-${randomUUID()}`;

let lms: LtiPlatformSimulator;
/** A platform nobody registered: its pages are another origin the tool does not know. */
let stranger: LtiPlatformSimulator;
let choice: Record<string, string>;
const contexts: BrowserContext[] = [];

async function browserPage(viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
  const context = await newContext(viewport);
  contexts.push(context);
  return context.newPage();
}

function loginUrl(loginHint: string): string {
  const login = new URL(`${origin()}/lti/login`);
  login.searchParams.set('iss', lms.issuer);
  login.searchParams.set('login_hint', loginHint);
  login.searchParams.set('target_link_uri', `${origin()}/lti/launch`);
  login.searchParams.set('client_id', lms.clientId);
  return login.href;
}

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

beforeAll(async () => {
  const toolJwks = async () => (await (await fetch(`${origin()}/lti/jwks.json`)).json()) as JSONWebKeySet;
  lms = await startLtiPlatform({ now: () => new Date(), clientId: `framed-${randomUUID()}`, toolJwks });
  stranger = await startLtiPlatform({ now: () => new Date(), toolJwks });
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

  // The instructor's quiz, added to the course by Deep Linking.
  const instructor = await browserPage();
  lms.prepareLaunch(TEACHER, { sub: TEACHER, email: `${TEACHER}@e2e.test` });
  await instructor.goto(loginUrl(TEACHER));
  await instructor.getByRole('heading', { name: 'LTI', level: 1 }).waitFor(SEEN);
  await apiPost('/api/quiz/create', await consoleToken(instructor), {
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
        title: 'Cells',
        sortIndex: 1,
        items: [
          {
            article: null,
            sortIndex: 1,
            type: 2,
            image: null,
            isMultiple: false,
            rightAnswer: [],
            textOptions: [],
            title: 'Cells have a nucleus.',
            questionType: 'trueFalse',
            points: 1,
            definition: { answer: true },
          },
        ],
      },
    ],
  });
  lms.prepareLaunch(`${TEACHER}-content`, { sub: TEACHER, messageType: 'LtiDeepLinkingRequest' });
  await instructor.goto(loginUrl(`${TEACHER}-content`));
  await instructor.getByRole('radio', { name: QUIZ }).check(SEEN);
  await instructor.getByRole('button', { name: 'Add to course' }).click();
  await instructor.getByRole('heading', { name: 'Content added' }).waitFor(SEEN);
  const answer = await lms.verifyDeepLinkResponse(lms.deepLinkResponses.at(-1)!);
  const [link] = answer['https://purl.imsglobal.org/spec/lti-dl/claim/content_items'] as {
    custom: Record<string, string>;
  }[];
  choice = link!.custom;
}, 120_000);
afterAll(async () => {
  for (const context of contexts) await context.close();
  await lms?.close();
  await stranger?.close();
});

/** A learner's launch of the course's link, prepared at the platform; returns the tool's login URL. */
function learnerLaunch(): string {
  const learner = `learner-${randomUUID()}`;
  lms.prepareLaunch(learner, {
    sub: learner,
    roles: [LIS_ROLES.learner],
    resourceLinkId: 'framed-link',
    custom: choice,
  });
  return loginUrl(learner);
}

test('the registered platform frames the launch: the learner sees the quiz in the course page and starts it', async () => {
  for (const width of [1920, 1280, 390]) {
    const page = await browserPage({ width, height: 900 });
    await page.goto(lms.coursePageUrl(learnerLaunch()));
    const frame = page.frameLocator('iframe[title="Course activity"]');
    await frame.getByRole('heading', { name: QUIZ }).waitFor(SEEN);
    await frame.getByRole('button', { name: 'Start' }).click();
    await frame.getByRole('radio', { name: 'True' }).waitFor(SEEN);
    await page.screenshot({ path: join(SHOTS, `framed-quiz-${width}.png`) });
  }
}, 120_000);

test('a page of an origin no registration names cannot frame the launch', async () => {
  const page = await browserPage();
  const refused = page.waitForEvent('console', {
    predicate: (message) => /frame-ancestors/.test(message.text()),
    ...SEEN,
  });
  await page.goto(stranger.coursePageUrl(learnerLaunch()));
  const refusal = (await refused).text();
  expect(refusal).toMatch(
    /violates the following Content Security Policy directive: "frame-ancestors 'self' /,
  );
  expect(refusal).toContain(lms.issuer);
  expect(refusal).not.toContain(stranger.issuer);
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  expect(await frame?.evaluate(() => document.title).catch(() => '')).not.toContain(QUIZ);
  await expect(
    page.frameLocator('iframe[title="Course activity"]').getByRole('heading', { name: QUIZ }).count(),
  ).resolves.toBe(0);
  await page.screenshot({ path: join(SHOTS, 'unregistered-1280.png') });
});

test("the instructor's launch of the course's link opens the linked quiz in the console", async () => {
  const page = await browserPage();
  lms.prepareLaunch(`${TEACHER}-link`, { sub: TEACHER, resourceLinkId: 'framed-link', custom: choice });
  await page.goto(loginUrl(`${TEACHER}-link`));
  await page.getByRole('heading', { name: QUIZ, level: 1 }).waitFor(SEEN);
  expect(new URL(page.url()).pathname).toMatch(/\/quiz\/my-quiz\/view\/\d+$/);
  expect(new URL(page.url()).hash).toBe('');
});

test('inside the course page of another site, the instructor adds a quiz by Deep Linking and opens it by their launch', async () => {
  const page = await browserPage();
  const frame = page.frameLocator('iframe[title="Course activity"]');
  const answered = lms.deepLinkResponses.length;
  lms.prepareLaunch(`${TEACHER}-framed-content`, { sub: TEACHER, messageType: 'LtiDeepLinkingRequest' });
  await page.goto(lms.coursePageUrl(loginUrl(`${TEACHER}-framed-content`)));
  await frame.getByRole('radio', { name: QUIZ }).check(SEEN);
  await page.screenshot({ path: join(SHOTS, 'framed-deep-link-1280.png') });
  await frame.getByRole('button', { name: 'Add to course' }).click();
  await frame.getByRole('heading', { name: 'Content added' }).waitFor(SEEN);
  expect(lms.deepLinkResponses).toHaveLength(answered + 1);
  const answer = await lms.verifyDeepLinkResponse(lms.deepLinkResponses.at(-1)!);
  expect(answer['https://purl.imsglobal.org/spec/lti-dl/claim/content_items']).toEqual([
    expect.objectContaining({ title: QUIZ, lineItem: expect.objectContaining({ scoreMaximum: 1 }) }),
  ]);

  for (const width of [1280, 390]) {
    const launched = await browserPage({ width, height: 900 });
    lms.prepareLaunch(`${TEACHER}-framed-link-${width}`, {
      sub: TEACHER,
      resourceLinkId: 'framed-link',
      custom: choice,
    });
    await launched.goto(lms.coursePageUrl(loginUrl(`${TEACHER}-framed-link-${width}`)));
    const console = launched.frameLocator('iframe[title="Course activity"]');
    await console.getByRole('heading', { name: QUIZ, level: 1 }).waitFor(SEEN);
    await launched.screenshot({ path: join(SHOTS, `framed-instructor-${width}.png`) });
  }
}, 120_000);

test('the LTI screen shows Scores not delivered, axe clean at every width', async () => {
  for (const width of [1920, 1280, 390]) {
    const page = await browserPage({ width, height: 900 });
    await signInAt(page, 'admin@demo.test', '/lti');
    const panel = page.getByRole('region', { name: 'Scores not delivered' });
    await panel.getByText('Every score reached the LMS.').waitFor(SEEN);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, `lti-screen-${width}.png`), fullPage: true });
  }
});

/**
 * The Content-Security-Policy (`script-src 'self'`) is never broken by the console itself, so a violation report
 * means something: in Chromium against the real server, the sign-in screen (with the first key that loads the
 * session's runtime and its zod contracts), the quiz view, the quiz editor, a student's result in the console and
 * the student's own result page, and the banner editor given pasted HTML, report no `securitypolicyviolation` and log no CSP error, even when a question's
 * rich text carries event-handler attributes (stored as an attacker wrote them; the console shows it sanitised).
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { TakeSession } from '../../src/api/take/takeContract';
import { apiGet, apiPost, apiToken, newContext, origin, signIn, url } from './browser';
import { personalLink } from './takeFixtures';

const INSTRUCTOR = 'corporate@demo.test';
const STUDENT = 'csp.student@example.test';
const GIF = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
/** A question title with handlers in every spelling the HTML tokenizer reads as an attribute. */
const HOSTILE_TITLE =
  `<p>Which <b onclick="alert(1)">organelle</b> makes ATP?<img src="${GIF}" alt="" onerror="alert(2)">` +
  `<span/ONMOUSEOVER=alert(3)> Choose one.</span><i title="x"onfocus='alert(4)'></i></p>`;
const SEEN = { timeout: 30_000 } as const;

/**
 * Records every violation the page's document hears, from its first script on. An init script runs through the
 * DevTools protocol, outside the page's policy.
 */
const RECORD_VIOLATIONS = `
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations.push(event.violatedDirective + ' ' + event.blockedURI + ' ' + event.sourceFile);
  });
`;

interface Watched {
  readonly page: Page;
  /** The violations reported and the CSP errors logged so far, once the page has settled. */
  violations(): Promise<string[]>;
}

async function watchedPage(context: BrowserContext): Promise<Watched> {
  const page = await context.newPage();
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      logged.push(message.text());
  });
  return {
    page,
    async violations() {
      await page.waitForLoadState('networkidle');
      // Reports are queued as tasks: two frames later every one raised so far has been heard.
      await page.evaluate(
        () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
      );
      const reported = await page.evaluate(
        () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
      );
      return [...reported, ...logged];
    },
  };
}

async function takeApi<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${origin()}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { content: T }).content;
}

describe('no page of the console breaks its own Content-Security-Policy', () => {
  let context: BrowserContext;
  let quizId: number;
  let assignId: number;
  let link: string;

  beforeAll(async () => {
    const token = await apiToken(INSTRUCTOR);
    ({ id: quizId } = await apiPost<{ id: number }>('/api/quiz/create', token, {
      title: `Policy check ${Date.now()}`,
      tags: [],
      article: null,
      startDate: null,
      endDate: null,
      isGraded: false,
      duration: null,
      showCaption: true,
      restrictNonInstitutional: false,
      activities: [
        {
          title: 'Energy in the cell',
          sortIndex: 1,
          items: [
            {
              article: null,
              sortIndex: 1,
              title: HOSTILE_TITLE,
              type: 2,
              isMultiple: false,
              rightAnswer: ['b'],
              image: null,
              textOptions: [
                { id: 'a', text: 'Nucleus' },
                { id: 'b', text: 'Mitochondrion' },
              ],
            },
          ],
        },
      ],
    }));
    link = await personalLink(token, quizId, STUDENT);
    const session = await takeApi<TakeSession>('POST', `/api/take/${link}/start`);
    const question = session.activities.flatMap((a) => a.items).find((item) => item.kind === 'question')!;
    if (question.kind !== 'question') throw new Error('no question');
    const right = question.options.find((option) => option.text === 'Mitochondrion')!;
    await takeApi('PUT', `/api/take/${link}/answers/${question.id}`, {
      optionIds: [right.id],
      timeSpentMs: 1000,
    });
    await takeApi('POST', `/api/take/${link}/submit`);
    const results = await apiGet<{ assignments: { id: number; email: string }[] }>(
      `/api/admin/quiz/user_quiz/${quizId}/assign`,
      token,
    );
    assignId = results.assignments.find((assignment) => assignment.email === STUDENT)!.id;

    context = await newContext();
    await context.addInitScript(RECORD_VIOLATIONS);
  });
  afterAll(() => context?.close());

  test('the sign-in screen, typing and signing in', async () => {
    const { page, violations } = await watchedPage(context);
    await page.goto(url('/signin'));
    await page.getByRole('heading', { name: 'Admin Sign In' }).waitFor();
    expect(await violations()).toEqual([]);
    // The first key loads the session's runtime with its zod contracts; signing in parses with them.
    await signIn(page, INSTRUCTOR);
    expect(await violations()).toEqual([]);
    await page.close();
  });

  test('the quiz view, its question sanitised', async () => {
    const { page, violations } = await watchedPage(context);
    await page.goto(url(`/quiz/my-quiz/view/${quizId}`));
    await page.getByText('Choose one.').waitFor(SEEN);
    expect(await page.locator('[onclick], [onerror], [onmouseover], [onfocus]').count()).toBe(0);
    expect(await violations()).toEqual([]);
    await page.close();
  });

  test('the quiz editor, the question in its rich-text field', async () => {
    const { page, violations } = await watchedPage(context);
    await page.goto(url(`/quiz/my-quiz/edit/${quizId}`));
    await page.locator('.ProseMirror').getByText('Choose one.').waitFor(SEEN);
    expect(await page.locator('[onclick], [onerror], [onmouseover], [onfocus]').count()).toBe(0);
    expect(await violations()).toEqual([]);
    await page.close();
  });

  test("a student's result in the console", async () => {
    const { page, violations } = await watchedPage(context);
    await page.goto(url(`/quiz/my-quiz/user-results/${assignId}`));
    await page.getByText('Choose one.').waitFor(SEEN);
    expect(await violations()).toEqual([]);
    await page.close();
  });

  test('the banner editor, hostile HTML pasted into its message', async () => {
    const { page, violations } = await watchedPage(context);
    await page.goto(url('/banner'));
    const editor = page.getByRole('textbox', { name: 'Message' });
    await editor.waitFor(SEEN);
    await editor.click();
    await editor.evaluate((element, html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', 'pasted');
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, HOSTILE_TITLE);
    await editor.getByText('Choose one.').waitFor(SEEN);
    expect(await page.locator('[onclick], [onerror], [onmouseover], [onfocus]').count()).toBe(0);
    expect(await violations()).toEqual([]);
    await page.close();
  });

  test("the student's own result page", async () => {
    const { page, violations } = await watchedPage(context);
    await page.goto(`${origin()}/take/${link}`);
    await page.getByText('Choose one.').waitFor(SEEN);
    expect(await violations()).toEqual([]);
    await page.close();
  });
});

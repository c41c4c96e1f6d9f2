/**
 * Helpers of the browser tests: Chromium (one per run, shared through globalSetup, or launched directly),
 * pages under the console's prefix, sign-in, and an axe-core check.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { AxeResults, ContextObject, RunOptions } from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { tokenCookieName } from '../../src/api/session/tokenCookie';

export const DEMO_PASSWORD = 'demo-password';
export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 375, height: 740 } as const;

let shared: Promise<Browser> | undefined;
/** The run's Chromium, started once by globalSetup. */
export function sharedBrowser(): Promise<Browser> {
  shared ??= chromium.connect(inject('browserWsEndpoint'));
  return shared;
}

/** The server of this worker (tests/e2e/globalSetup.ts): files running at the same time use different ones. */
export const origin = () => {
  const origins = inject('origins');
  return origins[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % origins.length]!;
};
export const routePrefix = () => inject('routePrefix');
/** Absolute URL of a console path, e.g. url('/signin'). */
export const url = (path: string) => `${origin()}${routePrefix()}${path}`;
/** The console path of a page, without the prefix. */
export const pathOf = (page: Page) => new URL(page.url()).pathname.slice(routePrefix().length);

export async function newContext(
  viewport: { width: number; height: number } = DESKTOP,
  /** The browser's language (navigator.languages): the console starts in it (ADR 179). */
  locale = 'en-US',
): Promise<BrowserContext> {
  const browser = await sharedBrowser();
  const context = await browser.newContext({ viewport, baseURL: origin(), locale });
  // What the user waits for, with room for a loaded machine: a CI run at three times its usual time opened the
  // editor's bundle in more than 20 s.
  context.setDefaultTimeout(30_000);
  return context;
}

/**
 * Signs in without the form: the sign-in route's token goes into the console's token cookie, as the console stores
 * it after its own sign-in (path, SameSite and expiry included), and the next page the test opens loads signed in.
 * For tests about another screen: the form and the dashboard it leads to are tested on their own (signIn), and
 * passing through them cost each such test about a second of CPU and one and a half of waiting.
 */
export async function signInWithToken(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const token = await apiSessionToken(email, password);
  await page.context().addCookies([
    {
      name: tokenCookieName(),
      value: encodeURIComponent(JSON.stringify(token)),
      domain: new URL(origin()).hostname,
      path: routePrefix(),
      sameSite: 'Strict',
      expires: Math.floor(Date.parse(token.refreshTokenExpiredAt) / 1000),
    },
  ]);
}

/** Signs in without the form (signInWithToken) and opens a console page. */
export async function signInAt(page: Page, email: string, path: string): Promise<void> {
  await signInWithToken(page, email);
  await page.goto(url(path));
}

/** Signs in through the form and waits for the dashboard's greeting. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (pathOf(page) !== '/signin') await page.goto(url('/signin'));
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
}

/** The focused element as a user would name it: its tag and its label or text ("button: Undo"). */
export const focusedOn = (on: Page) =>
  on.evaluate(() => {
    const active = document.activeElement;
    return `${active?.tagName.toLowerCase()}: ${(active?.getAttribute('aria-label') ?? active?.textContent)?.trim()}`;
  });

/**
 * Stops the page's clock (Playwright's, installed if it is not yet) and returns `tick`, which moves it on by a
 * fifth of a second, frames and timers included: a notice's lifetime is then the test's time, not a busy
 * machine's. `page.clock.resume()` lets it flow again.
 */
export async function standStill(page: Page): Promise<{ tick: () => Promise<void> }> {
  await page.clock.install().catch(() => undefined);
  // A little ahead of the page's now (moved on by earlier ticks), so the pause is never in the clock's past.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
  return { tick: () => page.clock.runFor(200) };
}

/** Presses Tab from where the focus is until it is on the named control (at most `steps` times). */
export async function tabTo(page: Page, control: string, steps = 30): Promise<void> {
  for (let step = 0; step < steps && (await focusedOn(page)) !== control; step += 1)
    await page.keyboard.press('Tab');
  if ((await focusedOn(page)) !== control) throw new Error(`Tab never reached ${control}`);
}

/**
 * Types a search into a list's search box and waits until the list shows its answer: the URL names the search (the
 * debounce has passed) and no table is loading. Until then the rows on screen are the unfiltered page's, which the
 * answer replaces, closing any menu or dialog opened on them.
 */
export async function searchList(page: Page, box: Locator, text: string): Promise<void> {
  await box.fill(text);
  await page.waitForURL((address) => address.searchParams.get('search') === text.trim());
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

/** Waits until the drag-and-drop live region says `text`: what a screen reader user hears after a key. */
export async function announced(page: Page, text: string): Promise<void> {
  await page.locator('[id^="DndLiveRegion"]').filter({ hasText: text }).waitFor({ state: 'attached' });
  // The sortable measures its items in the frames after a pick-up; a key pressed before that moves nothing (a busy
  // machine shows it). Two animation frames later the next key is heard as a user's would be.
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/** The menu entries of the visible sidebar or drawer, in order. */
export async function menuOf(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.waitFor();
  return (await nav.getByRole('link').allTextContents()).map((text) => text.trim());
}

export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly targets: string[];
}

const require = createRequire(import.meta.url);
let axeSource: string | undefined;
function axeScript(): string {
  axeSource ??= readFileSync(join(dirname(require.resolve('axe-core')), 'axe.min.js'), 'utf8');
  return axeSource;
}

/**
 * Loads axe-core into the page and waits until what the user sees has settled: fades and slides have ended (a
 * tooltip half faded in has not its final contrast yet); endless animations (spinners) are left running.
 */
async function withAxe(page: Page): Promise<void> {
  // Once per document: sending axe's half a megabyte again on every check cost Chromium and Node CPU for nothing.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeScript());
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Runs axe-core in the page (WCAG 2.1 A/AA and best practices) and returns its violations. The source is
 * evaluated through the DevTools protocol, so the page's Content-Security-Policy stays as it is.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await withAxe(page);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
}

/**
 * The colour-contrast checks axe could not decide within `scope` (its "incomplete" results: text over an image, a
 * gradient, a see-through or overlapping background, a pseudo-element): each as its target, axe's reason and the
 * start of the element, so a failure names what to fix. A screen passes when the list is empty.
 */
export async function contrastForReview(
  page: Page,
  scope = 'main',
  /** Selectors of parts left out of the check, each named with its reason where it is called. */
  exclude: readonly string[] = [],
): Promise<string[]> {
  await withAxe(page);
  return page.evaluate(
    async ({ selector, leftOut }) => {
      const axe = (
        window as unknown as {
          axe: { run(context: ContextObject, options: RunOptions): Promise<AxeResults> };
        }
      ).axe;
      if (!document.querySelector(selector)) throw new Error(`nothing matches ${selector}`);
      const result = await axe.run(
        { include: [selector], exclude: leftOut.filter((part) => document.querySelector(part)) },
        { runOnly: { type: 'rule', values: ['color-contrast'] } },
      );
      const start = (target: string) => document.querySelector(target)?.outerHTML.slice(0, 200);
      return result.incomplete.flatMap((rule) =>
        rule.nodes.map((node) => {
          const target = node.target.join(' ');
          const reason = JSON.stringify(node.any[0]?.data ?? null);
          const behind = (node.any[0]?.relatedNodes ?? []).map((related) => start(related.target.join(' ')));
          return `${target}: ${reason} ${start(target)} over ${JSON.stringify(behind)}`;
        }),
      );
    },
    { selector: scope, leftOut: [...exclude] },
  );
}

interface SessionToken {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly refreshTokenExpiredAt: string;
}

/** The sign-in route's whole token, as the console stores it. */
async function apiSessionToken(email: string, password: string): Promise<SessionToken> {
  const response = await fetch(`${origin()}/api/admin/security/get_access_token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: HTTP ${response.status}`);
  return ((await response.json()) as { content: { token: SessionToken } }).content.token;
}

/** Signs in through the API (no page), for setting up data such as invitations. */
export async function apiToken(email: string, password = DEMO_PASSWORD): Promise<string> {
  return (await apiSessionToken(email, password)).accessToken;
}

export async function apiGet<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${origin()}${path}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status}`);
  return ((await response.json()) as { content: T }).content;
}

export const apiPost = <T>(path: string, token: string, body: unknown): Promise<T> =>
  apiSend<T>('POST', path, token, body);

/** A PATCH through the API, such as publishing a class before its students take a quiz (ADR 248). */
export const apiPatch = <T>(path: string, token: string, body: unknown): Promise<T> =>
  apiSend<T>('PATCH', path, token, body);

/** A PUT through the API, such as an attempt's grades saved in one save (ADR 352). */
export const apiPut = <T>(path: string, token: string, body: unknown): Promise<T> =>
  apiSend<T>('PUT', path, token, body);

async function apiSend<T>(
  method: 'POST' | 'PATCH' | 'PUT',
  path: string,
  token: string,
  body: unknown,
): Promise<T> {
  const response = await fetch(`${origin()}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { content: T }).content;
}

/**
 * Switches a feature flag through the API, on the version it has now (ADR 188), and answers whether it was on, so a
 * file can put it back as it found it.
 */
export async function setFeatureFlag(token: string, flag: string, enabled: boolean): Promise<boolean> {
  const { flags, versions } = await apiGet<{
    flags: Record<string, boolean>;
    versions: Record<string, number>;
  }>('/api/admin/feature_flags', token);
  const was = flags[flag] ?? false;
  if (was === enabled) return was;
  const response = await fetch(`${origin()}/api/admin/feature_flags/${flag}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ enabled, version: versions[flag] }),
  });
  if (!response.ok) throw new Error(`PATCH flag ${flag}: HTTP ${response.status}`);
  return was;
}

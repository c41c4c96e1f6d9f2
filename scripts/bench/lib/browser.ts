/** Browser steps shared by bench files that drive the console in Chromium. */
import type { Page } from 'playwright-core';
import type { BenchServer } from './server';

/** Absolute URL of a console path on a bench server, e.g. consoleUrl(server, '/signin'). */
export const consoleUrl = (server: BenchServer, path: string): string =>
  `${server.origin}${server.routePrefix}${path}`;

/** Signs a demo account in through the sign-in form and waits for the dashboard's greeting. */
export async function signInPage(
  page: Page,
  server: BenchServer,
  email: string,
  password = 'demo-password',
): Promise<void> {
  await page.goto(consoleUrl(server, '/signin'));
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
}

/**
 * Users management (ADR 245), in Chromium against the production build: the super admin finds an account by its
 * e-mail, changes its roles in the row's menu, deactivates it (that user's open console is signed out on its next
 * step), reactivates it, and reads the three changes in the audit log with before and after. axe finds nothing in
 * English and Arabic. Screenshots at 1920, 1280 and 390 px go to tests/.artifacts/users-management/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { core as arCore } from '../../src/i18n/locales/ar/core';
import { users as arUsers } from '../../src/i18n/locales/ar/users';
import { apiPost, apiToken, axeViolations, newContext, pathOf, signIn, signInAt, url } from './browser';
import { PROJECT_ROOT } from './serverProcess';

const STAMP = Date.now().toString(36);
const EMAIL = `ursula.${STAMP}@example.test`;
const PASSWORD = 'a-good-password';
const SHOTS = join(PROJECT_ROOT, 'tests/.artifacts/users-management');
const SEEN = { timeout: 30_000 } as const;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

describe('the super admin manages an account and reads what changed', () => {
  const contexts: BrowserContext[] = [];
  const pageAt = async (width: number, locale = 'en-US') => {
    const context = await newContext({ width, height: 900 }, locale);
    contexts.push(context);
    return context.newPage();
  };
  let admin: Page;
  let user: Page;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const superToken = await apiToken('super@demo.test');
    const invitation = await apiPost<{ token: string }>('/api/admin/admins/invitation', superToken, {
      email: EMAIL,
      roles: ['ROLE_CS_USER'],
    });
    await apiPost('/api/security/admin/registration/finish', '', {
      firstName: 'Ursula',
      lastName: 'Usage',
      plainPassword: { first: PASSWORD, second: PASSWORD },
      token: invitation.token,
    });
  });
  afterAll(() => Promise.all(contexts.map((context) => context.close())));

  const row = () => admin.getByRole('row').filter({ hasText: EMAIL });
  const menuAction = async (name: string) => {
    await admin.getByRole('button', { name: `Actions for ${EMAIL}` }).click();
    await admin.getByRole('menuitem', { name }).click();
  };

  test('search finds the account; its roles change in a dialog', async () => {
    user = await pageAt(1280);
    await signIn(user, EMAIL, PASSWORD);

    admin = await pageAt(1280);
    await signInAt(admin, 'super@demo.test', '/admins');
    await admin.getByRole('heading', { name: 'Users Management', level: 1 }).waitFor(SEEN);
    await admin.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(`ursula.${STAMP}`);
    await row().waitFor(SEEN);
    // Once the search has run, only that account is listed (the header row and its row).
    await expect
      .poll(() => admin.getByRole('table', { name: 'Users Management' }).getByRole('row').count(), SEEN)
      .toBe(2);
    await row().getByText('CS user').waitFor();
    expect(await row().getByText('Never').count()).toBe(0);

    await menuAction('Change roles');
    const dialog = admin.getByRole('dialog', { name: `Roles of ${EMAIL}` });
    await dialog.getByRole('checkbox', { name: 'Publish' }).check();
    expect(await axeViolations(admin)).toEqual([]);
    await shot(admin, 'roles-dialog-1280');
    await dialog.getByRole('button', { name: 'Save roles' }).click();
    await admin.getByText(`Roles of ${EMAIL} changed`).waitFor(SEEN);
    await row().getByText('CS user, Publish').waitFor(SEEN);
  });

  test('deactivation signs that user out of their open console; reactivation lets them back in', async () => {
    await menuAction('Deactivate');
    const ask = admin.getByRole('alertdialog', { name: `Deactivate ${EMAIL}?` });
    await ask.getByText(/signed out everywhere at once/).waitFor();
    expect(await axeViolations(admin)).toEqual([]);
    await shot(admin, 'deactivate-ask-1280');
    await ask.getByRole('button', { name: 'Deactivate' }).click();
    await admin.getByText(`${EMAIL} deactivated and signed out`).waitFor(SEEN);
    await row().getByText('Deactivated').waitFor(SEEN);

    // The user's console, open all along, is signed out at its next step.
    await user
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Classes' })
      .click();
    await user.getByRole('button', { name: 'Sign In' }).waitFor(SEEN);
    expect(pathOf(user)).toBe('/signin');
    await user.getByLabel('E-mail').fill(EMAIL);
    await user.getByLabel('Password').fill(PASSWORD);
    await user.getByRole('button', { name: 'Sign In' }).click();
    await user.getByText('Invalid e-mail or password.').waitFor(SEEN);

    await menuAction('Reactivate');
    await admin
      .getByRole('alertdialog', { name: `Reactivate ${EMAIL}?` })
      .getByRole('button', { name: 'Reactivate' })
      .click();
    await admin.getByText(`${EMAIL} reactivated`).waitFor(SEEN);
    await row().getByText('Active').waitFor(SEEN);
    // Signed in again with the same password.
    expect(await apiToken(EMAIL, PASSWORD)).toMatch(/\S/);

    for (const width of [1920, 1280, 390]) {
      await admin.setViewportSize({ width, height: 900 });
      await row().waitFor();
      await shot(admin, `users-${width}`);
    }
    await admin.setViewportSize({ width: 1280, height: 900 });
  });

  test('the audit log shows the three changes, newest first, with before and after', async () => {
    await admin
      .getByRole('navigation', { name: 'Users management' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    await admin.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor(SEEN);
    await admin.getByRole('searchbox', { name: 'Search by e-mail' }).fill(EMAIL);
    const rows = admin.getByRole('table', { name: 'Audit log' }).getByRole('row').filter({ hasText: EMAIL });
    // Read as the user reads them once the search has answered: the rows may be drawn again while it does.
    const texts = async () => (await rows.allTextContents()).map((text) => text.replace(/\s+/g, ' '));
    await expect
      .poll(texts, SEEN)
      .toEqual([
        expect.stringMatching(/super@demo\.test.*Reactivated.*Deactivated.*Active/),
        expect.stringMatching(/super@demo\.test.*Deactivated.*Active.*Deactivated/),
        expect.stringMatching(/super@demo\.test.*Roles changed.*CS user.*CS user, Publish/),
      ]);
    expect(await axeViolations(admin)).toEqual([]);
    for (const width of [1920, 1280, 390]) {
      await admin.setViewportSize({ width, height: 900 });
      await rows.first().waitFor();
      await shot(admin, `audit-${width}`);
    }
  });

  test('in Arabic, the list, its row menu and the audit log are named and axe finds nothing', async () => {
    const page = await pageAt(1280, 'ar');
    await page.goto(url('/signin'));
    await page.getByLabel(arCore.signIn.email).fill('super@demo.test');
    await page.getByLabel(arCore.signIn.password).fill('demo-password');
    await page.getByRole('button', { name: arCore.signIn.submit }).click();
    await page.waitForURL(/\/dashboard/, SEEN);
    await page.goto(url(`/admins?search=${encodeURIComponent(EMAIL)}`));
    const arabicRow = page.getByRole('row').filter({ hasText: EMAIL });
    await arabicRow.getByRole('button').waitFor(SEEN);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'users-ar-1280');
    await arabicRow.getByRole('button').click();
    await page.getByRole('menuitem', { name: arUsers.changeRoles }).click();
    await page.getByRole('dialog').getByRole('checkbox').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.goto(url(`/admins/audit?search=${encodeURIComponent(EMAIL)}`));
    await page.getByText(arUsers.audit_reactivate).first().waitFor(SEEN);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'audit-ar-1280');
  });
});

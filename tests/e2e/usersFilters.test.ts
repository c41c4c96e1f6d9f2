/**
 * Users management's filters, invitations sent again and the internal staff mark (ADR 245, ADR 246), in Chromium
 * against the production build. The accounts and invitations are this file's own (a random suffix in their
 * e-mails); the seeded demo accounts are only read: Casey (cs@demo.test) and Lee (lti@demo.test) belong to Demo
 * University, the other demo accounts to no institution.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { apiPost, apiToken, axeViolations, newContext, origin, signIn, url } from './browser';

const SUFFIX = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = 'a-good-password';
const SEEN = { timeout: 30_000 } as const;
const emailOf = (name: string) => `uf-${SUFFIX}-${name}@example.test`;
const CS = emailOf('cs');
const PUBLISHER = emailOf('publish');
const GONE = emailOf('gone');
const STAFF = emailOf('staff');
// Outside the list's search for this file's accounts: registered from its link, it becomes one.
const INVITED = `invited-${SUFFIX}@example.test`;

interface Listed {
  readonly id: number;
  readonly email: string;
  readonly version: number;
}

/** An account made as an admin makes one: invited with its roles, then registered from the link. */
async function register(superToken: string, email: string, roles: string[]): Promise<void> {
  const invitation = await apiPost<{ token: string }>('/api/admin/admins/invitation', superToken, {
    email,
    roles,
  });
  await apiPost('/api/security/admin/registration/finish', '', {
    firstName: 'Uma',
    lastName: 'Filtered',
    plainPassword: { first: PASSWORD, second: PASSWORD },
    token: invitation.token,
  });
}

/** A change of one account as the list's menu makes it, on the version it was listed with (204, no body). */
async function changeAccount(superToken: string, email: string, change: Record<string, unknown>) {
  const listed = await apiPost<{ result: Listed[] }>('/api/admin/admins/users', superToken, {
    keyword: email,
  });
  const account = listed.result.find((row) => row.email === email);
  if (!account) throw new Error(`${email} is not listed`);
  const response = await fetch(`${origin()}/api/admin/admins/users/${account.id}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${superToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...change, version: account.version }),
  });
  if (response.status !== 204) throw new Error(`PATCH ${email}: HTTP ${response.status}`);
}

let context: BrowserContext;
let page: Page;
let superToken: string;
let invitationLink: string;

beforeAll(async () => {
  superToken = await apiToken('super@demo.test');
  await register(superToken, CS, ['ROLE_CS_USER']);
  await register(superToken, PUBLISHER, ['ROLE_PUBLISH']);
  await register(superToken, GONE, ['ROLE_CS_USER']);
  await register(superToken, STAFF, ['ROLE_CS_USER']);
  await changeAccount(superToken, GONE, { isActive: false });
  invitationLink = (
    await apiPost<{ link: string }>('/api/admin/admins/invitation', superToken, {
      email: INVITED,
      roles: ['ROLE_PUBLISH'],
    })
  ).link;
  context = await newContext();
  page = await context.newPage();
  await signIn(page, 'super@demo.test');
});
afterAll(() => context?.close());

const usersTable = () => page.getByRole('table', { name: 'Users Management' });
const rowOf = (email: string) => usersTable().getByRole('row').filter({ hasText: email });
/** The e-mails the table shows, as the user reads them: the first line of each row's header cell. */
const emailsShown = async () =>
  (await usersTable().getByRole('rowheader').allInnerTexts()).map((text) =>
    text.trim().split('\n')[0]!.trim(),
  );
const sorted = (emails: string[]) => [...emails].sort();
const roleFilter = () => page.getByRole('combobox', { name: 'Role', exact: true });
const statusFilter = () => page.getByRole('combobox', { name: 'Status', exact: true });
const staffFilter = () => page.getByRole('combobox', { name: 'Staff', exact: true });
const institutionFilter = () => page.getByRole('textbox', { name: 'Institution', exact: true });

/** Opens the accounts list searched for this file's accounts. */
async function openOwnAccounts() {
  await page.goto(url(`/admins?search=${encodeURIComponent(`uf-${SUFFIX}`)}`));
  await page.getByRole('heading', { name: 'Users Management', level: 1 }).waitFor(SEEN);
  await expect.poll(emailsShown, SEEN).toEqual(sorted([CS, GONE, PUBLISHER, STAFF]));
}

describe('the list of accounts narrowed by its filters', () => {
  test('the role filter lists only the accounts holding that role, and All roles lists them all again', async () => {
    await openOwnAccounts();
    await roleFilter().selectOption({ label: 'Publish' });
    await page.waitForURL((address) => address.searchParams.get('role') === 'ROLE_PUBLISH');
    await expect.poll(emailsShown, SEEN).toEqual([PUBLISHER]);
    await rowOf(PUBLISHER).getByText('Publish', { exact: true }).waitFor();

    await roleFilter().selectOption({ label: 'CS user' });
    await expect.poll(emailsShown, SEEN).toEqual(sorted([CS, GONE, STAFF]));

    await roleFilter().selectOption({ label: 'All roles' });
    await expect.poll(emailsShown, SEEN).toEqual(sorted([CS, GONE, PUBLISHER, STAFF]));
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the status filter lists the deactivated account alone, or the active ones without it', async () => {
    await openOwnAccounts();
    await statusFilter().selectOption({ label: 'Deactivated' });
    await page.waitForURL((address) => address.searchParams.get('status') === 'inactive');
    await expect.poll(emailsShown, SEEN).toEqual([GONE]);
    await rowOf(GONE).getByText('Deactivated').waitFor();

    await statusFilter().selectOption({ label: 'Active' });
    await expect.poll(emailsShown, SEEN).toEqual(sorted([CS, PUBLISHER, STAFF]));

    // Filters add up: active CS users.
    await roleFilter().selectOption({ label: 'CS user' });
    await expect.poll(emailsShown, SEEN).toEqual(sorted([CS, STAFF]));
  });

  test('the institution filter lists the accounts of the institution whose name contains the text', async () => {
    await page.goto(url('/admins'));
    await page.getByRole('heading', { name: 'Users Management', level: 1 }).waitFor(SEEN);
    await expect.poll(emailsShown, SEEN).toContain('admin@demo.test');
    await institutionFilter().fill('Demo Univ');
    await page.waitForURL((address) => address.searchParams.get('institution') === 'Demo Univ');
    // Casey and Lee are Demo University's; Adam, of no institution, is listed no more.
    await expect.poll(emailsShown, SEEN).not.toContain('admin@demo.test');
    await expect.poll(emailsShown, SEEN).toEqual(expect.arrayContaining(['cs@demo.test', 'lti@demo.test']));
    const institutions = await usersTable()
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[1]?.textContent?.trim()));
    expect(new Set(institutions)).toEqual(new Set(['Demo University']));

    // None of this file's accounts, of no institution, is Demo University's.
    await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(`uf-${SUFFIX}`);
    await page.waitForURL((address) => address.searchParams.get('search') === `uf-${SUFFIX}`);
    await page.getByText('No list items').first().waitFor(SEEN);
    expect(await emailsShown()).toEqual([]);
  });
});

describe('an invitation sent again', () => {
  test('shows the new link to copy, the old link stops working and the audit log says so', async () => {
    await page.goto(url('/admins/invitations'));
    const pending = page.getByRole('table', { name: 'Pending invitations' });
    const invitation = pending.getByRole('row').filter({ hasText: INVITED });
    await invitation.waitFor(SEEN);
    await invitation.getByRole('button', { name: `Actions for ${INVITED}` }).click();
    await page.getByRole('menuitem', { name: 'Send again' }).click();

    await page.getByRole('heading', { name: `Set-password link for ${INVITED}` }).waitFor(SEEN);
    const shown = await page.getByLabel('Set-password link', { exact: true }).inputValue();
    expect(shown).toContain('/set-password?token=');
    expect(shown).not.toBe(new URL(invitationLink, origin()).href);
    await page.getByText(/Send this link to the invited admin\. It works once, until /).waitFor();
    // Still waiting to be used, with one row.
    await expect.poll(() => invitation.count(), SEEN).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await page
      .getByRole('navigation', { name: 'Users management' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    await page.getByRole('searchbox', { name: 'Search by e-mail' }).fill(INVITED);
    const logged = page
      .getByRole('table', { name: 'Audit log' })
      .getByRole('row')
      .filter({ hasText: INVITED });
    await expect
      .poll(async () => (await logged.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ')), SEEN)
      .toEqual([
        expect.stringMatching(/super@demo\.test.*Invitation sent again.*Link valid until.*Link valid until/),
      ]);

    // The invitee's old link is refused; the new one registers the account.
    const invitee = await newContext();
    try {
      const form = await invitee.newPage();
      const finish = async (link: string) => {
        await form.goto(link);
        await form.getByLabel('First name').fill('Ines');
        await form.getByLabel('Last name').fill('Again');
        await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await form.getByLabel('Repeat password').fill(PASSWORD);
        await form.getByRole('button', { name: 'Confirm email' }).click();
      };
      await finish(`${origin()}${invitationLink}`);
      await form.getByRole('form', { name: 'Confirm email' }).getByRole('alert').waitFor(SEEN);
      await finish(shown);
      await form.getByRole('heading', { name: 'Welcome, Ines' }).waitFor(SEEN);
    } finally {
      await invitee.close();
    }
  });
});

describe('the internal staff mark', () => {
  test("is set from the row's menu, shows in the row and the staff filter, and is in the audit log", async () => {
    await openOwnAccounts();
    expect(await rowOf(STAFF).getByText('Internal staff').count()).toBe(0);
    await staffFilter().selectOption({ label: 'Internal staff' });
    await page.waitForURL((address) => address.searchParams.get('internal') === 'yes');
    await page.getByText('No list items').first().waitFor(SEEN);
    await staffFilter().selectOption({ label: 'Everyone' });
    await rowOf(STAFF).waitFor(SEEN);

    await page.getByRole('button', { name: `Actions for ${STAFF}` }).click();
    await page.getByRole('menuitem', { name: 'Mark as internal staff' }).click();
    await page.getByText(`${STAFF} marked as internal staff`).waitFor(SEEN);
    await rowOf(STAFF).getByText('Internal staff', { exact: true }).waitFor(SEEN);
    expect(await rowOf(CS).getByText('Internal staff', { exact: true }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await staffFilter().selectOption({ label: 'Internal staff' });
    await expect.poll(emailsShown, SEEN).toEqual([STAFF]);

    // The menu now offers the way back.
    await page.getByRole('button', { name: `Actions for ${STAFF}` }).click();
    await page.getByRole('menuitem', { name: 'Unmark internal staff' }).waitFor();
    await page.keyboard.press('Escape');

    await page
      .getByRole('navigation', { name: 'Users management' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor(SEEN);
    await page.getByRole('searchbox', { name: 'Search by e-mail' }).fill(STAFF);
    const logged = page.getByRole('table', { name: 'Audit log' }).getByRole('row').filter({ hasText: STAFF });
    await expect
      .poll(async () => (await logged.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ')), SEEN)
      .toEqual([expect.stringMatching(/super@demo\.test.*Internal staff mark.*Not staff.*Internal staff/)]);
  });
});

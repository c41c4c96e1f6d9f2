/** An invited admin finishes registration from the link and lands signed in with the invited role's menu. */
import {
  apiPost,
  apiToken,
  axeViolations,
  menuOf,
  newContext,
  origin,
  pathOf,
  signInAt,
  url,
} from './browser';

describe('invitation', () => {
  test("the invitee confirms the e-mail from the link and sees the invited role's menu", async () => {
    const superToken = await apiToken('super@demo.test');
    const email = `invitee-${Date.now()}@demo.test`;
    const invitation = await apiPost<{ link: string }>('/api/admin/admins/invitation', superToken, {
      email,
      roles: ['ROLE_PUBLISH'],
    });

    const context = await newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${origin()}${invitation.link}`);
      await page.getByRole('heading', { name: 'Confirm email' }).waitFor();
      await page.getByLabel('First name').fill('Ida');
      await page.getByLabel('Last name').fill('Invited');
      await page.getByLabel('Password', { exact: true }).fill('a-new-password');
      await page.getByLabel('Repeat password').fill('a-new-password');
      await page.getByRole('button', { name: 'Confirm email' }).click();

      await page.getByRole('heading', { name: 'Welcome, Ida' }).waitFor();
      expect(pathOf(page)).toBe('/dashboard');
      expect(await menuOf(page)).toEqual(['Dashboard', 'Publish']);
      expect(await page.getByRole('button', { name: 'Ida Invited' }).count()).toBe(1);
    } finally {
      await context.close();
    }

    // The new account signs in with its password from now on.
    expect(await apiToken(email, 'a-new-password')).toBeTruthy();
  });

  test('a used or unknown token shows the server message under the form', async () => {
    const context = await newContext();
    try {
      const page = await context.newPage();
      await page.goto(url('/set-password?token=not-a-real-token'));
      await page.getByLabel('First name').fill('Nobody');
      await page.getByLabel('Last name').fill('Here');
      await page.getByLabel('Password', { exact: true }).fill('a-new-password');
      await page.getByLabel('Repeat password').fill('a-new-password');
      await page.getByRole('button', { name: 'Confirm email' }).click();
      const alert = page.getByRole('form', { name: 'Confirm email' }).getByRole('alert');
      await alert.waitFor();
      expect((await alert.textContent())?.length).toBeGreaterThan(0);
      expect(pathOf(page)).toBe('/set-password');
    } finally {
      await context.close();
    }
  });

  test('the super admin invites through Users Management and the invitee uses the copied link', async () => {
    const email = `screen-${Date.now()}@demo.test`;
    const context = await newContext();
    let link: string;
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: origin() });
      const page = await context.newPage();
      await page.goto(url('/signin'));
      await signInAt(page, 'super@demo.test', '/admins/invitations');
      await page.getByRole('heading', { name: 'Users Management' }).waitFor();
      await page.getByRole('heading', { name: 'Pending invitations' }).waitFor();

      // Checked before sending: an invalid e-mail and no role show their messages under the fields.
      await page.getByLabel('E-mail').fill('not-an-email');
      await page.getByRole('button', { name: 'Create invitation' }).click();
      await page.getByText('E-mail is not valid').waitFor();
      await page.getByText('Choose at least one role').waitFor();

      // An existing account: the server's 409 message shows under the e-mail.
      await page.getByLabel('E-mail').fill('cs@demo.test');
      await page.getByRole('checkbox', { name: 'Publish' }).check();
      await page.getByRole('button', { name: 'Create invitation' }).click();
      await page.getByText('An account with this e-mail already exists.').waitFor();

      await page.getByLabel('E-mail').fill(email);
      await page.getByRole('button', { name: 'Create invitation' }).click();
      await page.getByRole('heading', { name: `Set-password link for ${email}` }).waitFor();
      await page.getByRole('cell', { name: email }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Copy' }).click();
      await page.getByText('Link copied').waitFor();
      link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toBe(await page.getByLabel('Set-password link', { exact: true }).inputValue());
      expect(link).toContain('/set-password?token=');
    } finally {
      await context.close();
    }

    const invitee = await newContext();
    try {
      const page = await invitee.newPage();
      await page.goto(link);
      await page.getByLabel('First name').fill('Sia');
      await page.getByLabel('Last name').fill('Screen');
      await page.getByLabel('Password', { exact: true }).fill('a-new-password');
      await page.getByLabel('Repeat password').fill('a-new-password');
      await page.getByRole('button', { name: 'Confirm email' }).click();
      await page.getByRole('heading', { name: 'Welcome, Sia' }).waitFor();
      expect(await menuOf(page)).toEqual(['Dashboard', 'Publish']);
    } finally {
      await invitee.close();
    }
  });
});

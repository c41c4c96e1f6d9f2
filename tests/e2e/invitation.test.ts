/** An invited admin finishes registration from the link and lands signed in with the invited role's menu. */
import { apiPost, apiToken, menuOf, newContext, origin, pathOf, url } from './browser';

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
});

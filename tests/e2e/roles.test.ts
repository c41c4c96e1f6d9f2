/** Each demo account sees exactly its role's menu (SPEC section 6), flags applied as the server reports them. */
import { apiGet, apiToken, menuOf, newContext, signIn } from './browser';

const ADMIN_BASE = [
  'Dashboard',
  'Methods Collections',
  'Playlists',
  'LTI',
  'Classes',
  'Institutions',
  'Quizzes',
  'Question Banks',
];

// SPEC section 6 with Question Banks after Quizzes (ADR 258), in drawing order; '?' marks an entry shown only while its flag is on.
const EXPECTED: Record<string, { name: string; menu: string[] }> = {
  'super@demo.test': {
    name: 'Sam Super',
    menu: [
      'Dashboard',
      'Methods Collections',
      'Playlists',
      'LTI',
      'Classes',
      'Users Management',
      'Institutions',
      'Quizzes',
      'Question Banks',
      'Class Products',
      'Admin Client Hub',
      'Client Hub Playlists',
      'Identity Providers',
      'Sponsors',
      'FRC',
      'Translations?',
      'Banner?',
      'Publish',
      'MoEngage',
      'Feature Flags',
    ],
  },
  'corporate@demo.test': {
    name: 'Cora Corporate',
    menu: [...ADMIN_BASE, 'Identity Providers', 'Sponsors', 'Translations?', 'Publish'],
  },
  'admin@demo.test': {
    name: 'Adam Admin',
    menu: [...ADMIN_BASE, 'Identity Providers', 'Translations?', 'Publish', 'Feature Flags'],
  },
  'cs@demo.test': {
    name: 'Casey Support',
    menu: ['Dashboard', 'Playlists', 'Classes', 'Quizzes', 'Question Banks'],
  },
  'publish@demo.test': { name: 'Pat Publisher', menu: ['Dashboard', 'Publish'] },
  'lti@demo.test': {
    name: 'Lee Lti',
    menu: ['Dashboard', 'Playlists', 'Classes', 'Quizzes', 'Question Banks', 'LTI'],
  },
};

const FLAG_OF: Record<string, string> = { 'Translations?': 'adminTranslations', 'Banner?': 'adminBanner' };

function applyFlags(menu: string[], flags: Record<string, boolean>): string[] {
  return menu
    .filter((entry) => !entry.endsWith('?') || flags[FLAG_OF[entry]!])
    .map((entry) => entry.replace('?', ''));
}

describe('menus by role', () => {
  test.each(Object.entries(EXPECTED))('%s sees exactly its menu and its name', async (email, expected) => {
    const { flags } = await apiGet<{ flags: Record<string, boolean> }>(
      '/api/admin/feature_flags',
      await apiToken(email),
    );
    const context = await newContext();
    try {
      const page = await context.newPage();
      await signIn(page, email);
      expect(await menuOf(page)).toEqual(applyFlags(expected.menu, flags));
      expect(await page.getByRole('banner').getByRole('button', { name: expected.name }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});

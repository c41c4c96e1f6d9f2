/**
 * The role table against SPEC sections 2 and 6. Every expectation here is written out from the SPEC's text (and
 * ADR 002 for LTI-only and role-less accounts), never derived from roles.ts, so the table cannot agree with itself.
 */
import {
  AREAS,
  canUseArea,
  hasConsoleRole,
  menuFor,
  resolveRoute,
  resolveSignedOutRoute,
  type FeatureFlags,
} from '../../../src/domain/access/roles';

/** Every first path segment of SPEC section 2, and /banks beside /quiz (ADR 258). */
const ALL_AREAS = [
  'dashboard',
  'playlist',
  'methods-collections',
  'lti',
  'classes',
  'institutions',
  'quiz',
  'banks',
  'identity-providers',
  'publish',
  'sponsors',
  'translations',
  'banner',
  'moengage',
  'feature-flags',
  'admins',
  'class-access',
  'client-hub-access',
  'client-hub-playlist',
  'faculty-resources',
  'access',
  'author',
];

/** "Other paths seen": /access and /author/{name} belong to every signed-in table (not to role-less accounts). */
const OTHER_PATHS = ['access', 'author'];
const FULL_ADMIN = [
  'dashboard',
  'playlist',
  'methods-collections',
  'lti',
  'classes',
  'institutions',
  'quiz',
  'banks',
  'identity-providers',
  'publish',
  'sponsors',
  'translations',
  'banner',
  'moengage',
  'feature-flags',
  ...OTHER_PATHS,
];
const SUPER_ADMIN = [
  ...FULL_ADMIN,
  'admins',
  'class-access',
  'client-hub-access',
  'client-hub-playlist',
  'faculty-resources',
];
const CS_USER = ['dashboard', 'playlist', 'classes', 'quiz', 'banks', ...OTHER_PATHS];
const PUBLISH = ['dashboard', 'publish', ...OTHER_PATHS];
const LTI_USER = ['dashboard', 'playlist', 'classes', 'quiz', 'banks', 'lti', ...OTHER_PATHS];
const NO_ROLE = ['dashboard'];

/**
 * Menus of SPEC section 6, in order, with Question Banks after Quizzes wherever Quizzes is (ADR 258); `(flag)`
 * entries show only while their flag is on.
 */
const MENU_SUPER = [
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
  'Translations (flag)',
  'Banner (flag)',
  'Publish',
  'MoEngage',
  'Feature Flags',
];
const MENU_CORPORATE = [
  'Dashboard',
  'Methods Collections',
  'Playlists',
  'LTI',
  'Classes',
  'Institutions',
  'Quizzes',
  'Question Banks',
  'Identity Providers',
  'Sponsors',
  'Translations (flag)',
  'Publish',
];
/** "Admin: same as corporate admin but without Sponsors and with Feature Flags." */
const MENU_ADMIN = [...MENU_CORPORATE.filter((label) => label !== 'Sponsors'), 'Feature Flags'];
const MENU_CS = ['Dashboard', 'Playlists', 'Classes', 'Quizzes', 'Question Banks'];
const MENU_PUBLISH = ['Dashboard', 'Publish'];
const MENU_LTI = ['Dashboard', 'Playlists', 'Classes', 'Quizzes', 'Question Banks', 'LTI'];
const MENU_NONE = ['Dashboard'];

const MENU_PATHS: Record<string, string> = {
  Dashboard: '/dashboard',
  'Methods Collections': '/methods-collections',
  Playlists: '/playlist',
  LTI: '/lti',
  Classes: '/classes',
  'Users Management': '/admins',
  Institutions: '/institutions',
  Quizzes: '/quiz',
  'Question Banks': '/banks',
  'Class Products': '/class-access',
  'Admin Client Hub': '/client-hub-access',
  'Client Hub Playlists': '/client-hub-playlist',
  'Identity Providers': '/identity-providers',
  Sponsors: '/sponsors',
  FRC: '/faculty-resources',
  Translations: '/translations',
  Banner: '/banner',
  Publish: '/publish',
  MoEngage: '/moengage',
  'Feature Flags': '/feature-flags',
};

interface Account {
  readonly name: string;
  readonly roles: string[];
  readonly areas: string[];
  readonly menu: string[];
}

/** "The table is chosen super admin first, then CS user, then publish, else the general one." */
const ACCOUNTS: Account[] = [
  { name: 'super admin', roles: ['ROLE_SUPER_ADMIN'], areas: SUPER_ADMIN, menu: MENU_SUPER },
  { name: 'corporate admin', roles: ['ROLE_CORPORATE_ADMIN'], areas: FULL_ADMIN, menu: MENU_CORPORATE },
  { name: 'admin', roles: ['ROLE_ADMIN'], areas: FULL_ADMIN, menu: MENU_ADMIN },
  { name: 'CS user', roles: ['ROLE_CS_USER'], areas: CS_USER, menu: MENU_CS },
  { name: 'publish', roles: ['ROLE_PUBLISH'], areas: PUBLISH, menu: MENU_PUBLISH },
  { name: 'LTI user', roles: ['ROLE_CS_LTI_USER'], areas: LTI_USER, menu: MENU_LTI },
  {
    name: 'super admin + CS user',
    roles: ['ROLE_CS_USER', 'ROLE_SUPER_ADMIN'],
    areas: SUPER_ADMIN,
    menu: MENU_SUPER,
  },
  { name: 'admin + CS user', roles: ['ROLE_ADMIN', 'ROLE_CS_USER'], areas: CS_USER, menu: MENU_CS },
  {
    name: 'corporate admin + CS user',
    roles: ['ROLE_CORPORATE_ADMIN', 'ROLE_CS_USER'],
    areas: CS_USER,
    menu: MENU_CS,
  },
  {
    name: 'corporate admin + admin',
    roles: ['ROLE_ADMIN', 'ROLE_CORPORATE_ADMIN'],
    areas: FULL_ADMIN,
    menu: MENU_CORPORATE,
  },
  { name: 'publish + admin', roles: ['ROLE_ADMIN', 'ROLE_PUBLISH'], areas: PUBLISH, menu: MENU_PUBLISH },
  {
    name: 'LTI user + admin',
    roles: ['ROLE_CS_LTI_USER', 'ROLE_ADMIN'],
    areas: FULL_ADMIN,
    menu: MENU_ADMIN,
  },
  { name: 'no role', roles: [], areas: NO_ROLE, menu: MENU_NONE },
  { name: 'only an unknown role', roles: ['ROLE_USER'], areas: NO_ROLE, menu: MENU_NONE },
];

const FLAG_SETTINGS: { name: string; flags: FeatureFlags }[] = [
  { name: 'flags off', flags: {} },
  { name: 'translations on', flags: { adminTranslations: true } },
  { name: 'banner on', flags: { adminBanner: true } },
  { name: 'both flags on', flags: { adminTranslations: true, adminBanner: true } },
];

const FLAG_OF: Record<string, keyof FeatureFlags> = {
  translations: 'adminTranslations',
  banner: 'adminBanner',
};

function expectedDecision(account: Account, flags: FeatureFlags, area: string) {
  if (!account.areas.includes(area)) return { kind: 'redirect', to: '/dashboard' };
  const flag = FLAG_OF[area];
  if (flag && flags[flag] !== true) return { kind: 'redirect', to: '/' };
  return { kind: 'allow', area };
}

function expectedMenu(account: Account, flags: FeatureFlags): string[] {
  return account.menu
    .filter((label) => {
      if (label === 'Translations (flag)') return flags.adminTranslations === true;
      if (label === 'Banner (flag)') return flags.adminBanner === true;
      return true;
    })
    .map((label) => MENU_PATHS[label.replace(' (flag)', '')]!);
}

test('the role table knows exactly the areas of SPEC section 2', () => {
  expect([...AREAS].sort()).toEqual([...ALL_AREAS].sort());
});

describe('client routes', () => {
  const rows = ACCOUNTS.flatMap((account) =>
    FLAG_SETTINGS.flatMap(({ name, flags }) =>
      ALL_AREAS.map((area) => ({ account, flagsName: name, flags, area })),
    ),
  );

  test.each(rows)('$account.name, $flagsName: /$area', ({ account, flags, area }) => {
    const expected = expectedDecision(account, flags, area);
    expect(resolveRoute(account.roles, flags, `/${area}`)).toEqual(expected);
    expect(resolveRoute(account.roles, flags, `/${area}/edit/12?tab=2#top`)).toEqual(expected);
    // The server guard refuses exactly what the console would not open.
    expect(canUseArea(account.roles, flags, area as (typeof AREAS)[number])).toBe(expected.kind === 'allow');
  });

  test.each(ACCOUNTS)('$name: root and unknown paths redirect to /dashboard', ({ roles }) => {
    for (const path of ['/', '', '/unknown', '/dashboards', '/admin/quiz', '/Quiz', '/signin']) {
      expect(resolveRoute(roles, { adminTranslations: true, adminBanner: true }, path), path).toEqual({
        kind: 'redirect',
        to: '/dashboard',
      });
    }
  });

  test('deep routes of SPEC section 2 resolve by their area', () => {
    const superAdmin = ['ROLE_SUPER_ADMIN'];
    expect(resolveRoute(['ROLE_CS_USER'], {}, '/classes/view-file/4/document/9')).toEqual({
      kind: 'allow',
      area: 'classes',
    });
    expect(resolveRoute(['ROLE_ADMIN'], {}, '/author/Jane_Doe')).toEqual({ kind: 'allow', area: 'author' });
    expect(resolveRoute(superAdmin, {}, '/quiz/admin-quiz/edit/31')).toEqual({ kind: 'allow', area: 'quiz' });
    expect(resolveRoute(superAdmin, {}, '/client-hub-playlist/label-7')).toEqual({
      kind: 'allow',
      area: 'client-hub-playlist',
    });
  });
});

describe('menus', () => {
  const rows = ACCOUNTS.flatMap((account) =>
    FLAG_SETTINGS.map(({ name, flags }) => ({ account, flagsName: name, flags })),
  );

  test.each(rows)('$account.name, $flagsName: the menu of SPEC section 6 in order', ({ account, flags }) => {
    expect(menuFor(account.roles, flags).map((item) => item.path)).toEqual(expectedMenu(account, flags));
  });

  test.each(rows)('$account.name, $flagsName: every menu entry opens', ({ account, flags }) => {
    for (const item of menuFor(account.roles, flags)) {
      expect(resolveRoute(account.roles, flags, item.path), item.path).toEqual({
        kind: 'allow',
        area: item.area,
      });
    }
  });

  test('each menu entry has a label key and an icon', () => {
    for (const item of menuFor(['ROLE_SUPER_ADMIN'], { adminTranslations: true, adminBanner: true })) {
      expect(item.labelKey).toMatch(/^menu\.\w+$/);
      expect(item.icon).not.toBe('');
    }
  });
});

describe('signed out', () => {
  test.each(['/signin', '/set-password', '/set-password?token=abc123', '/signin/', '/signin#top'])(
    '%s is open while signed out',
    (path) => {
      expect(resolveSignedOutRoute(path)).toEqual({
        kind: 'public',
        path: path.split(/[?#]/)[0]!.replace(/\/$/, ''),
      });
    },
  );

  test.each([
    '/',
    '',
    '/dashboard',
    '/quiz/my-quiz',
    '/signin/extra',
    '/set-password/x',
    '/signup',
    '/unknown',
  ])('%s redirects to /signin', (path) => {
    expect(resolveSignedOutRoute(path)).toEqual({ kind: 'redirect', to: '/signin' });
  });
});

test.each([
  [['ROLE_CS_LTI_USER'], true],
  [['ROLE_PUBLISH', 'ROLE_USER'], true],
  [['ROLE_USER'], false],
  [[], false],
])('roles %j hold a console role: %s', (roles, expected) => {
  expect(hasConsoleRole(roles)).toBe(expected);
});

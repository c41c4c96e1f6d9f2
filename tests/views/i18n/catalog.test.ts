import { AREA_INFO } from '../../../src/domain/access/roles';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { createI18n } from '../../support/i18n';
import { en } from '../../../src/i18n/en';

describe('English catalog', () => {
  const i18n = createI18n();

  test.each(Object.entries(AREA_INFO))('the %s area has a label', (_area, info) => {
    expect(i18n.exists(info.labelKey)).toBe(true);
  });

  test.each(Object.entries(MESSAGES))("the rule message '%s' is in the catalog verbatim", (key, text) => {
    expect(en.messages[key as keyof typeof en.messages]).toBe(text);
  });

  test('the SPEC texts of the sign-in, shell and error screens are verbatim', () => {
    expect(en.signIn.heading).toBe('Admin Sign In');
    expect(en.signIn.submit).toBe('Sign In');
    expect(en.setPassword.heading).toBe('Confirm email');
    expect(en.shell.signOut).toBe('Sign out');
    expect(en.error.heading).toBe('Oops, something went wrong');
    expect(en.error.refresh).toBe('Refresh');
  });

  test('is ready synchronously, without waiting for a backend', () => {
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('signIn.heading')).toBe('Admin Sign In');
  });
});

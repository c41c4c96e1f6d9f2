import {
  SetPasswordFormSchema,
  SignInFormSchema,
  accessTokenNeedsRenewal,
  canRefresh,
  fieldErrors,
  tokenFromQuery,
  type Token,
} from '../../../src/domain/session/session';

/** The messages of SPEC section 5, verbatim. */
const REQUIRED = 'This field is required';
const TOO_SHORT = 'Password is too short - should be 6 chars minimum.';
const MISMATCH = 'Passwords do not match';

function errorsOf(schema: typeof SignInFormSchema | typeof SetPasswordFormSchema, form: unknown) {
  const result = schema.safeParse(form);
  return result.success ? {} : fieldErrors(result.error);
}

describe('sign-in form', () => {
  test.each([
    [{ email: 'ada@example.com', password: 'x' }, {}],
    [
      { email: '', password: '' },
      { email: [REQUIRED], password: [REQUIRED] },
    ],
    [{ email: '   ', password: 'secret' }, { email: [REQUIRED] }],
    [{ email: 'ada@example.com', password: '' }, { password: [REQUIRED] }],
    [{}, { email: [REQUIRED], password: [REQUIRED] }],
  ])('%j gives %j', (form, expected) => {
    expect(errorsOf(SignInFormSchema, form)).toEqual(expected);
  });
});

describe('set-password form', () => {
  const valid = { firstName: 'Grace', lastName: 'Hopper', password: 'secret', repeatPassword: 'secret' };

  test.each([
    ['a complete form', valid, {}],
    ['no first name', { ...valid, firstName: '' }, { firstName: [REQUIRED] }],
    ['a blank last name', { ...valid, lastName: '  ' }, { lastName: [REQUIRED] }],
    ['no password', { ...valid, password: '', repeatPassword: '' }, { password: [REQUIRED] }],
    [
      'a 5-character password',
      { ...valid, password: 'abcde', repeatPassword: 'abcde' },
      { password: [TOO_SHORT] },
    ],
    ['a 6-character password', { ...valid, password: 'abcdef', repeatPassword: 'abcdef' }, {}],
    ['a different repeat', { ...valid, repeatPassword: 'secreT' }, { repeatPassword: [MISMATCH] }],
    [
      'a different repeat and no name',
      { ...valid, firstName: '', repeatPassword: 'other1' },
      { firstName: [REQUIRED], repeatPassword: [MISMATCH] },
    ],
    [
      'nothing at all',
      { firstName: '', lastName: '', password: '', repeatPassword: '' },
      { firstName: [REQUIRED], lastName: [REQUIRED], password: [REQUIRED] },
    ],
  ])('%s', (_name, form, expected) => {
    expect(errorsOf(SetPasswordFormSchema, form)).toEqual(expected);
  });
});

describe('the set-password token', () => {
  test.each([
    ['?token=abc123', 'abc123'],
    ['token=abc123', 'abc123'],
    ['?abcdefTOKEN', 'TOKEN'],
    ['?token=a%2Bb%3D%3D', 'a+b=='],
    ['?token=', ''],
    ['', ''],
  ])('%j reads %j after 7 characters', (search, expected) => {
    expect(tokenFromQuery(search)).toBe(expected);
  });

  test('a token with a stray % is read as it stands instead of failing', () => {
    expect(tokenFromQuery('?token=50%off')).toBe('50%off');
  });
});

describe('refresh', () => {
  const now = new Date('2030-06-01T12:00:00.000Z');
  const token = (refreshTokenExpiredAt: string, refreshToken = 'refresh-1'): Token => ({
    accessToken: 'access-1',
    refreshToken,
    refreshTokenExpiredAt,
  });

  test.each([
    ['expires in a minute', token('2030-06-01T12:01:00.000Z'), true],
    ['expired a minute ago', token('2030-06-01T11:59:00.000Z'), false],
    ['expires this very moment', token('2030-06-01T12:00:00.000Z'), false],
    ['has an unreadable expiry', token('soon'), false],
    ['has no refresh token', token('2031-01-01T00:00:00.000Z', ''), false],
    ['is missing', null, false],
  ])('a refresh token that %s can refresh: %s', (_name, stored, expected) => {
    expect(canRefresh(stored, now)).toBe(expected);
  });
});

describe('renewing an access token before it lapses', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const jwt = (claims: object) =>
    `e30.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.signature`;
  const at = (seconds: number) => now.getTime() / 1000 + seconds;
  test.each([
    ['lapsed a minute ago', jwt({ exp: at(-60) }), true],
    ['lapses in 10 seconds', jwt({ exp: at(10) }), true],
    ['lapses in exactly 30 seconds', jwt({ exp: at(30) }), true],
    ['lapses in 31 seconds', jwt({ exp: at(31) }), false],
    ['lapses in 15 minutes', jwt({ exp: at(900), name: 'Zoë ü?>' }), false],
    ['names no expiry', jwt({ sub: '7' }), false],
    ['is not a JWT', 'opaque-token', false],
    ['has an unreadable payload', 'e30.%%%.sig', false],
  ])('a token that %s is renewed first: %s', (_name, token, expected) => {
    expect(accessTokenNeedsRenewal(token, now)).toBe(expected);
  });
});

import fc from 'fast-check';
import { extractEmails, isEmail, mergeEmails, shareNotices } from '../../../src/domain/shared/emails';

describe('extracting e-mails from pasted text', () => {
  test.each([
    ['one per line', 'ada@example.com\ngrace@example.org', ['ada@example.com', 'grace@example.org']],
    ['comma separated', 'ada@example.com, grace@example.org', ['ada@example.com', 'grace@example.org']],
    ['semicolon separated', 'ada@example.com;grace@example.org', ['ada@example.com', 'grace@example.org']],
    ['space separated', 'ada@example.com grace@example.org', ['ada@example.com', 'grace@example.org']],
    [
      'Windows line ends',
      'ada@example.com\r\ngrace@example.org\r\n',
      ['ada@example.com', 'grace@example.org'],
    ],
    [
      'tabs from a spreadsheet',
      'ada@example.com\tgrace@example.org',
      ['ada@example.com', 'grace@example.org'],
    ],
    ['angle brackets', '<ada@example.com>', ['ada@example.com']],
    ['quotes', '"ada@example.com"', ['ada@example.com']],
    ['a trailing full stop', 'ada@example.com.', ['ada@example.com']],
    ['duplicates in any case', 'Ada@Example.com\nada@example.COM', ['ada@example.com']],
    ['blank text', '  \n , ; ', []],
  ])('%s', (_name, text, emails) => {
    expect(extractEmails(text).emails).toEqual(emails);
  });

  test('tokens that are not addresses are reported once each, as typed', () => {
    expect(extractEmails('ada@example.com, Bob, not-an-email, Bob, x@y').invalid).toEqual([
      'Bob',
      'not-an-email',
      'x@y',
    ]);
  });

  test.each(['a@b', '@example.com', 'ada@', 'ada@@example.com', 'ada@example.c'])(
    '%s is not an address',
    (value) => {
      expect(isEmail(value)).toBe(false);
    },
  );

  test('every valid address survives any mix of separators, once', () => {
    const address = fc
      .tuple(fc.stringMatching(/^[a-z0-9._-]{1,8}$/), fc.stringMatching(/^[a-z0-9-]{1,8}$/))
      .map(([user, host]) => `${user}@${host}.com`);
    fc.assert(
      fc.property(
        fc.array(address, { maxLength: 8 }),
        fc.constantFrom('\n', ',', ', ', ';', ' '),
        (list, sep) => {
          const { emails, invalid } = extractEmails(list.join(sep));
          expect(invalid).toEqual([]);
          expect(emails).toEqual([...new Set(list)]);
        },
      ),
    );
  });
});

test('merging keeps the first spelling and adds only new addresses', () => {
  expect(mergeEmails(['Ada@example.com'], ['ada@example.com', 'grace@example.org'])).toEqual([
    'Ada@example.com',
    'grace@example.org',
  ]);
});

describe('share result notifications', () => {
  test('each non-empty list gives its SPEC message, joined with commas', () => {
    expect(
      shareNotices({
        shared: ['a@x.com', 'b@x.com'],
        already_shared: ['c@x.com'],
        not_access: ['d@x.com'],
        not_found: ['e@x.com'],
      }),
    ).toEqual([
      { kind: 'success', message: 'Shared: a@x.com, b@x.com' },
      { kind: 'info', message: 'Already shared: c@x.com' },
      { kind: 'warning', message: 'Not access: d@x.com' },
      {
        kind: 'error',
        message: 'Not found: e@x.com. Only people who already have an account can receive a share.',
      },
    ]);
  });

  test('empty lists say nothing', () => {
    expect(shareNotices({ shared: [], already_shared: ['c@x.com'], not_access: [], not_found: [] })).toEqual([
      { kind: 'info', message: 'Already shared: c@x.com' },
    ]);
  });
});

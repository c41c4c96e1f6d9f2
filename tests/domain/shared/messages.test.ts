import { ApiError } from '../../../src/api/shared/http';
import { MESSAGES, messageOf } from '../../../src/domain/shared/messages';

test("a failure says the server's message when it has one", () => {
  expect(messageOf(new ApiError(409, 'This class was changed by someone else'))).toBe(
    'This class was changed by someone else',
  );
  expect(messageOf(new Error('The server could not be reached.'))).toBe('The server could not be reached.');
});

test("a failure without a message says SPEC's 'Oops, something went wrong', never a bare 'Error'", () => {
  expect(messageOf(new Error(''))).toBe(MESSAGES.oops);
  expect(messageOf('a thrown string')).toBe('Oops, something went wrong');
  expect(messageOf(undefined)).toBe('Oops, something went wrong');
});

test('a caller may name its own fallback, or none', () => {
  expect(messageOf(null, 'Unable to send the link again')).toBe('Unable to send the link again');
  expect(messageOf(new Error(''), null)).toBeNull();
  expect(messageOf(new Error('Refused'), null)).toBe('Refused');
});

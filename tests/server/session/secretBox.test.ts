/** Stored secrets are sealed: unreadable in the database, opened only with the same key and purpose. */
import { openSecret, sealSecret, SecretUnreadable } from '../../../server/auth/secretBox';

const config = { secretsKey: 'a-secrets-key-that-is-long-enough-1234' };

test('a sealed secret opens with the same key and purpose, and does not show the plaintext', () => {
  const sealed = sealSecret(config, 'identity_providers.client_secret', 'hunter2-client-secret');
  expect(sealed).not.toContain('hunter2');
  expect(sealSecret(config, 'identity_providers.client_secret', 'hunter2-client-secret')).not.toBe(sealed);
  expect(openSecret(config, 'identity_providers.client_secret', sealed)).toBe('hunter2-client-secret');
});

test('another key, another purpose or a changed byte cannot open it', () => {
  const sealed = sealSecret(config, 'identity_providers.client_secret', 'secret');
  expect(() =>
    openSecret(
      { secretsKey: 'another-secrets-key-that-is-long-enough' },
      'identity_providers.client_secret',
      sealed,
    ),
  ).toThrow(SecretUnreadable);
  expect(() => openSecret(config, 'lti_keys.private_key', sealed)).toThrow(SecretUnreadable);
  const parts = sealed.split('.');
  parts[2] = Buffer.from('tampered').toString('base64url');
  expect(() => openSecret(config, 'identity_providers.client_secret', parts.join('.'))).toThrow(
    SecretUnreadable,
  );
  expect(() => openSecret(config, 'identity_providers.client_secret', 'plain')).toThrow(SecretUnreadable);
});

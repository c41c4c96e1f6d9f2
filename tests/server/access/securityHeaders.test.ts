import { describe, expect, test } from 'vitest';
import { contentSecurityPolicy, developmentHmrPort } from '../../../server/http/securityHeaders';

const config = { publicApiBaseUrl: '', documentViewerUrl: 'https://view.officeapps.live.com/op/embed.aspx' };
const connectSrc = (policy: string) => policy.split('; ').find((part) => part.startsWith('connect-src'));

describe('Content-Security-Policy', () => {
  test('in production the console connects only to its own origin', () => {
    expect(connectSrc(contentSecurityPolicy(config))).toBe("connect-src 'self'");
    expect(contentSecurityPolicy(config)).not.toContain('ws:');
  });

  test('in development it also allows the hot-reload socket on HMR_PORT, and nothing else', () => {
    expect(connectSrc(contentSecurityPolicy(config, 1235))).toBe("connect-src 'self' ws://localhost:1235");
  });

  test.each([
    [{ HMR_PORT: '1235' }, 1235],
    [{ HMR_PORT: '0' }, null],
    [{ HMR_PORT: 'abc' }, null],
    [{}, null],
  ])('HMR_PORT %j gives %s', (env, port) => {
    expect(developmentHmrPort(env)).toBe(port);
  });
});

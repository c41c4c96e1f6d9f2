import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { LtiToolInfo } from '../../../src/domain/lti/lti';
import {
  COPIED_NOTICE_MS,
  ltiToolMachine,
  selectCopiedField,
  selectToolError,
} from '../../../src/machines/lti/ltiToolMachine';

const tool: LtiToolInfo = {
  loginUrl: 'https://console.example/lti/login',
  launchUrl: 'https://console.example/lti/launch',
  deepLinkUrl: 'https://console.example/lti/deep-link',
  jwksUrl: 'https://console.example/lti/jwks.json',
  jwks: { keys: [{ kty: 'RSA', kid: 'k1', alg: 'RS256', use: 'sig', n: 'abc', e: 'AQAB' }] },
};

test('a copied address says so for a moment, and a failed load can be retried', async () => {
  const copied: string[] = [];
  let fail = true;
  const clock = new SimulatedClock();
  const actor = createActor(
    ltiToolMachine.provide({
      actors: {
        loadTool: fromPromise(async () => {
          if (fail) throw new Error('offline');
          return tool;
        }),
        copyText: fromPromise<void, { value: string }>(async ({ input }) => {
          copied.push(input.value);
        }),
      },
    }),
    { clock },
  ).start();
  await waitFor(actor, (s) => s.matches('loadFailed'));
  expect(selectToolError(actor.getSnapshot())).toBe('offline');
  fail = false;
  actor.send({ type: 'tool.retry' });
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'tool.copy', field: 'jwksUrl', value: tool.jwksUrl });
  await waitFor(actor, (s) => selectCopiedField(s) === 'jwksUrl');
  expect(copied).toEqual([tool.jwksUrl]);
  clock.increment(COPIED_NOTICE_MS);
  expect(selectCopiedField(actor.getSnapshot())).toBeNull();
});

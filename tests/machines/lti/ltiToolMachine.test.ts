/** The LTI tool panel's machine: a copied address says so for a moment; a refused copy says nothing. */
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { LtiToolInfo } from '../../../src/domain/lti/lti';
import {
  COPIED_NOTICE_MS,
  ltiToolMachine,
  selectCopiedField,
  selectToolRecord,
} from '../../../src/machines/lti/ltiToolMachine';
import {
  recordMachine,
  recordServices,
  selectRecord,
  selectRecordStatus,
} from '../../../src/machines/shared/recordMachine';

const tool: LtiToolInfo = {
  loginUrl: 'https://console.example/lti/login',
  launchUrl: 'https://console.example/lti/launch',
  deepLinkUrl: 'https://console.example/lti/deep-link',
  jwksUrl: 'https://console.example/lti/jwks.json',
  jwks: { keys: [{ kty: 'RSA', kid: 'k1', alg: 'RS256', use: 'sig', n: 'abc', e: 'AQAB' }] },
};

function start(copy: (value: string) => Promise<void>) {
  const clock = new SimulatedClock();
  const actor = createActor(
    ltiToolMachine.provide({
      actors: {
        toolRecord: recordMachine.provide(recordServices(async () => tool)),
        copyText: fromPromise<void, { value: string }>(({ input }) => copy(input.value)),
      },
    }),
    { clock },
  ).start();
  return { actor, clock };
}

test('the tool addresses are read as the panel opens, and a copied one says so for a moment', async () => {
  const copied: string[] = [];
  const { actor, clock } = start(async (value) => void copied.push(value));
  const record = selectToolRecord(actor.getSnapshot());
  await waitFor(record, (s) => selectRecordStatus(s) === 'ready');
  expect(selectRecord<LtiToolInfo>(record.getSnapshot())).toEqual(tool);
  actor.send({ type: 'tool.copy', field: 'jwksUrl', value: tool.jwksUrl });
  await waitFor(actor, (s) => selectCopiedField(s) === 'jwksUrl');
  expect(copied).toEqual([tool.jwksUrl]);
  clock.increment(COPIED_NOTICE_MS - 1);
  expect(selectCopiedField(actor.getSnapshot())).toBe('jwksUrl');
  clock.increment(1);
  expect(selectCopiedField(actor.getSnapshot())).toBeNull();
});

test('copying another value while one says Copied says it for the new one', async () => {
  const { actor } = start(async () => undefined);
  actor.send({ type: 'tool.copy', field: 'loginUrl', value: tool.loginUrl });
  await waitFor(actor, (s) => selectCopiedField(s) === 'loginUrl');
  actor.send({ type: 'tool.copy', field: 'launchUrl', value: tool.launchUrl });
  await waitFor(actor, (s) => selectCopiedField(s) === 'launchUrl');
});

test('a copy the clipboard refused says nothing was copied', async () => {
  const { actor } = start(async () => {
    throw new Error('No clipboard');
  });
  actor.send({ type: 'tool.copy', field: 'loginUrl', value: tool.loginUrl });
  await waitFor(actor, (s) => s.matches('idle'));
  expect(selectCopiedField(actor.getSnapshot())).toBeNull();
});

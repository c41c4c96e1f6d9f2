import { createActor, fromPromise, waitFor } from 'xstate';
import type { LtiPlatform } from '../../../src/domain/lti/lti';
import {
  ltiPlatformForm,
  ltiPlatformFormMachine,
  type LtiPlatformRecord,
  type SaveLtiPlatformInput,
} from '../../../src/machines/lti/ltiPlatformFormMachine';
import { staleError } from '../../support/staleVersion';

const platform: LtiPlatform = {
  id: 3,
  version: 2,
  issuer: 'https://lms.example',
  clientId: 'client-1',
  deploymentIds: ['d1'],
  jwksUrl: 'https://lms.example/jwks',
  authUrl: 'https://lms.example/auth',
  tokenUrl: 'https://lms.example/token',
  institutionId: 4,
  institutionTitle: 'Northwind',
  emailsVerified: false,
};
const complete = {
  issuer: 'https://lms.example',
  clientId: 'client-2',
  deploymentIds: 'd1\nd2',
  jwksUrl: 'https://lms.example/jwks',
  authUrl: 'https://lms.example/auth',
  tokenUrl: 'https://lms.example/token',
  institutionId: '4',
};

test('a save sends the deployment ids as a list and the institution as a number; a plain http endpoint is refused', async () => {
  const saved: SaveLtiPlatformInput[] = [];
  const actor = createActor(
    ltiPlatformFormMachine.provide({
      actors: {
        loadRecord: fromPromise(async (): Promise<LtiPlatformRecord> => ({ platform: null })),
        saveRecord: fromPromise(async ({ input }: { input: SaveLtiPlatformInput }) => {
          saved.push(input);
          return { platform };
        }),
      },
    }),
    { input: { id: null } },
  ).start();
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'form.change', patch: { ...complete, tokenUrl: 'http://lms.example/token' } });
  actor.send({ type: 'form.save' });
  expect(ltiPlatformForm.selectErrors(actor.getSnapshot()).tokenUrl).toEqual([
    'Must be an https:// address (http:// only for localhost)',
  ]);
  actor.send({ type: 'form.change', patch: { tokenUrl: 'https://lms.example/token' } });
  actor.send({ type: 'form.save' });
  await waitFor(actor, (s) => s.status === 'done');
  expect(saved[0]!.parsed).toMatchObject({
    deploymentIds: ['d1', 'd2'],
    institutionId: 4,
    emailsVerified: false,
  });
});

test('an edit is saved on the loaded version; when someone saved first Keep mine saves it again on theirs', async () => {
  const saved: SaveLtiPlatformInput[] = [];
  let stored = platform;
  const actor = createActor(
    ltiPlatformFormMachine.provide({
      actors: {
        loadRecord: fromPromise(async (): Promise<LtiPlatformRecord> => ({ platform: stored })),
        saveRecord: fromPromise(async ({ input }: { input: SaveLtiPlatformInput }) => {
          saved.push(input);
          if (input.version !== stored.version) throw staleError('ltiPlatform');
          return { platform: stored };
        }),
      },
    }),
    { input: { id: 3 } },
  ).start();
  await waitFor(actor, (s) => s.matches('editing'));
  stored = { ...platform, clientId: 'theirs', version: 3 };
  actor.send({ type: 'form.change', patch: { clientId: 'mine' } });
  actor.send({ type: 'form.save' });
  await waitFor(actor, (s) => s.hasTag('conflict'));
  expect(ltiPlatformForm.selectConflict(actor.getSnapshot())).toBe(
    'This platform registration was changed by someone else. Reload it or keep your changes.',
  );
  actor.send({ type: 'conflict.keepMine' });
  await waitFor(actor, (s) => s.status === 'done');
  expect(saved.map((input) => [input.parsed.clientId, input.version])).toEqual([
    ['mine', 2],
    ['mine', 3],
  ]);
});

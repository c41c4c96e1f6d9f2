/** Revoke (ADR 348): nothing is revoked until confirmed; confirmed, it revokes on the version the list showed. */
import { createActor, fromPromise, waitFor } from 'xstate';
import type { HubAccess } from '../../../src/domain/clientHub/clientHub';
import {
  hubRevokeMachine,
  selectRevokeAsk,
  type RevokeTarget,
} from '../../../src/machines/clientHub/hubRevokeMachine';
import { staleError } from '../../support/staleVersion';

const access: RevokeTarget = { id: 7, version: 3, institutionTitle: 'Hub College', labelName: 'Biology Hub' };

function start(revoke: (target: RevokeTarget) => Promise<HubAccess>) {
  const sent: RevokeTarget[] = [];
  const told: string[] = [];
  const actor = createActor(
    hubRevokeMachine.provide({
      actors: {
        revokeAccess: fromPromise(({ input }: { input: RevokeTarget }) => {
          sent.push(input);
          return revoke(input);
        }),
      },
      actions: {
        notifyRevoked: () => void told.push('revoked'),
        notifyRevokeFailed: (_, { error }) => void told.push((error as Error).message),
      },
    }),
  ).start();
  return { actor, sent, told };
}

test('Cancel revokes nothing', () => {
  const { actor, sent } = start(async () => ({}) as HubAccess);
  actor.send({ type: 'access.revoke', access });
  expect(selectRevokeAsk(actor.getSnapshot())).toEqual(access);
  actor.send({ type: 'revoke.cancel' });
  expect(selectRevokeAsk(actor.getSnapshot())).toBeNull();
  expect(sent).toEqual([]);
});

test('confirmed, the access is revoked on the version the list showed and the screen is told', async () => {
  const { actor, sent, told } = start(async () => ({}) as HubAccess);
  actor.send({ type: 'access.revoke', access });
  actor.send({ type: 'revoke.confirm' });
  await waitFor(actor, (s) => s.matches('idle'));
  expect(sent).toEqual([access]);
  expect(told).toEqual(['revoked']);
});

test('a refused revoke tells the screen why and closes the question', async () => {
  const { actor, told } = start(async () => {
    throw staleError('hubAccess');
  });
  actor.send({ type: 'access.revoke', access });
  actor.send({ type: 'revoke.confirm' });
  await waitFor(actor, (s) => s.matches('idle'));
  expect(told).toEqual([staleError('hubAccess').message]);
  expect(selectRevokeAsk(actor.getSnapshot())).toBeNull();
});

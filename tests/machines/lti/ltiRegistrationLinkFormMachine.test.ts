/**
 * The registration link dialog (ADR 386) on the shared form lifecycle: a link is made only for a chosen institution,
 * the made link stays shown until the dialog is closed, and a refused save names its field and shows no link.
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../src/api/shared/http';
import { LTI_MESSAGES } from '../../../src/domain/lti/lti';
import type { RegistrationLink } from '../../../src/domain/lti/ltiRegistration';
import {
  ltiRegistrationLinkForm,
  ltiRegistrationLinkFormMachine,
  selectMadeLink,
  type SaveRegistrationLinkInput,
} from '../../../src/machines/lti/ltiRegistrationLinkFormMachine';

const LINK: RegistrationLink = {
  url: 'https://console.example/lti/register/secret',
  expiresAt: '2026-12-05T08:00:00.000Z',
};

function dialog(save: (input: SaveRegistrationLinkInput) => Promise<RegistrationLink>) {
  const saved: SaveRegistrationLinkInput[] = [];
  const actor = createActor(
    ltiRegistrationLinkFormMachine.provide({
      actors: {
        saveRecord: fromPromise(async ({ input }: { input: SaveRegistrationLinkInput }) => {
          saved.push(input);
          return save(input);
        }),
      },
    }),
    { input: { id: null } },
  ).start();
  return { actor, saved };
}

test('a link is made only for a chosen institution, and the made link stays shown until the dialog closes', async () => {
  const { actor, saved } = dialog(async () => LINK);
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'form.save' });
  expect(ltiRegistrationLinkForm.selectErrors(actor.getSnapshot()).institutionId).toEqual([
    LTI_MESSAGES.institutionRequired,
  ]);
  expect(saved).toEqual([]);
  expect(selectMadeLink(actor.getSnapshot())).toBeNull();

  actor.send({ type: 'form.change', patch: { institutionId: '4', institutionTitle: 'Northwind' } });
  actor.send({ type: 'form.save' });
  await waitFor(actor, (s) => selectMadeLink(s) !== null);
  expect(saved.map((input) => input.parsed)).toEqual([{ institutionId: 4 }]);
  expect(selectMadeLink(actor.getSnapshot())).toEqual(LINK);
  expect(actor.getSnapshot().status).toBe('active');

  actor.send({ type: 'form.cancel' });
  expect(actor.getSnapshot().status).toBe('done');
});

test('a save the server refuses names its field and shows no link', async () => {
  const { actor } = dialog(async () => {
    throw new ApiError(400, LTI_MESSAGES.institutionRequired, {
      institutionId: [LTI_MESSAGES.institutionRequired],
    });
  });
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'form.change', patch: { institutionId: '999', institutionTitle: 'Gone' } });
  actor.send({ type: 'form.save' });
  await waitFor(actor, (s) => s.matches('editing') && !s.hasTag('busy'));
  expect(ltiRegistrationLinkForm.selectErrors(actor.getSnapshot()).institutionId).toEqual([
    LTI_MESSAGES.institutionRequired,
  ]);
  expect(selectMadeLink(actor.getSnapshot())).toBeNull();
});

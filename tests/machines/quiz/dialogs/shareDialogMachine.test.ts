import { createActor, fromPromise, waitFor } from 'xstate';
import type { ShareOutcome } from '../../../../src/domain/shared/emails';
import {
  selectShareBusy,
  selectShareEmails,
  selectShareError,
  selectShareInvalid,
  shareDialogMachine,
  type ShareDialogInput,
  type ShareRequest,
  type ShareTarget,
} from '../../../../src/machines/quiz/dialogs/shareDialogMachine';
import { ApiError } from '../../../../src/api/shared/http';

const userInput: ShareDialogInput = {
  quizId: 7,
  customer: false,
  isAdminQuiz: false,
  loadShared: false,
  initialEmails: ['kim@school.edu'],
};
const superInput: ShareDialogInput = { ...userInput, customer: true, loadShared: true, initialEmails: [] };

function start(
  input: ShareDialogInput,
  outcome: ShareOutcome | Error = { shared: [], already_shared: [], not_access: [], not_found: [] },
) {
  const notices: string[] = [];
  const requests: ShareRequest[] = [];
  const loads: ShareTarget[] = [];
  const actor = createActor(
    shareDialogMachine.provide({
      actors: {
        loadSharedEmails: fromPromise(async ({ input: target }: { input: ShareTarget }) => {
          loads.push(target);
          return ['ann@uni.edu', 'bo@uni.edu'];
        }),
        shareQuiz: fromPromise(async ({ input: request }: { input: ShareRequest }) => {
          requests.push(request);
          if (outcome instanceof Error) throw outcome;
          return outcome;
        }),
      },
      actions: {
        notify: (_, params) => {
          notices.push(...params.notices.map((notice) => notice.message));
        },
      },
    }),
    { input },
  ).start();
  return { actor, notices, requests, loads };
}

test("a user's list starts from the quiz's sharedList and loads nothing", () => {
  const { actor, loads } = start(userInput);
  expect(selectShareEmails(actor.getSnapshot())).toEqual(['kim@school.edu']);
  expect(loads).toEqual([]);
});

test("a super admin's list is pre-filled with every user the quiz is shared with", async () => {
  const { actor, loads } = start(superInput);
  expect(selectShareBusy(actor.getSnapshot())).toBe(true);
  await waitFor(actor, (snapshot) => snapshot.matches('editing'));
  expect(selectShareBusy(actor.getSnapshot())).toBe(false);
  expect(loads).toEqual([{ quizId: 7, customer: true, isAdminQuiz: false }]);
  expect(selectShareEmails(actor.getSnapshot())).toEqual(['ann@uni.edu', 'bo@uni.edu']);
});

test('pasted text adds its addresses once and reports what is not an address', () => {
  const { actor } = start(userInput);
  actor.send({ type: 'share.paste', text: 'ada@x.com, KIM@school.edu\nnope; grace@y.org' });
  expect(selectShareEmails(actor.getSnapshot())).toEqual(['kim@school.edu', 'ada@x.com', 'grace@y.org']);
  expect(selectShareInvalid(actor.getSnapshot())).toEqual(['nope']);
  actor.send({ type: 'share.remove', email: 'ada@x.com' });
  expect(selectShareEmails(actor.getSnapshot())).toEqual(['kim@school.edu', 'grace@y.org']);
});

test('sharing sends the whole list and shows one notification per answer list', async () => {
  const { actor, notices, requests } = start(userInput, {
    shared: ['ada@x.com'],
    already_shared: ['kim@school.edu'],
    not_access: [],
    not_found: ['zed@none.org'],
  });
  actor.send({ type: 'share.paste', text: 'ada@x.com\nzed@none.org' });
  expect(selectShareBusy(actor.getSnapshot())).toBe(false);
  actor.send({ type: 'share.submit' });
  expect(selectShareBusy(actor.getSnapshot())).toBe(true);
  await waitFor(actor, (snapshot) => snapshot.status === 'done');
  expect(requests).toEqual([
    {
      quizId: 7,
      customer: false,
      isAdminQuiz: false,
      emails: ['kim@school.edu', 'ada@x.com', 'zed@none.org'],
    },
  ]);
  expect(notices).toEqual([
    'Shared: ada@x.com',
    'Already shared: kim@school.edu',
    'Not found: zed@none.org. Only people who already have an account can receive a share.',
  ]);
  expect(actor.getSnapshot().output).toEqual({ shared: true });
});

test('a refused share keeps the dialog open with the server message', async () => {
  const { actor, notices } = start(userInput, new ApiError(403, 'You cannot share this quiz'));
  actor.send({ type: 'share.submit' });
  await waitFor(actor, (snapshot) => snapshot.matches('editing') && snapshot.context.error !== null);
  expect(selectShareError(actor.getSnapshot())).toBe('You cannot share this quiz');
  expect(selectShareBusy(actor.getSnapshot())).toBe(false);
  expect(notices).toEqual([]);
});

test('typed addresses not added yet are checked and shared with the list in one step', async () => {
  const { actor, requests } = start(userInput);
  actor.send({ type: 'share.submit', text: 'ada@x.com\ngrace@y.org' });
  await waitFor(actor, (snapshot) => snapshot.status === 'done');
  expect(requests.map((request) => request.emails)).toEqual([['kim@school.edu', 'ada@x.com', 'grace@y.org']]);
});

test('typed text that is not all addresses is not shared: the good ones join the list, the rest are named', () => {
  const { actor, requests } = start(userInput);
  actor.send({ type: 'share.submit', text: 'ada@x.com, nope' });
  expect(actor.getSnapshot().matches('editing')).toBe(true);
  expect(selectShareEmails(actor.getSnapshot())).toEqual(['kim@school.edu', 'ada@x.com']);
  expect(selectShareInvalid(actor.getSnapshot())).toEqual(['nope']);
  expect(requests).toEqual([]);
});

test('an empty list cannot be sent', () => {
  const { actor } = start({ ...userInput, initialEmails: [] });
  actor.send({ type: 'share.submit' });
  expect(actor.getSnapshot().matches('editing')).toBe(true);
});

test('cancel closes without sharing', () => {
  const { actor, requests } = start(userInput);
  actor.send({ type: 'share.cancel' });
  expect(actor.getSnapshot().output).toEqual({ shared: false });
  expect(requests).toEqual([]);
});

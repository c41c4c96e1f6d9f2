import { createActor, fromPromise, waitFor } from 'xstate';
import {
  classEmailsMachine,
  selectEmailsConflict,
  selectEmailsText,
  selectInvalidEmails,
  type ClassShares,
  type SendEmailsInput,
} from '../../../src/machines/classes/classEmailsMachine';
import { staleError } from '../../support/staleVersion';

test('addresses one per line or comma separated are sent once each; a bad token is named and nothing is sent', async () => {
  const sent: SendEmailsInput[] = [];
  const actor = createActor(
    classEmailsMachine.provide({
      actors: { sendEmails: fromPromise(async ({ input }) => void sent.push(input)) },
    }),
    { input: { classId: 3, mode: 'invite', initialEmails: [], version: null } },
  ).start();
  actor.send({ type: 'emails.type', text: 'a@x.test\nnope, b@x.test' });
  actor.send({ type: 'emails.submit' });
  expect(selectInvalidEmails(actor.getSnapshot())).toEqual(['nope']);
  expect(sent).toEqual([]);
  actor.send({ type: 'emails.type', text: 'a@x.test\nb@x.test, A@x.test' });
  actor.send({ type: 'emails.submit' });
  await waitFor(actor, (s) => s.status === 'done');
  expect(sent).toEqual([{ classId: 3, mode: 'invite', emails: ['a@x.test', 'b@x.test'], version: null }]);
});

test('sharing an emptied list unshares; inviting nobody sends nothing', async () => {
  const sent: SendEmailsInput[] = [];
  const provided = classEmailsMachine.provide({
    actors: { sendEmails: fromPromise(async ({ input }) => void sent.push(input)) },
  });
  const invite = createActor(provided, {
    input: { classId: 3, mode: 'invite', initialEmails: [], version: null },
  }).start();
  invite.send({ type: 'emails.submit' });
  expect(invite.getSnapshot().value).toBe('editing');
  const share = createActor(provided, {
    input: { classId: 3, mode: 'share', initialEmails: ['lee@demo.test'], version: 2 },
  }).start();
  share.send({ type: 'emails.type', text: '' });
  share.send({ type: 'emails.submit' });
  await waitFor(share, (s) => s.status === 'done');
  expect(sent).toEqual([{ classId: 3, mode: 'share', emails: [], version: 2 }]);
});

function sharing(theirs: ClassShares) {
  const sent: SendEmailsInput[] = [];
  const actor = createActor(
    classEmailsMachine.provide({
      actors: {
        sendEmails: fromPromise(async ({ input }: { input: SendEmailsInput }) => {
          sent.push(input);
          if (input.version !== theirs.version) throw staleError('classShares');
        }),
        loadShares: fromPromise(async () => theirs),
      },
    }),
    { input: { classId: 3, mode: 'share', initialEmails: ['lee@demo.test'], version: 2 } },
  ).start();
  actor.send({ type: 'emails.type', text: 'lee@demo.test\nann@demo.test' });
  actor.send({ type: 'emails.submit' });
  return { actor, sent };
}

test('a share made after someone else shared the class waits for Reload or Keep mine; Keep mine sends mine on theirs', async () => {
  const { actor, sent } = sharing({ emails: ['kim@demo.test'], version: 3 });
  await waitFor(actor, (s) => s.hasTag('conflict'));
  expect(selectEmailsConflict(actor.getSnapshot())).toBe(
    "This class's share list was changed by someone else. Reload it or keep your changes.",
  );
  actor.send({ type: 'conflict.keepMine' });
  await waitFor(actor, (s) => s.status === 'done');
  expect(sent.map((input) => [input.emails, input.version])).toEqual([
    [['lee@demo.test', 'ann@demo.test'], 2],
    [['lee@demo.test', 'ann@demo.test'], 3],
  ]);
});

test('Reload puts their share list in the dialog, to be sent on their version', async () => {
  const { actor, sent } = sharing({ emails: ['kim@demo.test'], version: 3 });
  await waitFor(actor, (s) => s.hasTag('conflict'));
  actor.send({ type: 'conflict.reload' });
  await waitFor(actor, (s) => s.matches('editing'));
  expect(selectEmailsText(actor.getSnapshot())).toBe('kim@demo.test');
  actor.send({ type: 'emails.submit' });
  await waitFor(actor, (s) => s.status === 'done');
  expect(sent.at(-1)).toMatchObject({ emails: ['kim@demo.test'], version: 3 });
});

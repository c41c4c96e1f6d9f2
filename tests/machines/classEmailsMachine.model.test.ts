import { createActor, fromPromise, waitFor } from 'xstate';
import {
  classEmailsMachine,
  selectInvalidEmails,
  type SendEmailsInput,
} from '../../src/machines/classEmailsMachine';
import { createMachineModel, expectFullCoverage, rejects, resolves } from '../support/modelPaths';

const options = {
  events: {
    'emails.type': [
      { type: 'emails.type', text: 'ann@school.test, bo@school.test' },
      { type: 'emails.type', text: 'ann@school.test\nnot-an-address' },
      { type: 'emails.type', text: '' },
    ],
  },
  actors: { sendEmails: () => [resolves(undefined, 'sent'), rejects(new Error('Unable to share Class'))] },
} as const;
const inviteModel = createMachineModel(classEmailsMachine, {
  ...options,
  input: { classId: 1, mode: 'invite', initialEmails: [] },
});
const shareModel = createMachineModel(classEmailsMachine, {
  ...options,
  input: { classId: 1, mode: 'share', initialEmails: ['lee@demo.test'] },
});
const cases = [
  ...inviteModel.paths().map((path) => ({ model: inviteModel, path })),
  ...shareModel.paths().map((path) => ({ model: shareModel, path })),
];

test('generated paths reach every state and take every transition of the invite and share dialogs', () => {
  expectFullCoverage(
    classEmailsMachine,
    cases.map((c) => c.path),
  );
});

test.each(cases.map((c) => [c.path.description, c] as const))('%s', async (_name, { model, path }) => {
  await model.run(path);
});

test('addresses one per line or comma separated are sent once each; a bad token is named and nothing is sent', async () => {
  const sent: SendEmailsInput[] = [];
  const actor = createActor(
    classEmailsMachine.provide({
      actors: { sendEmails: fromPromise(async ({ input }) => void sent.push(input)) },
    }),
    { input: { classId: 3, mode: 'invite', initialEmails: [] } },
  ).start();
  actor.send({ type: 'emails.type', text: 'a@x.test\nnope, b@x.test' });
  actor.send({ type: 'emails.submit' });
  expect(selectInvalidEmails(actor.getSnapshot())).toEqual(['nope']);
  expect(sent).toEqual([]);
  actor.send({ type: 'emails.type', text: 'a@x.test\nb@x.test, A@x.test' });
  actor.send({ type: 'emails.submit' });
  await waitFor(actor, (s) => s.status === 'done');
  expect(sent).toEqual([{ classId: 3, mode: 'invite', emails: ['a@x.test', 'b@x.test'] }]);
});

test('sharing an emptied list unshares; inviting nobody sends nothing', async () => {
  const sent: SendEmailsInput[] = [];
  const provided = classEmailsMachine.provide({
    actors: { sendEmails: fromPromise(async ({ input }) => void sent.push(input)) },
  });
  const invite = createActor(provided, { input: { classId: 3, mode: 'invite', initialEmails: [] } }).start();
  invite.send({ type: 'emails.submit' });
  expect(invite.getSnapshot().value).toBe('editing');
  const share = createActor(provided, {
    input: { classId: 3, mode: 'share', initialEmails: ['lee@demo.test'] },
  }).start();
  share.send({ type: 'emails.type', text: '' });
  share.send({ type: 'emails.submit' });
  await waitFor(share, (s) => s.status === 'done');
  expect(sent).toEqual([{ classId: 3, mode: 'share', emails: [] }]);
});

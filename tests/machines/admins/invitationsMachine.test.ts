/**
 * Users Management's rules, with injected calls: what the super admin sees after each answer. The pending
 * invitations are read by the record child (ADR 191).
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import type { InvitationResponse, PendingInvitation } from '../../../src/api/session/authContract';
import { ApiError } from '../../../src/api/shared/http';
import type { InvitationRequest } from '../../../src/domain/session/session';
import {
  invitationsMachine,
  selectCopyState,
  selectCreated,
  selectError,
  selectFieldErrors,
  selectInvitationsRecord,
} from '../../../src/machines/admins/invitationsMachine';
import {
  recordMachine,
  recordServices,
  selectIsRefreshing,
  selectRecord,
  selectRecordStatus,
  selectRefreshFailed,
  type RecordSnapshot,
} from '../../../src/machines/shared/recordMachine';

const ida: PendingInvitation = {
  id: 1,
  email: 'ida@demo.test',
  roles: ['ROLE_PUBLISH'],
  expiresAt: '2026-12-01T00:00:00Z',
  createdAt: '2026-11-24T00:00:00Z',
  expired: false,
};

/** The pending invitations the record child shows (empty until its first read answers). */
const listedIn = (s: RecordSnapshot) => selectRecord<PendingInvitation[]>(s) ?? [];

function start(
  create: (request: InvitationRequest) => Promise<InvitationResponse>,
  copy = async () => {},
  read?: (listed: PendingInvitation[]) => Promise<PendingInvitation[]>,
) {
  const sent: InvitationRequest[] = [];
  let listed: PendingInvitation[] = [ida];
  const actor = createActor(
    invitationsMachine.provide({
      actors: {
        invitationsRecord: recordMachine.provide(recordServices(async () => (read ? read(listed) : listed))),
        createInvitation: fromPromise<InvitationResponse, InvitationRequest>(async ({ input }) => {
          sent.push(input);
          const response = await create(input);
          listed = [...listed, { ...ida, id: 2, email: input.email, roles: input.roles }];
          return response;
        }),
        copyLink: fromPromise<void, string>(copy),
      },
    }),
  ).start();
  const record = selectInvitationsRecord(actor.getSnapshot());
  const ready = async () => {
    await waitFor(record, (s) => selectRecordStatus(s) !== 'loading' && !selectIsRefreshing(s));
    return waitFor(actor, (s) => s.matches({ form: 'editing' }));
  };
  return { actor, record, sent, ready };
}

const fill = (actor: ReturnType<typeof start>['actor'], email: string, roles: InvitationRequest['roles']) => {
  actor.send({ type: 'invitation.email', value: email });
  for (const role of roles) actor.send({ type: 'invitation.toggleRole', role });
};

const createdFor = (request: InvitationRequest): InvitationResponse => ({
  ...request,
  token: 'tok',
  link: '/admin/set-password?token=tok',
  expiresAt: '2026-12-01T00:00:00Z',
});

test('the pending invitations load, then are listed', async () => {
  const { record, ready } = start(async (request) => createdFor(request));
  expect(selectRecordStatus(record.getSnapshot())).toBe('loading');
  await ready();
  expect(selectRecordStatus(record.getSnapshot())).toBe('ready');
  expect(listedIn(record.getSnapshot())).toEqual([ida]);
});

test('a failed read of the invitations offers Try again, which lists them', async () => {
  let fail = true;
  const { record } = start(
    async (request) => createdFor(request),
    async () => {},
    async (listed) => {
      if (fail) throw new ApiError(500, 'Internal server error');
      return listed;
    },
  );
  await waitFor(record, (s) => selectRecordStatus(s) === 'failed');
  fail = false;
  record.send({ type: 'record.retry' });
  await waitFor(record, (s) => selectRecordStatus(s) === 'ready');
  expect(listedIn(record.getSnapshot())).toEqual([ida]);
});

test('an invitation can be sent while the list could not be read, and the list is read again after it', async () => {
  let fail = true;
  const { actor, record, sent } = start(
    async (request) => createdFor(request),
    async () => {},
    async (listed) => {
      if (fail) throw new ApiError(500, 'Internal server error');
      return listed;
    },
  );
  await waitFor(record, (s) => selectRecordStatus(s) === 'failed');
  fail = false;
  fill(actor, 'new@demo.test', ['ROLE_PUBLISH']);
  actor.send({ type: 'invitation.create' });
  await waitFor(record, (s) => listedIn(s).length === 2);
  expect(sent).toEqual([{ email: 'new@demo.test', roles: ['ROLE_PUBLISH'] }]);
});

test('while the list is read again after a create it stays shown; a failed read again keeps it and says so', async () => {
  let fail = false;
  const { actor, record, ready } = start(
    async (request) => createdFor(request),
    async () => {},
    async (listed) => {
      if (fail) throw new ApiError(500, 'Internal server error');
      return listed;
    },
  );
  await ready();
  fail = true;
  fill(actor, 'new@demo.test', ['ROLE_PUBLISH']);
  actor.send({ type: 'invitation.create' });
  await waitFor(record, selectIsRefreshing);
  expect(selectRecordStatus(record.getSnapshot())).toBe('ready');
  expect(listedIn(record.getSnapshot())).toEqual([ida]);
  await waitFor(record, selectRefreshFailed);
  expect(listedIn(record.getSnapshot())).toEqual([ida]);
});

test('an invalid e-mail and no role show their messages under the fields and send nothing', async () => {
  const { actor, sent, ready } = start(async (request) => createdFor(request));
  await ready();
  fill(actor, 'not-an-email', []);
  actor.send({ type: 'invitation.create' });
  expect(selectFieldErrors(actor.getSnapshot())).toEqual({
    email: ['E-mail is not valid'],
    roles: ['Choose at least one role'],
  });
  expect(sent).toEqual([]);
  // Changing a field clears its message only.
  actor.send({ type: 'invitation.toggleRole', role: 'ROLE_ADMIN' });
  expect(selectFieldErrors(actor.getSnapshot())).toEqual({ email: ['E-mail is not valid'] });
});

test('a created invitation shows its link, clears the form and joins the pending list', async () => {
  const { actor, record, sent, ready } = start(async (request) => createdFor(request));
  await ready();
  fill(actor, ' new@demo.test ', ['ROLE_PUBLISH', 'ROLE_CS_USER']);
  actor.send({ type: 'invitation.create' });
  await waitFor(record, (s) => listedIn(s).length === 2);
  const snapshot = actor.getSnapshot();
  expect(sent).toEqual([{ email: 'new@demo.test', roles: ['ROLE_PUBLISH', 'ROLE_CS_USER'] }]);
  expect(selectCreated(snapshot)?.link).toBe('/admin/set-password?token=tok');
  expect(snapshot.context.email).toBe('');
  expect(snapshot.context.roles).toEqual([]);
});

test("the server's 409 message shows under the e-mail field", async () => {
  const { actor, ready } = start(async () => {
    throw new ApiError(409, 'An account with this e-mail already exists.');
  });
  await ready();
  fill(actor, 'super@demo.test', ['ROLE_ADMIN']);
  actor.send({ type: 'invitation.create' });
  const snapshot = await ready();
  expect(selectFieldErrors(snapshot)).toEqual({ email: ['An account with this e-mail already exists.'] });
  expect(selectError(snapshot)).toBeNull();
  expect(snapshot.context.email).toBe('super@demo.test');
});

test("the server's errors map shows under its fields; other failures under the form", async () => {
  const refused = start(async () => {
    throw new ApiError(400, 'Validation failed', { email: ['E-mail is not valid'] });
  });
  await refused.ready();
  fill(refused.actor, 'odd@demo.test', ['ROLE_ADMIN']);
  refused.actor.send({ type: 'invitation.create' });
  expect(selectFieldErrors(await refused.ready())).toEqual({ email: ['E-mail is not valid'] });

  const broken = start(async () => {
    throw new ApiError(500, 'Internal server error');
  });
  await broken.ready();
  fill(broken.actor, 'odd@demo.test', ['ROLE_ADMIN']);
  broken.actor.send({ type: 'invitation.create' });
  expect(selectError(await broken.ready())).toBe('Internal server error');
});

test('copying says so; a refused clipboard falls back to the selected link', async () => {
  let allow = true;
  const { actor, ready } = start(
    async (request) => createdFor(request),
    async () => {
      if (!allow) throw new Error('denied');
    },
  );
  await ready();
  actor.send({ type: 'link.copy', text: 'x' });
  expect(selectCopyState(actor.getSnapshot())).toBe('idle'); // nothing created yet
  fill(actor, 'new@demo.test', ['ROLE_PUBLISH']);
  actor.send({ type: 'invitation.create' });
  await waitFor(actor, (s) => selectCreated(s) !== null);
  actor.send({ type: 'link.copy', text: 'http://localhost/admin/set-password?token=tok' });
  await waitFor(actor, (s) => selectCopyState(s) === 'copied');
  allow = false;
  actor.send({ type: 'link.copy', text: 'http://localhost/admin/set-password?token=tok' });
  await waitFor(actor, (s) => selectCopyState(s) === 'failed');
});

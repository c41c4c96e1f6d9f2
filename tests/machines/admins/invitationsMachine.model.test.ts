/** Every state and transition of Users Management's invitations, walked by the model and replayed for real. */
import type { InvitationResponse, PendingInvitation } from '../../../src/api/session/authContract';
import { ApiError } from '../../../src/api/shared/http';
import type { InvitationRequest } from '../../../src/domain/session/session';
import {
  invitationsMachine,
  type InvitationsSnapshot,
} from '../../../src/machines/admins/invitationsMachine';
import { createMachineModel, expectFullCoverage, rejects, resolves } from '../../support/modelPaths';

const pending: PendingInvitation[] = [
  {
    id: 1,
    email: 'ida@demo.test',
    roles: ['ROLE_PUBLISH'],
    expiresAt: '2026-12-01T00:00:00Z',
    createdAt: '2026-11-24T00:00:00Z',
  },
];
const created = (request: InvitationRequest): InvitationResponse => ({
  email: request.email,
  roles: request.roles,
  token: 'tok',
  link: '/admin/set-password?token=tok',
  expiresAt: '2026-12-01T00:00:00Z',
});

const model = createMachineModel(invitationsMachine, {
  events: {
    'invitation.email': [{ type: 'invitation.email', value: 'new@demo.test' }],
    'invitation.toggleRole': [{ type: 'invitation.toggleRole', role: 'ROLE_PUBLISH' }],
    'link.copy': [{ type: 'link.copy', text: 'http://localhost/admin/set-password?token=tok' }],
  },
  actors: {
    loadInvitations: () => [resolves(pending, 'listed'), rejects(new ApiError(500, 'down'), 'down')],
    createInvitation: (request: InvitationRequest) => [
      resolves(created(request), 'created'),
      rejects(new ApiError(409, 'An account with this e-mail already exists.'), 'taken'),
      rejects(new ApiError(400, 'Validation failed', { email: ['E-mail is not valid'] }), 'refused'),
      rejects(new ApiError(500, 'Internal server error'), 'failed'),
    ],
    copyLink: () => [resolves(undefined, 'copied'), rejects(new Error('denied'), 'refused')],
  },
  // After one invitation is created, more typing reaches nothing new.
  stopWhen: (snapshot) => snapshot.context.created !== null && snapshot.context.email !== '',
});

const paths = model.paths();

function checkTags(real: InvitationsSnapshot) {
  const busy = real.matches('loading') || real.matches({ ready: { form: 'creating' } });
  expect(real.hasTag('busy'), `busy in ${JSON.stringify(real.value)}`).toBe(busy);
  expect(real.hasTag('error')).toBe(real.matches('loadFailed'));
}

test('generated paths reach every state and take every transition of the invitations machine', () => {
  expectFullCoverage(invitationsMachine, paths);
});

test.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
  await model.run(path, { check: checkTags });
});

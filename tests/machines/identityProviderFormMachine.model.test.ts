/** Add and Edit Identity provider (ADR 182) on the one form lifecycle: model-based paths and its own rules. */
import { createActor, fromPromise, waitFor } from 'xstate';
import type { IdentityProvider } from '../../src/domain/identityProviders';
import {
  identityProviderFormMachine,
  selectIdentityProviderErrors,
  selectIdentityProviderForm,
  type IdentityProviderEditing,
  type SaveIdentityProviderInput,
} from '../../src/machines/identityProviderFormMachine';
import { saveRequestOf } from '../../src/machines/identityProviderServices';
import { MESSAGES } from '../../src/domain/messages';
import { createMachineModel, expectFullCoverage, rejects, resolves } from '../support/modelPaths';

const provider: IdentityProvider = {
  id: 7,
  institutionId: 3,
  institutionTitle: 'Riverside University',
  name: 'Riverside',
  issuer: 'https://login.riverside.edu',
  clientId: 'console',
  clientSecretSet: true,
  emailDomains: ['med.riverside.edu', 'riverside.edu'],
  roles: ['ROLE_CS_USER'],
  enabled: true,
};
const institutions = [{ id: 3, title: 'Riverside University' }];

const options = {
  events: {
    'form.change': [
      {
        type: 'form.change',
        patch: {
          institutionId: 3,
          name: 'Hill',
          issuer: 'https://login.hill.edu',
          clientId: 'c',
          clientSecret: 's',
          emailDomains: 'hill.edu',
        },
      },
      { type: 'form.change', patch: { issuer: 'http://login.hill.edu' } },
    ],
  },
  actors: {
    loadRecord: (input: { id: number | null }) => [
      resolves({ provider: input.id === null ? null : provider, institutions }, 'loaded'),
      rejects(new Error('404')),
    ],
    saveRecord: () => [resolves({ provider, institutions: [] }, 'saved'), rejects(new Error('400'))],
  },
} as const;
const addModel = createMachineModel(identityProviderFormMachine, { ...options, input: { id: null } });
const editModel = createMachineModel(identityProviderFormMachine, { ...options, input: { id: 7 } });
const cases = [
  ...addModel.paths().map((path) => ({ model: addModel, path })),
  ...editModel.paths().map((path) => ({ model: editModel, path })),
];

test('generated paths reach every state and take every transition of the identity provider form', () => {
  expectFullCoverage(
    identityProviderFormMachine,
    cases.map((c) => c.path),
  );
});

test.each(cases.map((c, index) => [`${index}: ${c.path.description}`, c] as const))(
  '%s',
  async (_name, c) => {
    await c.model.run(c.path);
  },
);

function form(id: number | null) {
  const saves: SaveIdentityProviderInput[] = [];
  const actor = createActor(
    identityProviderFormMachine.provide({
      actors: {
        loadRecord: fromPromise<IdentityProviderEditing>(async () => ({
          provider: id === null ? null : provider,
          institutions,
        })),
        saveRecord: fromPromise<IdentityProviderEditing, SaveIdentityProviderInput>(async ({ input }) => {
          saves.push(input);
          return { provider, institutions: [] };
        }),
      },
    }),
    { input: { id } },
  ).start();
  return { actor, saves };
}

test('an edit starts with a blank secret and saves a blank one, which keeps the stored secret', async () => {
  const { actor, saves } = form(7);
  await waitFor(actor, (s) => s.matches('editing'));
  expect(selectIdentityProviderForm(actor.getSnapshot())).toMatchObject({
    clientSecret: '',
    hasSecret: true,
    emailDomains: 'med.riverside.edu, riverside.edu',
  });
  actor.send({ type: 'form.change', patch: { name: 'Riverside staff' } });
  actor.send({ type: 'form.save' });
  await waitFor(actor, (s) => s.status === 'done');
  expect(saveRequestOf(saves[0]!)).toEqual({
    institutionId: 3,
    name: 'Riverside staff',
    issuer: 'https://login.riverside.edu',
    clientId: 'console',
    clientSecret: '',
    emailDomains: 'med.riverside.edu, riverside.edu',
    roles: ['ROLE_CS_USER'],
    enabled: true,
  });
});

test('a new provider is not saved without a secret, an institution, a domain and a role', async () => {
  const { actor, saves } = form(null);
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'form.change', patch: { roles: [] } });
  actor.send({ type: 'form.save' });
  const errors = selectIdentityProviderErrors(actor.getSnapshot());
  expect(errors.clientSecret).toEqual([MESSAGES.required]);
  expect(errors.institutionId).toEqual(['Choose an institution']);
  expect(errors.emailDomains).toEqual(['Enter one or more e-mail domains, like university.edu']);
  expect(errors.roles).toEqual(['Choose at least one role']);
  expect(saves).toEqual([]);
});

/** Add and Edit Identity provider (ADR 182) on the one form lifecycle: model-based paths and its own rules. */
import { createActor, fromPromise, waitFor } from 'xstate';
import type { IdentityProvider } from '../../../src/domain/identityProviders/identityProviders';
import {
  identityProviderForm,
  identityProviderFormMachine,
  type IdentityProviderEditing,
  type SaveIdentityProviderInput,
} from '../../../src/machines/identityProviders/identityProviderFormMachine';
import { saveRequestOf } from '../../../src/machines/identityProviders/identityProviderServices';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { staleError } from '../../support/staleVersion';

const provider: IdentityProvider = {
  id: 7,
  version: 4,
  institutionId: 3,
  institutionTitle: 'Riverside University',
  name: 'Riverside',
  issuer: 'https://login.riverside.edu',
  clientId: 'console',
  clientAuth: 'auto',
  clientSecretSet: true,
  emailDomains: ['med.riverside.edu', 'riverside.edu'],
  roles: ['ROLE_CS_USER'],
  enabled: true,
};

function form(id: number | null, theirs: () => IdentityProvider = () => provider) {
  const saves: SaveIdentityProviderInput[] = [];
  const actor = createActor(
    identityProviderFormMachine.provide({
      actors: {
        loadRecord: fromPromise<IdentityProviderEditing>(async () => ({
          provider: id === null ? null : theirs(),
        })),
        saveRecord: fromPromise<IdentityProviderEditing, SaveIdentityProviderInput>(async ({ input }) => {
          saves.push(input);
          if (input.version !== null && input.version < theirs().version)
            throw staleError('identityProvider');
          return { provider };
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
  expect(identityProviderForm.selectValues(actor.getSnapshot())).toMatchObject({
    clientSecret: '',
    hasSecret: true,
    emailDomains: 'med.riverside.edu, riverside.edu',
  });
  actor.send({ type: 'form.change', patch: { name: 'Riverside staff' } });
  actor.send({ type: 'form.save' });
  await waitFor(actor, (s) => s.status === 'done');
  expect(saves[0]!.version).toBe(4);
  expect(saveRequestOf(saves[0]!)).toEqual({
    institutionId: 3,
    name: 'Riverside staff',
    issuer: 'https://login.riverside.edu',
    clientId: 'console',
    clientAuth: 'auto',
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
  const errors = identityProviderForm.selectErrors(actor.getSnapshot());
  expect(errors.clientSecret).toEqual([MESSAGES.required]);
  expect(errors.institutionId).toEqual(['Choose an institution']);
  expect(errors.emailDomains).toEqual(['Enter one or more e-mail domains, like university.edu']);
  expect(errors.roles).toEqual(['Choose at least one role']);
  expect(saves).toEqual([]);
});

test('an edit saved after someone else saved the provider offers Reload or Keep mine; Keep mine saves on theirs', async () => {
  let stored = provider;
  const { actor, saves } = form(7, () => stored);
  await waitFor(actor, (s) => s.matches('editing'));
  stored = { ...provider, name: 'Theirs', version: 5 };
  actor.send({ type: 'form.change', patch: { name: 'Mine' } });
  actor.send({ type: 'form.save' });
  await waitFor(actor, (s) => s.hasTag('conflict'));
  expect(identityProviderForm.selectConflict(actor.getSnapshot())).toBe(
    'This identity provider was changed by someone else. Reload it or keep your changes.',
  );
  expect(identityProviderForm.selectValues(actor.getSnapshot()).name).toBe('Mine');
  actor.send({ type: 'conflict.keepMine' });
  await waitFor(actor, (s) => s.status === 'done');
  expect(saves.map((save) => [save.values.name, save.version])).toEqual([
    ['Mine', 4],
    ['Mine', 5],
  ]);
});

test('Reload drops mine and shows their provider', async () => {
  let stored = provider;
  const { actor } = form(7, () => stored);
  await waitFor(actor, (s) => s.matches('editing'));
  stored = { ...provider, name: 'Theirs', version: 5 };
  actor.send({ type: 'form.change', patch: { name: 'Mine' } });
  actor.send({ type: 'form.save' });
  await waitFor(actor, (s) => s.hasTag('conflict'));
  actor.send({ type: 'conflict.reload' });
  await waitFor(actor, (s) => s.matches('editing'));
  expect(identityProviderForm.selectValues(actor.getSnapshot()).name).toBe('Theirs');
  expect(actor.getSnapshot().context.version).toBe(5);
});

import { createActor, fromPromise, waitFor } from 'xstate';
import type { InstitutionDetail } from '../../../src/domain/institutions/institutions';
import {
  institutionForm,
  institutionFormMachine,
  type SaveInstitutionInput,
} from '../../../src/machines/institutions/institutionFormMachine';
import { institutionListRequest } from '../../../src/machines/institutions/institutionServices';
import { listQuery } from '../../../src/domain/shared/listQuery';
import { staleError } from '../../support/staleVersion';

const institution: InstitutionDetail = {
  id: 5,
  title: 'University of Eastport',
  approved: true,
  product_id: 2,
  feature: 'labs',
  hasEducationSubscription: true,
  hasUnlimitedSubscription: false,
  emailDomains: ['eastport.example'],
  subscriptionEndsAt: '2031-03-31T23:59:59.999Z',
  trialEndsAt: null,
  createdAt: '2026-01-02T00:00:00.000Z',
  instructors: [],
  classes: [],
  version: 1,
};

function form(id: number | null, save: (input: SaveInstitutionInput) => Promise<InstitutionDetail>) {
  const log: string[] = [];
  const actor = createActor(
    institutionFormMachine.provide({
      actors: {
        loadRecord: fromPromise(async () => institution),
        saveRecord: fromPromise(({ input }: { input: SaveInstitutionInput }) => save(input)),
      },
      actions: {
        notifySaved: (_, { created }) => void log.push(created ? 'created' : 'updated'),
        notifySaveFailed: () => void log.push('failed'),
      },
    }),
    { input: { id } },
  ).start();
  return { actor, log };
}

test('a malformed or repeated domain is named on its row and nothing is sent', async () => {
  const save = vi.fn(async () => institution);
  const { actor } = form(5, save);
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'form.edit', edit: { kind: 'add' } });
  actor.send({ type: 'form.edit', edit: { kind: 'set', index: 1, value: 'not a domain' } });
  actor.send({ type: 'form.edit', edit: { kind: 'add' } });
  actor.send({ type: 'form.edit', edit: { kind: 'set', index: 2, value: '@Eastport.example' } });
  actor.send({ type: 'form.save' });
  expect(institutionForm.selectErrors(actor.getSnapshot())).toEqual({
    'emailDomains.1': ['Enter a domain like university.edu'],
    'emailDomains.2': ['This domain is listed twice'],
  });
  expect(save).not.toHaveBeenCalled();
  actor.send({ type: 'form.edit', edit: { kind: 'remove', index: 2 } });
  actor.send({ type: 'form.edit', edit: { kind: 'set', index: 1, value: ' EP-Alumni.example ' } });
  actor.send({ type: 'form.save' });
  await waitFor(actor, () => save.mock.calls.length === 1);
  expect(save.mock.calls[0]).toBeDefined();
});

test('an edit sends the values as data on the loaded version and is clean after', async () => {
  const saves: SaveInstitutionInput[] = [];
  const { actor, log } = form(5, async (input) => {
    saves.push(input);
    return { ...institution, emailDomains: ['eastport.example', 'ep.example'], version: 2 };
  });
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'form.edit', edit: { kind: 'add' } });
  actor.send({ type: 'form.edit', edit: { kind: 'set', index: 1, value: 'ep.example' } });
  expect(institutionForm.selectIsDirty(actor.getSnapshot())).toBe(true);
  actor.send({ type: 'form.save' });
  await waitFor(actor, () => log.length === 1);
  expect(log).toEqual(['updated']);
  expect(saves[0]).toMatchObject({
    id: 5,
    version: 1,
    values: { emailDomains: ['eastport.example', 'ep.example'], subscriptionEndsAt: '2031-03-31' },
  });
  expect(institutionForm.selectIsDirty(actor.getSnapshot())).toBe(false);
  expect(actor.getSnapshot().context.version).toBe(2);
});

test('a save made on an older version waits in conflict with the server’s message, the form as typed', async () => {
  const { actor } = form(5, async () => {
    throw staleError('institution');
  });
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'form.change', patch: { title: 'Mine' } });
  actor.send({ type: 'form.save' });
  await waitFor(actor, (s) => s.matches('conflict'));
  expect(institutionForm.selectConflict(actor.getSnapshot())).toBe(
    'This institution was changed by someone else. Reload it or keep your changes.',
  );
  expect(actor.getSnapshot().context.values.title).toBe('Mine');
});

test.each([
  [{}, { filter: [] }],
  [{ approved: 'yes' }, { filter: [{ property: 'approved', operator: 'equals', value: true }] }],
  [{ approved: 'maybe' }, { filter: [] }],
  [{ product: 'none' }, { filter: [{ property: 'product_id', operator: 'is_null' }] }],
  [{ product: '3' }, { filter: [{ property: 'product_id', operator: 'equals', value: 3 }] }],
  [{ feature: ' labs ' }, { filter: [{ property: 'feature', operator: 'contains', value: 'labs' }] }],
  [{ subscription: 'education-not-unlimited' }, { hasSubscription: 'education-not-unlimited' }],
  [{ subscription: 'gold' }, { filter: [] }],
])('the list filters %j ask the server for %j', (filters, expected) => {
  const request = institutionListRequest(listQuery({ filters, search: ' 42 ', page: 2 }), 20);
  expect(request).toMatchObject({ ...expected, keyword: '42', navigation: { page: 2, itemsOnPage: 20 } });
  if (!('hasSubscription' in expected)) expect(request).not.toHaveProperty('hasSubscription');
});

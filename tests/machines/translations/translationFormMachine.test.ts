import { createActor, fromPromise, waitFor } from 'xstate';
import { toAddRequest, type TranslationAddForm } from '../../../src/domain/translations/translations';
import {
  translationForm,
  translationFormMachine,
  type AddTranslationInput,
} from '../../../src/machines/translations/translationFormMachine';

const groups = [{ id: 4, key: 'player', title: 'Player', isActive: true, version: 1 }];

function formWith(added: TranslationAddForm[], log: string[]) {
  return createActor(
    translationFormMachine.provide({
      actors: {
        loadRecord: fromPromise<readonly (typeof groups)[number][]>(async () => groups),
        saveRecord: fromPromise(async ({ input }: { input: AddTranslationInput }) => {
          added.push(input.values);
          return [];
        }),
      },
      actions: { notifySaved: () => void log.push('finish') },
    }),
    { input: { id: null } },
  ).start();
}

test('group, key and en are required and every value is at most 256 characters', async () => {
  const added: TranslationAddForm[] = [];
  const actor = formWith(added, []);
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'form.edit', edit: { language: 'de', value: 'x'.repeat(257) } });
  actor.send({ type: 'form.save' });
  expect(translationForm.selectErrors(actor.getSnapshot())).toEqual({
    groupId: ['This field is required'],
    key: ['This field is required'],
    'values.de': ['Value must be at most 256 characters'],
    'values.en': ['This field is required'],
  });
  expect(added).toEqual([]);
});

test('a valid form is sent with only the filled languages, then the screen goes back', async () => {
  const added: TranslationAddForm[] = [];
  const log: string[] = [];
  const actor = formWith(added, log);
  await waitFor(actor, (s) => s.matches('editing'));
  expect(translationForm.selectIsDirty(actor.getSnapshot())).toBe(false);
  actor.send({ type: 'form.change', patch: { groupId: 4 } });
  actor.send({ type: 'form.change', patch: { key: ' player.play ' } });
  actor.send({ type: 'form.edit', edit: { language: 'en', value: 'Play' } });
  actor.send({ type: 'form.edit', edit: { language: 'fr', value: '  ' } });
  expect(translationForm.selectIsDirty(actor.getSnapshot())).toBe(true);
  actor.send({ type: 'form.save' });
  await waitFor(actor, (s) => s.status === 'done');
  expect(added.map(toAddRequest)).toEqual([
    { groupId: 4, key: 'player.play', translations: [{ language: 'en', value: 'Play' }] },
  ]);
  expect(log).toEqual(['finish']);
  expect(translationForm.selectIsDirty(actor.getSnapshot())).toBe(false);
});

test('a value typed and erased again leaves nothing unsaved', async () => {
  const actor = formWith([], []);
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'form.edit', edit: { language: 'de', value: 'Spielen' } });
  expect(translationForm.selectIsDirty(actor.getSnapshot())).toBe(true);
  actor.send({ type: 'form.edit', edit: { language: 'de', value: '' } });
  expect(translationForm.selectIsDirty(actor.getSnapshot())).toBe(false);
});

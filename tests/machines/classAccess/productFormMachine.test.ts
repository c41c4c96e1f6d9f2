/**
 * A product's form (ADR 345): a product needs a name and a feature before anything is sent, and a save made on an
 * older version waits in conflict for Reload or Keep mine.
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import { CLASS_ACCESS_MESSAGES, type Product } from '../../../src/domain/classAccess/classAccess';
import {
  productForm,
  productFormMachine,
  type SaveProductInput,
} from '../../../src/machines/classAccess/productFormMachine';
import { staleError } from '../../support/staleVersion';

const PRODUCT: Product = {
  id: 3,
  name: 'Core',
  features: ['classes'],
  lines: ['core'],
  openGrants: 1,
  version: 2,
  updatedAt: '2026-11-01T00:00:00.000Z',
};

function form(id: number | null, save: (input: SaveProductInput) => Promise<Product>) {
  return createActor(
    productFormMachine.provide({
      actors: {
        loadRecord: fromPromise(async () => PRODUCT),
        saveRecord: fromPromise(({ input }: { input: SaveProductInput }) => save(input)),
      },
    }),
    { input: { id } },
  ).start();
}

test('a product without a name or a feature is not sent, and says which is missing', async () => {
  const save = vi.fn(async () => PRODUCT);
  const actor = form(null, save);
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'form.save' });
  const errors = productForm.selectErrors(actor.getSnapshot());
  expect(errors.features).toEqual([CLASS_ACCESS_MESSAGES.featuresRequired]);
  expect(errors.name).toBeDefined();
  expect(save).not.toHaveBeenCalled();
});

test('an edit is saved on the version it was loaded with; a stale save waits in conflict', async () => {
  const save = vi.fn(async (_input: SaveProductInput): Promise<Product> => {
    throw staleError('product');
  });
  const actor = form(3, save);
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'form.change', patch: { features: ['classes', 'quizzes'] } });
  actor.send({ type: 'form.save' });
  await waitFor(actor, (s) => s.hasTag('conflict'));
  expect(save.mock.calls[0]![0]).toMatchObject({
    id: 3,
    version: 2,
    values: { features: ['classes', 'quizzes'] },
  });
});

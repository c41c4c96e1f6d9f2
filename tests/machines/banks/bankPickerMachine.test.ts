/**
 * The quiz editor's bank pickers (ADR 258) with injected calls: Add from bank hands back the ticked questions of the
 * chosen category; Add random slot hands back a slot whose count is a whole number up to the category's size, and
 * says so otherwise; editing a slot opens its bank and category; Cancel hands back nothing.
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import type { BankDetail } from '../../../src/api/banks/bankContract';
import type { QuestionBank } from '../../../src/domain/quiz/banks/questionBank';
import {
  bankPickerMachine,
  selectCategorySize,
  selectPickerBank,
  selectPickerCountInvalid,
  validCount,
  type BankPicked,
  type BankPickerInput,
} from '../../../src/machines/banks/bankPickerMachine';
import { bankQuestion } from '../../support/bankQuestion';

const question = bankQuestion;
const bank = (id: number, title: string): BankDetail => ({
  id,
  title,
  ownerUserId: 5,
  institutionId: null,
  createdAt: '2026-11-24T00:00:00Z',
  actions: ['view', 'edit', 'delete', 'use'],
  categories: [
    { id: id * 10, title: 'Cells', questionCount: 6 },
    { id: id * 10 + 1, title: 'Genes', questionCount: 2 },
  ],
  questions: [
    ...[1, 2, 3, 4, 5, 6].map((n) => question(id * 100 + n, id * 10)),
    question(id * 100 + 7, id * 10 + 1),
    question(id * 100 + 8, id * 10 + 1),
  ],
});
const BANKS = [bank(1, 'Biology'), bank(2, 'Chemistry')];

async function started(input: BankPickerInput, banks: readonly BankDetail[] = BANKS) {
  const picked: BankPicked[] = [];
  let closed = 0;
  const actor = createActor(
    bankPickerMachine.provide({
      actors: {
        loadBanks: fromPromise<readonly QuestionBank[]>(async () =>
          banks.map(({ questions: _, ...rest }) => rest),
        ),
        openBank: fromPromise<BankDetail, { bankId: number }>(async ({ input: { bankId } }) =>
          banks.find((b) => b.id === bankId)!,
        ),
      },
      actions: { picked: (_, p) => void picked.push(p), closed: () => void closed++ },
    }),
    { input },
  ).start();
  await waitFor(actor, (s) => s.matches('choosing'));
  return { actor, picked, closed: () => closed };
}

test('Add from bank hands back the ticked questions of the chosen category, once', async () => {
  const { actor, picked, closed } = await started({ mode: 'questions' });
  // Nothing ticked yet: nothing is handed back.
  actor.send({ type: 'picker.submit' });
  expect(picked).toEqual([]);
  actor.send({ type: 'picker.bank', bankId: 2 });
  await waitFor(actor, (s) => s.matches('choosing'));
  expect(selectPickerBank(actor.getSnapshot())?.title).toBe('Chemistry');
  expect(actor.getSnapshot().context.categoryId).toBe(20);
  actor.send({ type: 'picker.toggle', questionId: 203 });
  actor.send({ type: 'picker.toggle', questionId: 201 });
  actor.send({ type: 'picker.toggle', questionId: 203 });
  actor.send({ type: 'picker.toggle', questionId: 205 });
  actor.send({ type: 'picker.submit' });
  expect(picked).toHaveLength(1);
  expect(picked[0]!.kind === 'questions' && picked[0]!.questions.map((q) => q.id)).toEqual([201, 205]);
  expect(closed()).toBe(1);
  expect(actor.getSnapshot().status).toBe('done');
});

test('a random slot asks for a whole number up to the category’s size', async () => {
  const { actor, picked } = await started({ mode: 'slot', newSlotId: 'slot-a' });
  actor.send({ type: 'picker.bank', bankId: 1 });
  await waitFor(actor, (s) => s.matches('choosing'));
  expect(selectCategorySize(actor.getSnapshot())).toBe(6);
  for (const typed of ['7', '0', '2.5', '', 'three']) {
    actor.send({ type: 'picker.count', value: typed });
    actor.send({ type: 'picker.submit' });
    expect(selectPickerCountInvalid(actor.getSnapshot())).toBe(true);
  }
  expect(picked).toEqual([]);
  actor.send({ type: 'picker.category', categoryId: 11 });
  actor.send({ type: 'picker.count', value: '3' });
  actor.send({ type: 'picker.submit' });
  // Genes holds two.
  expect(picked).toEqual([]);
  actor.send({ type: 'picker.category', categoryId: 10 });
  actor.send({ type: 'picker.count', value: ' 6 ' });
  actor.send({ type: 'picker.submit' });
  expect(picked).toEqual([{ kind: 'slot', slot: { id: 'slot-a', bankId: 1, categoryId: 10, count: 6 } }]);
});

test('editing a slot opens its bank and category with its count, and keeps its id', async () => {
  const { actor, picked } = await started({
    mode: 'slot',
    slot: { id: 'slot-b', bankId: 2, categoryId: 21, count: 2 },
  });
  expect(selectPickerBank(actor.getSnapshot())?.id).toBe(2);
  expect(actor.getSnapshot().context.categoryId).toBe(21);
  expect(actor.getSnapshot().context.count).toBe('2');
  actor.send({ type: 'picker.count', value: '1' });
  actor.send({ type: 'picker.submit' });
  expect(picked).toEqual([{ kind: 'slot', slot: { id: 'slot-b', bankId: 2, categoryId: 21, count: 1 } }]);
});

test('one bank opens at once; Cancel hands back nothing', async () => {
  const { actor, picked, closed } = await started({ mode: 'questions' }, [bank(3, 'Physics')]);
  expect(selectPickerBank(actor.getSnapshot())?.title).toBe('Physics');
  actor.send({ type: 'picker.cancel' });
  expect(picked).toEqual([]);
  expect(closed()).toBe(1);
});

test('validCount takes whole numbers from 1 to the size (at most 200)', () => {
  expect(validCount('3', 6)).toBe(3);
  expect(validCount('6', 6)).toBe(6);
  expect(validCount('7', 6)).toBeNull();
  expect(validCount('0', 6)).toBeNull();
  expect(validCount('-1', 6)).toBeNull();
  expect(validCount('201', 500)).toBeNull();
});

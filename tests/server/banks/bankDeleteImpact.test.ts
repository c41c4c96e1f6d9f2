/**
 * What goes with deleting a question bank or one of its categories, counted before the Undo notice (ADR 299): a
 * bank's categories and questions, a category's questions, and, when quizzes draw from it, the refusal the DELETE
 * would answer. The count checks the caller exactly as the DELETE does (another instructor: not found; an
 * institution colleague who may edit but not delete: refused), and the DELETE still refuses a bank in use, twice
 * at once too, changing nothing.
 */
import { BANK_PATHS } from '../../../src/api/banks/bankContract';
import { NO_IMPACT } from '../../../src/api/shared/deleteImpactContract';
import { BANK_MESSAGES } from '../../../src/domain/quiz/banks/questionBank';
import { createTestApp, type TestApp } from '../testApp';
import { OWNER } from '../take/takeFixtures';
import { bankFixtures } from './bankFixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const OTHER = 'cs@demo.test';
const { api, bankOfSix, quizWithSlot } = bankFixtures(() => t);

/** A second, empty category "Genes" in the bank. */
async function addGenes(bankId: number): Promise<number> {
  const added = await api(OWNER, 'POST', BANK_PATHS.categories(bankId), { title: 'Genes' });
  expect(added.status).toBe(200);
  return added.body.content.categories.find((c: { title: string }) => c.title === 'Genes').id;
}

test('a bank counts its categories and questions, a category its questions; an id named twice counts once', async () => {
  const { bankId, categoryId } = await bankOfSix();
  const genes = await addGenes(bankId);
  const bank = await api(OWNER, 'POST', BANK_PATHS.deleteImpact, { ids: [bankId, bankId] });
  expect(bank.status).toBe(200);
  expect(bank.body.content).toEqual({ ...NO_IMPACT, categories: 2, questions: 6 });
  const cells = await api(OWNER, 'POST', BANK_PATHS.categoriesDeleteImpact(bankId), { ids: [categoryId] });
  expect(cells.body.content).toEqual({ ...NO_IMPACT, questions: 6 });
  const empty = await api(OWNER, 'POST', BANK_PATHS.categoriesDeleteImpact(bankId), { ids: [genes] });
  expect(empty.body.content).toEqual({ ...NO_IMPACT, questions: 0 });
});

test('a bank and a category quizzes draw from: the count reports the refusal, and the DELETE refuses it', async () => {
  const { bankId, categoryId } = await bankOfSix();
  const genes = await addGenes(bankId);
  await quizWithSlot(bankId, categoryId);
  await quizWithSlot(bankId, categoryId);
  const bank = await api(OWNER, 'POST', BANK_PATHS.deleteImpact, { ids: [bankId] });
  expect(bank.status).toBe(200);
  expect(bank.body.content).toEqual({ ...NO_IMPACT, categories: 2, questions: 6, refused: { quizzes: 2 } });
  const cells = await api(OWNER, 'POST', BANK_PATHS.categoriesDeleteImpact(bankId), { ids: [categoryId] });
  expect(cells.body.content).toEqual({ ...NO_IMPACT, questions: 6, refused: { quizzes: 2 } });
  // Its other category nothing draws from may go.
  const free = await api(OWNER, 'POST', BANK_PATHS.categoriesDeleteImpact(bankId), { ids: [genes] });
  expect(free.body.content).toEqual({ ...NO_IMPACT, questions: 0 });

  // The console is not what refuses it: the same DELETE twice at once is refused twice, and nothing changes.
  const before = (await api(OWNER, 'GET', BANK_PATHS.bank(bankId))).body.content;
  const answers = await Promise.all([
    api(OWNER, 'DELETE', BANK_PATHS.bank(bankId)),
    api(OWNER, 'DELETE', BANK_PATHS.bank(bankId)),
  ]);
  for (const answer of answers) {
    expect(answer.status).toBe(409);
    expect(answer.body.content.message).toBe(BANK_MESSAGES.categoryInUse);
  }
  expect((await api(OWNER, 'GET', BANK_PATHS.bank(bankId))).body.content).toEqual(before);
});

test('a bank nothing draws from, deleted twice at once: one 200, one 404, its count then not found', async () => {
  const { bankId } = await bankOfSix();
  const beside = await bankOfSix();
  const answers = await Promise.all([
    api(OWNER, 'DELETE', BANK_PATHS.bank(bankId)),
    api(OWNER, 'DELETE', BANK_PATHS.bank(bankId)),
  ]);
  for (const answer of answers) expect(answer.status).toBeLessThan(500);
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
  expect((await api(OWNER, 'POST', BANK_PATHS.deleteImpact, { ids: [bankId] })).status).toBe(404);
  // The bank beside it keeps its category and its six questions.
  const kept = await api(OWNER, 'POST', BANK_PATHS.deleteImpact, { ids: [beside.bankId] });
  expect(kept.body.content).toEqual({ ...NO_IMPACT, categories: 1, questions: 6 });
});

test('a caller who may not delete is refused the count as the DELETE refuses them, and learns nothing', async () => {
  const { bankId, categoryId } = await bankOfSix();
  // Another instructor does not see the bank: not found, for the count as for the DELETE.
  const hidden = await api(OTHER, 'POST', BANK_PATHS.deleteImpact, { ids: [bankId] });
  expect(hidden.status).toBe(404);
  expect(hidden.body.content).not.toHaveProperty('questions');
  expect((await api(OTHER, 'DELETE', BANK_PATHS.bank(bankId))).status).toBe(404);
  const category = await api(OTHER, 'POST', BANK_PATHS.categoriesDeleteImpact(bankId), { ids: [categoryId] });
  expect(category.status).toBe(404);

  // An institution's bank: a colleague may edit it (and so delete its categories) but only its maker deletes it.
  const { id: institutionId } = await t.db
    .insertInto('institutions')
    .values({ title: 'Impact College' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('users')
    .set({ institution_id: institutionId })
    .where('email', 'in', [OWNER, OTHER])
    .execute();
  try {
    const shared = await api(OWNER, 'POST', BANK_PATHS.banks, {
      title: 'Department bank',
      institution: true,
    });
    const sharedId: number = shared.body.content.id;
    const refused = await api(OTHER, 'POST', BANK_PATHS.deleteImpact, { ids: [sharedId] });
    expect(refused.status).toBe(403);
    expect((await api(OTHER, 'DELETE', BANK_PATHS.bank(sharedId))).status).toBe(403);
    expect((await api(OWNER, 'POST', BANK_PATHS.deleteImpact, { ids: [sharedId] })).status).toBe(200);
    // A category of another bank is not this bank's: not found, as its DELETE answers.
    const genes = await addGenes(sharedId);
    expect(
      (await api(OWNER, 'POST', BANK_PATHS.categoriesDeleteImpact(sharedId), { ids: [categoryId] })).status,
    ).toBe(404);
    const colleague = await api(OTHER, 'POST', BANK_PATHS.categoriesDeleteImpact(sharedId), { ids: [genes] });
    expect(colleague.body.content).toEqual({ ...NO_IMPACT, questions: 0 });
  } finally {
    await t.db
      .updateTable('users')
      .set({ institution_id: null })
      .where('email', 'in', [OWNER, OTHER])
      .execute();
  }
});

test('a malformed count is refused with 400', async () => {
  const { bankId } = await bankOfSix();
  expect((await api(OWNER, 'POST', BANK_PATHS.deleteImpact, { ids: [] })).status).toBe(400);
  expect((await api(OWNER, 'POST', BANK_PATHS.deleteImpact, { ids: ['x'] })).status).toBe(400);
  expect((await api(OWNER, 'POST', BANK_PATHS.categoriesDeleteImpact(bankId), {})).status).toBe(400);
});

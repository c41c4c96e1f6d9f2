/**
 * A bank question edited in the bank (ADR 367): every read carries its version, an edit names the one it was made
 * on, an edit on an older version is a 409 with the house's stale message and changes nothing, and of two edits of
 * one version sent at once one is saved and the other refused (ADR 109, ADR 300).
 */
import { BANK_PATHS } from '../../../src/api/banks/bankContract';
import { STALE_MESSAGES } from '../../../src/domain/shared/recordVersions';
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

const { api, bankOfSix } = bankFixtures(() => t);

/** The bank's first question as the bank answers it, and its edit body with another title. */
async function firstQuestion(bankId: number) {
  const bank = (await api(OWNER, 'GET', BANK_PATHS.bank(bankId))).body.content;
  const question = bank.questions[0];
  const edit = (title: string, version: number) => ({
    categoryId: question.categoryId,
    version,
    question: {
      title,
      isMultiple: false,
      image: null,
      rightAnswer: question.rightAnswer,
      textOptions: question.textOptions,
    },
  });
  return { bank, question, edit };
}

const ownerId = async () =>
  (await t.db.selectFrom('users').select('id').where('email', '=', OWNER).executeTakeFirstOrThrow()).id;

test('a new question starts at version 1 and each saved edit makes it one more, kept with who saved it', async () => {
  const { bankId } = await bankOfSix();
  const { question, edit } = await firstQuestion(bankId);
  expect(question.version).toBe(1);
  const saved = await api(OWNER, 'PUT', BANK_PATHS.question(bankId, question.id), edit('Renamed once', 1));
  expect(saved.status).toBe(200);
  expect(saved.body.content).toMatchObject({ id: question.id, title: 'Renamed once', version: 2 });
  const again = await api(OWNER, 'PUT', BANK_PATHS.question(bankId, question.id), edit('Renamed twice', 2));
  expect(again.body.content.version).toBe(3);
  const { question: read } = await firstQuestion(bankId);
  expect(read).toMatchObject({ title: 'Renamed twice', version: 3 });
  const row = await t.db
    .selectFrom('bank_questions')
    .select(['version', 'updated_by'])
    .where('id', '=', question.id)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ version: 3, updated_by: await ownerId() });
});

test('an edit made on an older version is a 409 with the stale message and changes nothing', async () => {
  const { bankId } = await bankOfSix();
  const { question, edit } = await firstQuestion(bankId);
  expect(
    (await api(OWNER, 'PUT', BANK_PATHS.question(bankId, question.id), edit('Saved first', 1))).status,
  ).toBe(200);
  const stale = await api(OWNER, 'PUT', BANK_PATHS.question(bankId, question.id), edit('Lost update', 1));
  expect(stale.status).toBe(409);
  expect(stale.body.content).toEqual({
    message: STALE_MESSAGES.bankQuestion,
    errors: { version: [STALE_MESSAGES.bankQuestion] },
    // The version that won was this account's own save, from another tab (ADR 300).
    savedByYou: true,
  });
  const { question: read } = await firstQuestion(bankId);
  expect(read).toMatchObject({ title: 'Saved first', version: 2 });
});

test('an edit without a version is a 400 naming the field and stores nothing', async () => {
  const { bankId } = await bankOfSix();
  const { bank, question, edit } = await firstQuestion(bankId);
  const { version: _dropped, ...unversioned } = edit('No version', 1);
  const refused = await api(OWNER, 'PUT', BANK_PATHS.question(bankId, question.id), unversioned);
  expect(refused.status).toBe(400);
  expect(JSON.stringify(refused.body.content.errors)).toContain('version');
  expect((await api(OWNER, 'GET', BANK_PATHS.bank(bankId))).body.content).toEqual(bank);
});

test('two edits of one version sent at once: one is saved and the other is a 409, never a 5xx', async () => {
  const { bankId } = await bankOfSix();
  const { question, edit } = await firstQuestion(bankId);
  const answers = await Promise.all([
    api(OWNER, 'PUT', BANK_PATHS.question(bankId, question.id), edit('From tab one', 1)),
    api(OWNER, 'PUT', BANK_PATHS.question(bankId, question.id), edit('From tab two', 1)),
  ]);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  const winner = answers.find((a) => a.status === 200)!.body.content.title;
  const { question: read } = await firstQuestion(bankId);
  expect(read).toMatchObject({ title: winner, version: 2 });
});

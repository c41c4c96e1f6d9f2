/**
 * A bank question's feedback by outcome (ADR 404) in the bank's question dialog, which writes the text, the answers
 * and the points and keeps the feedback as stored (ADR 367): an edit saves the stored texts unchanged.
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import type { BankQuestion } from '../../../src/domain/quiz/banks/questionBank';
import {
  bankQuestionEditorMachine,
  selectDraft,
  type SaveBankQuestionInput,
} from '../../../src/machines/banks/bankQuestionEditorMachine';

const FEEDBACK = { right: 'Yes: the mitochondrion.', wrong: 'Ribosomes make proteins.' };

const STORED: BankQuestion = {
  id: 5,
  categoryId: 3,
  version: 1,
  title: '<p>Which organelle makes ATP?</p>',
  image: null,
  isMultiple: false,
  rightAnswer: [51],
  textOptions: [
    { id: 51, text: 'Mitochondrion' },
    { id: 52, text: 'Ribosome' },
  ],
  feedback: 'Cells make ATP by respiration.',
  outcomeFeedback: FEEDBACK,
};

test('an edit in the bank saves the stored feedback by outcome unchanged', async () => {
  const saved: SaveBankQuestionInput[] = [];
  const actor = createActor(
    bankQuestionEditorMachine.provide({
      actors: {
        saveQuestion: fromPromise<BankQuestion, SaveBankQuestionInput>(async ({ input }) => {
          saved.push(input);
          return { ...STORED, version: 2 };
        }),
      },
    }),
    { input: { bankId: 1, categoryId: 3, question: STORED } },
  ).start();
  const itemId = selectDraft(actor.getSnapshot())!.originId;
  actor.send({ type: 'question.setTitle', itemId, title: '<p>Which organelle makes most ATP?</p>' });
  actor.send({ type: 'question.save' });
  await waitFor(actor, (snapshot) => snapshot.status === 'done');
  expect(saved).toHaveLength(1);
  expect(saved[0]!.question).toMatchObject({
    title: '<p>Which organelle makes most ATP?</p>',
    feedback: 'Cells make ATP by respiration.',
    outcomeFeedback: FEEDBACK,
  });
});

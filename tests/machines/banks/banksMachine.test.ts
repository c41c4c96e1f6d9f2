/**
 * The Banks screen's rules with injected calls (ADR 258): what the user sees after each answer. A change asks in
 * its dialog, runs once and shows the banks as the server answers them; a refusal stays in its dialog; a confirmed
 * delete is handed to the bulk outbox once (ADR 299) and the banks are read again when it is settled, the bank
 * shown staying usable meanwhile; copying from a quiz copies the ticked questions, in the quiz's order, into the
 * chosen category.
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import type { BankDetail } from '../../../src/api/banks/bankContract';
import { ApiError } from '../../../src/api/shared/http';
import type { QuizItem, QuizListItem } from '../../../src/domain/quiz/quiz';
import {
  banksMachine,
  selectBanks,
  selectDetail,
  selectDialog,
  selectError,
  selectIsBusy,
} from '../../../src/machines/banks/banksMachine';
import type { BankDeletion, BankEdit, BanksView } from '../../../src/machines/banks/bankChanges';
import { copyQuestionsMachine } from '../../../src/machines/banks/copyQuestionsMachine';
import { bankQuestion } from '../../support/bankQuestion';

const question = bankQuestion;

/** A server of one bank, "Biology", with the categories and questions the test gives. */
function fakeServer(initial: BankDetail) {
  let bank: BankDetail | null = initial;
  const changes: BankEdit[] = [];
  /** Deletes handed to the outbox, and the ones the outbox then sent. */
  const handed: BankDeletion[] = [];
  const copies: { itemId: number; categoryId: number }[] = [];
  const withCounts = (b: BankDetail): BankDetail => ({
    ...b,
    categories: b.categories.map((c) => ({
      ...c,
      questionCount: b.questions.filter((q) => q.categoryId === c.id).length,
    })),
  });
  const view = (): BanksView => {
    const detail = bank ? withCounts(bank) : null;
    return { banks: detail ? [detail] : [], detail };
  };
  let refuse: ApiError | null = null;
  /** Reads of the open bank wait until this is resolved, as on a slow network. */
  let reads: Promise<void> = Promise.resolve();
  return {
    changes,
    /** Holds the next reads of the open bank; the returned function lets them answer. */
    holdReads: () => {
      let answer = () => {};
      reads = new Promise<void>((resolve) => (answer = resolve));
      return answer;
    },
    handed,
    copies,
    refuseNext: (error: ApiError) => void (refuse = error),
    /** The outbox's window ended: the handed deletes reach the server. */
    sendHanded: () => {
      for (const deletion of handed.splice(0)) {
        if (!bank) continue;
        if (deletion.kind === 'deleteBank') bank = null;
        else if (deletion.kind === 'deleteCategory')
          bank = { ...bank, categories: bank.categories.filter((c) => c.id !== deletion.categoryId) };
        else bank = { ...bank, questions: bank.questions.filter((q) => q.id !== deletion.questionId) };
      }
    },
    actors: {
      loadBanks: fromPromise<BanksView, { bankId: number | null }>(async () => view()),
      // The bank as it is when asked, answered when the reads are let through.
      openBank: fromPromise<BanksView, { bankId: number }>(async () => {
        const answer = view();
        await reads;
        return answer;
      }),
      deleteRow: fromPromise<void, BankDeletion>(async ({ input }) => {
        if (refuse) {
          const error = refuse;
          refuse = null;
          throw error;
        }
        handed.push(input);
      }),
      runChange: fromPromise<BanksView, BankEdit>(async ({ input }) => {
        if (refuse) {
          const error = refuse;
          refuse = null;
          throw error;
        }
        changes.push(input);
        if (!bank) throw new Error('no bank');
        if (input.kind === 'renameBank') bank = { ...bank, title: input.title };
        else if (input.kind === 'addCategory')
          bank = {
            ...bank,
            categories: [...bank.categories, { id: 99, title: input.title, questionCount: 0 }],
          };
        else if (input.kind === 'moveQuestion')
          bank = {
            ...bank,
            questions: bank.questions.map((q) =>
              q.id === input.question.id ? { ...q, categoryId: input.categoryId } : q,
            ),
          };
        return view();
      }),
      copy: copyQuestionsMachine.provide({
        actors: {
          loadQuizzes: fromPromise<readonly QuizListItem[]>(async () => [
            { id: 7, title: 'Cells quiz' } as QuizListItem,
          ]),
          loadQuestions: fromPromise<readonly QuizItem[], { quizId: number }>(async () =>
            [1, 2, 3].map((n) => ({ ...question(100 + n, 0), type: 2 }) as unknown as QuizItem),
          ),
          copyQuestions: fromPromise<
            void,
            { bankId: number; quizId: number; itemIds: readonly number[]; categoryId: number }
          >(async ({ input }) => {
            for (const itemId of input.itemIds) {
              copies.push({ itemId, categoryId: input.categoryId });
              bank = { ...bank!, questions: [...bank!.questions, question(itemId, input.categoryId)] };
            }
          }),
        },
      }),
    },
  };
}

const biology = (): BankDetail => ({
  id: 1,
  title: 'Biology',
  ownerUserId: 5,
  institutionId: null,
  createdAt: '2026-11-24T00:00:00Z',
  actions: ['view', 'edit', 'delete', 'use'],
  categories: [
    { id: 10, title: 'Cells', questionCount: 0 },
    { id: 11, title: 'Genes', questionCount: 0 },
  ],
  questions: [question(1, 10), question(2, 10)],
});

async function started(server = fakeServer(biology())) {
  const notified: string[] = [];
  const failed: string[] = [];
  const actor = createActor(
    banksMachine.provide({
      actors: server.actors,
      actions: {
        notifyChanged: (_, { change }) => void notified.push(change),
        notifyFailed: (_, { message }) => void failed.push(message),
      },
    }),
  ).start();
  await waitFor(actor, (s) => s.matches('ready'));
  return { actor, server, notified, failed };
}

const settled = (actor: ReturnType<typeof createActor<typeof banksMachine>>) =>
  waitFor(actor, (s) => s.matches({ ready: 'idle' }));

test('the screen opens on the first bank with its categories and questions', async () => {
  const { actor } = await started();
  expect(selectBanks(actor.getSnapshot()).map((b) => b.title)).toEqual(['Biology']);
  expect(selectDetail(actor.getSnapshot())?.categories.map((c) => [c.title, c.questionCount])).toEqual([
    ['Cells', 2],
    ['Genes', 0],
  ]);
});

test('a second bank clicked while the first one opens is the one shown, whichever read answers last', async () => {
  const server = fakeServer(biology());
  const chemistry: BankDetail = { ...biology(), id: 2, title: 'Chemistry', questions: [] };
  const answers = new Map<number, () => void>();
  const opened: number[] = [];
  const { actor } = await started({
    ...server,
    actors: {
      ...server.actors,
      // Each bank's read waits until the test lets it answer.
      openBank: fromPromise<BanksView, { bankId: number }>(async ({ input }) => {
        opened.push(input.bankId);
        await new Promise<void>((resolve) => answers.set(input.bankId, resolve));
        const detail = input.bankId === 2 ? chemistry : biology();
        return { banks: [biology(), chemistry], detail };
      }),
    },
  });
  actor.send({ type: 'bank.open', bankId: 1 });
  actor.send({ type: 'bank.open', bankId: 2 });
  expect(opened).toEqual([1, 2]);
  answers.get(2)!();
  await settled(actor);
  expect(selectDetail(actor.getSnapshot())?.title).toBe('Chemistry');
  answers.get(1)!();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(selectDetail(actor.getSnapshot())?.title).toBe('Chemistry');
  expect(selectIsBusy(actor.getSnapshot())).toBe(false);
});

test('a rename with an empty title sends nothing; a title is trimmed, sent once and shown', async () => {
  const { actor, server, notified } = await started();
  actor.send({ type: 'dialog.open', dialog: { kind: 'renameBank' } });
  expect(actor.getSnapshot().context.draftTitle).toBe('Biology');
  actor.send({ type: 'draft.title', value: '   ' });
  actor.send({ type: 'dialog.submit' });
  expect(server.changes).toEqual([]);
  expect(selectDialog(actor.getSnapshot())).toEqual({ kind: 'renameBank' });

  actor.send({ type: 'draft.title', value: '  Cell biology ' });
  actor.send({ type: 'dialog.submit' });
  expect(selectIsBusy(actor.getSnapshot())).toBe(true);
  await settled(actor);
  expect(server.changes).toEqual([{ kind: 'renameBank', bankId: 1, title: 'Cell biology' }]);
  expect(selectDetail(actor.getSnapshot())?.title).toBe('Cell biology');
  expect(selectDialog(actor.getSnapshot())).toBeNull();
  expect(notified).toEqual(['renameBank']);
});

test('a confirmed category delete is handed over once with its name, and the dialog closes at once', async () => {
  const { actor, server, notified } = await started();
  actor.send({ type: 'dialog.open', dialog: { kind: 'deleteCategory', categoryId: 10 } });
  expect(server.handed).toEqual([]);
  actor.send({ type: 'dialog.submit' });
  await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.dialog === null);
  expect(server.handed).toEqual([{ kind: 'deleteCategory', bankId: 1, categoryId: 10, title: 'Cells' }]);
  expect(server.changes).toEqual([]);
  // The outbox says it (with Undo): the screen's own notice is not shown as well.
  expect(notified).toEqual([]);
  server.sendHanded();
  actor.send({ type: 'banks.reload' });
  await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && selectDetail(s)!.categories.length === 1);
  expect(selectDetail(actor.getSnapshot())?.categories.map((c) => c.title)).toEqual(['Genes']);
});

test('a delete the outbox cannot take stays in its dialog, and nothing changes', async () => {
  const { actor, server } = await started();
  server.refuseNext(new ApiError(500, 'Storage full'));
  actor.send({ type: 'dialog.open', dialog: { kind: 'deleteCategory', categoryId: 10 } });
  actor.send({ type: 'dialog.submit' });
  await settled(actor);
  expect(selectError(actor.getSnapshot())?.status).toBe(500);
  expect(selectDialog(actor.getSnapshot())).toEqual({ kind: 'deleteCategory', categoryId: 10 });
  expect(server.handed).toEqual([]);
  actor.send({ type: 'dialog.cancel' });
  expect(selectError(actor.getSnapshot())).toBeNull();
});

test('a question moves to another category, and a removal asks before it is handed over', async () => {
  const { actor, server } = await started();
  const first = selectDetail(actor.getSnapshot())!.questions[0]!;
  actor.send({ type: 'question.move', question: first, categoryId: 11 });
  await settled(actor);
  expect(selectDetail(actor.getSnapshot())?.categories.map((c) => c.questionCount)).toEqual([1, 1]);

  actor.send({ type: 'dialog.open', dialog: { kind: 'removeQuestion', question: first } });
  expect(server.handed).toEqual([]);
  actor.send({ type: 'dialog.submit' });
  await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.dialog === null);
  expect(server.handed).toEqual([{ kind: 'removeQuestion', bankId: 1, questionId: 1, title: 'Question 1' }]);
});

test('a move the server refuses (saved elsewhere since) says why, and the question stays where it was', async () => {
  const { actor, server, notified, failed } = await started();
  const first = selectDetail(actor.getSnapshot())!.questions[0]!;
  const stale = 'This question was changed by someone else. Reload it or keep your changes.';
  server.refuseNext(new ApiError(409, stale));
  actor.send({ type: 'question.move', question: first, categoryId: 11 });
  await settled(actor);
  expect(failed).toEqual([stale]);
  expect(notified).toEqual([]);
  expect(selectDetail(actor.getSnapshot())?.categories.map((c) => c.questionCount)).toEqual([2, 0]);
});

test('once the only bank’s delete is sent, reading again leaves none open', async () => {
  const { actor, server } = await started();
  actor.send({ type: 'dialog.open', dialog: { kind: 'deleteBank' } });
  actor.send({ type: 'dialog.submit' });
  await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.dialog === null);
  expect(server.handed).toEqual([{ kind: 'deleteBank', bankId: 1, title: 'Biology' }]);
  server.sendHanded();
  actor.send({ type: 'banks.reload' });
  await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && selectDetail(s) === null);
  expect(selectBanks(actor.getSnapshot())).toEqual([]);
});

test('copying from a quiz copies the ticked questions, in the quiz’s order, into the chosen category', async () => {
  const { actor, server, notified } = await started();
  actor.send({ type: 'dialog.open', dialog: { kind: 'copyQuestions' } });
  const copy = actor.getSnapshot().children.copy as ReturnType<
    typeof createActor<typeof copyQuestionsMachine>
  >;
  await waitFor(copy, (s) => s.matches('choosing'));
  // Nothing ticked: Copy sends nothing.
  copy.send({ type: 'copy.submit' });
  expect(copy.getSnapshot().matches('choosing')).toBe(true);
  copy.send({ type: 'copy.quiz', quizId: 7 });
  await waitFor(copy, (s) => s.matches('choosing') && s.context.questions.length === 3);
  copy.send({ type: 'copy.toggle', itemId: 103 });
  copy.send({ type: 'copy.toggle', itemId: 101 });
  copy.send({ type: 'copy.toggle', itemId: 102 });
  copy.send({ type: 'copy.toggle', itemId: 102 });
  copy.send({ type: 'copy.category', categoryId: 11 });
  copy.send({ type: 'copy.submit' });
  // The dialog closes once copied; the bank is read again with the copies.
  await waitFor(
    actor,
    (s) => s.matches({ ready: 'idle' }) && s.context.dialog === null && !s.context.staleBank,
  );
  expect(server.copies).toEqual([
    { itemId: 101, categoryId: 11 },
    { itemId: 103, categoryId: 11 },
  ]);
  expect(selectDetail(actor.getSnapshot())?.categories.map((c) => c.questionCount)).toEqual([2, 2]);
  expect(notified).toEqual(['copyQuestions']);
});

test('cancelling the copy copies nothing', async () => {
  const { actor, server } = await started();
  actor.send({ type: 'dialog.open', dialog: { kind: 'copyQuestions' } });
  const copy = actor.getSnapshot().children.copy as ReturnType<
    typeof createActor<typeof copyQuestionsMachine>
  >;
  await waitFor(copy, (s) => s.matches('choosing'));
  copy.send({ type: 'copy.cancel' });
  await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
  expect(selectDialog(actor.getSnapshot())).toBeNull();
  expect(server.copies).toEqual([]);
});

test('while the open bank is read again its dialogs open, and a rename made in one is sent on the same bank', async () => {
  const { actor, server, notified } = await started();
  actor.send({ type: 'dialog.open', dialog: { kind: 'deleteCategory', categoryId: 10 } });
  actor.send({ type: 'dialog.submit' });
  await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.dialog === null);
  server.sendHanded();
  const answer = server.holdReads();
  actor.send({ type: 'banks.reload' });

  actor.send({ type: 'dialog.open', dialog: { kind: 'renameCategory', categoryId: 11 } });
  expect(selectDialog(actor.getSnapshot())).toEqual({ kind: 'renameCategory', categoryId: 11 });
  expect(actor.getSnapshot().context.draftTitle).toBe('Genes');
  expect(selectIsBusy(actor.getSnapshot())).toBe(false);
  actor.send({ type: 'draft.title', value: 'Heredity' });

  // The bank read again replaces the one shown; the dialog stays open on it.
  answer();
  await waitFor(actor, (s) => selectDetail(s)!.categories.length === 1);
  expect(selectDialog(actor.getSnapshot())).toEqual({ kind: 'renameCategory', categoryId: 11 });
  actor.send({ type: 'dialog.submit' });
  await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.dialog === null);
  expect(server.changes).toEqual([{ kind: 'renameCategory', bankId: 1, categoryId: 11, title: 'Heredity' }]);
  expect(notified).toEqual(['renameCategory']);
});

test('a change made while the open bank is read again is sent, and the bank is read again after its answer', async () => {
  const { actor, server } = await started();
  const answer = server.holdReads();
  actor.send({ type: 'banks.reload' });
  const first = selectDetail(actor.getSnapshot())!.questions[0]!;
  actor.send({ type: 'question.move', question: first, categoryId: 11 });
  await waitFor(actor, (s) => selectDetail(s)!.categories[1]!.questionCount === 1);
  expect(server.changes).toEqual([{ kind: 'moveQuestion', bankId: 1, question: first, categoryId: 11 }]);

  actor.send({ type: 'dialog.open', dialog: { kind: 'addCategory' } });
  actor.send({ type: 'draft.title', value: 'Proteins' });
  actor.send({ type: 'dialog.submit' });
  await waitFor(actor, (s) => s.context.dialog === null);
  expect(server.changes.map((change) => change.kind)).toEqual(['moveQuestion', 'addCategory']);

  // The reads asked before the changes answered are never shown; the bank is read again after them.
  const shown: string[][] = [];
  actor.subscribe((s) => shown.push(selectDetail(s)!.categories.map((c) => c.title)));
  answer();
  await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && !s.context.staleBank);
  expect(shown.filter((titles) => titles.length !== 3)).toEqual([]);
  expect(selectDetail(actor.getSnapshot())?.categories.map((c) => [c.title, c.questionCount])).toEqual([
    ['Cells', 1],
    ['Genes', 1],
    ['Proteins', 0],
  ]);
});

test('a dialog on the open bank closes when reading it again finds the bank gone', async () => {
  const { actor, server } = await started();
  actor.send({ type: 'dialog.open', dialog: { kind: 'deleteBank' } });
  actor.send({ type: 'dialog.submit' });
  await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.dialog === null);
  server.sendHanded();
  const answer = server.holdReads();
  actor.send({ type: 'banks.reload' });
  actor.send({ type: 'dialog.open', dialog: { kind: 'addCategory' } });
  expect(selectDialog(actor.getSnapshot())).toEqual({ kind: 'addCategory' });
  answer();
  await waitFor(actor, (s) => selectDetail(s) === null);
  expect(selectDialog(actor.getSnapshot())).toBeNull();
});

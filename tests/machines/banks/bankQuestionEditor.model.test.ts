/**
 * A question written and edited in a bank as ADR 367 tells it, walked through the question dialog's machine against
 * a bank kept in memory. The test model is written from the ADR, not from src/machines: a new question's type is
 * chosen first, then its editor opens; a question without its text is refused beside the field and nothing is
 * sent; a saved question is what the bank holds; an edit saved after someone else saved waits for Reload (theirs
 * comes back) or Keep mine (mine is saved on their version).
 */
import { assign, createActor, fromPromise, setup, waitFor, type ActorRefFrom } from 'xstate';
import { ApiError } from '../../../src/api/shared/http';
import type { BankQuestion } from '../../../src/domain/quiz/banks/questionBank';
import { STALE_MESSAGES } from '../../../src/domain/shared/recordVersions';
import { QUIZ_MESSAGES } from '../../../src/domain/quiz/quizValidation';
import {
  bankQuestionEditorMachine,
  selectChoosingType,
  selectConflict,
  selectDraft,
  selectErrors,
  type SaveBankQuestionInput,
} from '../../../src/machines/banks/bankQuestionEditorMachine';
import {
  modelPaths,
  reachedStates,
  replay,
  type StateMeta,
  type UserActions,
} from '../../mbt/support/testModel';

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
};

/** One bank in memory: the stored question, and every save it received. */
function bankServer() {
  let stored: BankQuestion = STORED;
  const saved: SaveBankQuestionInput[] = [];
  const server = {
    saved,
    get stored() {
      return stored;
    },
    save: async (input: SaveBankQuestionInput): Promise<BankQuestion> => {
      saved.push(input);
      if (input.questionId !== null && input.version !== stored.version) {
        const message = STALE_MESSAGES.bankQuestion;
        throw new ApiError(409, message, { version: [message] });
      }
      const ids = new Map(
        input.question.textOptions.map((o, i) => [o.id, typeof o.id === 'number' ? o.id : 90 + i]),
      );
      const question: BankQuestion = {
        id: input.questionId ?? 9,
        categoryId: input.categoryId,
        version: input.questionId === null ? 1 : stored.version + 1,
        title: input.question.title,
        image: input.question.image,
        isMultiple: input.question.isMultiple,
        rightAnswer: input.question.rightAnswer.map((ref) => ids.get(ref)!),
        textOptions: input.question.textOptions.map((o) => ({ id: ids.get(o.id)!, text: o.text })),
        ...(input.question.questionType ? { questionType: input.question.questionType } : {}),
        ...(input.question.definition
          ? { definition: input.question.definition as Record<string, unknown> }
          : {}),
      };
      if (input.questionId !== null) stored = question;
      return question;
    },
    load: async () => stored,
    /** Someone else saves the question under another text. */
    others: () => {
      stored = { ...stored, title: '<p>Their text</p>', version: stored.version + 1 };
    },
  };
  return server;
}

interface DialogUi {
  readonly server: ReturnType<typeof bankServer>;
  dialog: ActorRefFrom<typeof bankQuestionEditorMachine> | null;
}

interface ModelContext {
  /** The text the dialog shows for the question. */
  readonly text: string | null;
  /** The text the bank holds for the edited question. */
  readonly stored: string;
  /** What the dialog handed back once it closed: the saved question's text. */
  readonly output: string | null;
}

type ModelEvent =
  | { type: 'user.opensNewQuestion' }
  | { type: 'user.opensEdit' }
  | { type: 'user.choosesTrueFalse' }
  | { type: 'user.savesWithoutText' }
  | { type: 'user.writesAndSaves' }
  | { type: 'someoneElse.savesThenUserSaves' }
  | { type: 'user.keepsMine' }
  | { type: 'user.reloads' };

const sees = (
  check: (ui: DialogUi, context: ModelContext) => Promise<void>,
): StateMeta<DialogUi, ModelContext> => ({
  see: async (ui, context) => {
    expect(ui.server.stored.title).toBe(context.stored);
    await check(ui, context);
  },
});
const shownText = (ui: DialogUi) => selectDraft(ui.dialog!.getSnapshot())?.title ?? null;

const WRITTEN = '<p>The Sun is a star.</p>';
const EDITED = '<p>Which organelle makes most ATP?</p>';

const model = setup({ types: { context: {} as ModelContext, events: {} as ModelEvent } }).createMachine({
  id: 'bankQuestionDialog',
  context: { text: null, stored: STORED.title, output: null },
  initial: 'closed',
  states: {
    closed: {
      meta: sees(async () => {}),
      on: {
        'user.opensNewQuestion': 'choosingType',
        'user.opensEdit': { target: 'writing', actions: assign({ text: STORED.title }) },
      },
    },
    choosingType: {
      meta: sees(async (ui) => {
        expect(selectChoosingType(ui.dialog!.getSnapshot())).toBe(true);
        expect(selectDraft(ui.dialog!.getSnapshot())).toBeNull();
      }),
      on: { 'user.choosesTrueFalse': { target: 'writing', actions: assign({ text: '' }) } },
    },
    writing: {
      meta: sees(async (ui, context) => {
        expect(shownText(ui)).toBe(context.text);
        expect(selectErrors(ui.dialog!.getSnapshot()).size).toBe(0);
      }),
      on: {
        'user.savesWithoutText': { guard: ({ context }) => context.text === '', target: 'refused' },
        'user.writesAndSaves': [
          {
            guard: ({ context }) => context.text === '',
            target: 'saved',
            actions: assign({ output: WRITTEN }),
          },
          { target: 'saved', actions: assign({ output: EDITED, stored: EDITED }) },
        ],
        'someoneElse.savesThenUserSaves': {
          guard: ({ context }) => context.text !== '',
          target: 'conflict',
          actions: assign({ text: EDITED, stored: '<p>Their text</p>' }),
        },
      },
    },
    refused: {
      meta: sees(async (ui) => {
        const errors = [...selectErrors(ui.dialog!.getSnapshot()).values()];
        expect(errors).toContain(QUIZ_MESSAGES.questionTitleEmpty);
        expect(ui.server.saved).toHaveLength(0);
      }),
      on: { 'user.writesAndSaves': { target: 'saved', actions: assign({ output: WRITTEN }) } },
    },
    conflict: {
      meta: sees(async (ui) =>
        expect(selectConflict(ui.dialog!.getSnapshot())).toBe(STALE_MESSAGES.bankQuestion),
      ),
      on: {
        'user.keepsMine': { target: 'saved', actions: assign({ output: EDITED, stored: EDITED }) },
        'user.reloads': { target: 'writing', actions: assign({ text: '<p>Their text</p>' }) },
      },
    },
    saved: {
      meta: sees(async (ui, context) => {
        await waitFor(ui.dialog!, (s) => s.status === 'done');
        expect(ui.dialog!.getSnapshot().output?.title).toBe(context.output);
      }),
    },
  },
});

function open(ui: DialogUi, question: BankQuestion | null) {
  ui.dialog = createActor(
    bankQuestionEditorMachine.provide({
      actors: {
        saveQuestion: fromPromise(({ input }: { input: SaveBankQuestionInput }) => ui.server.save(input)),
        loadQuestion: fromPromise(ui.server.load),
      },
    }),
    { input: { bankId: 1, categoryId: 3, question } },
  ).start();
}

async function save(ui: DialogUi) {
  const saves = ui.server.saved.length;
  ui.dialog!.send({ type: 'question.save' });
  await waitFor(ui.dialog!, (s) => ui.server.saved.length > saves && !s.hasTag('busy'));
}

const actions: UserActions<DialogUi, ModelEvent> = {
  'user.opensNewQuestion': async (ui) => open(ui, null),
  'user.opensEdit': async (ui) => open(ui, STORED),
  'user.choosesTrueFalse': async (ui) => {
    ui.dialog!.send({ type: 'type.choose', questionType: 'trueFalse' });
    ui.dialog!.send({ type: 'type.confirm' });
  },
  'user.savesWithoutText': async (ui) => {
    const itemId = selectDraft(ui.dialog!.getSnapshot())!.originId;
    ui.dialog!.send({ type: 'question.setTitle', itemId, title: '<p></p>' });
    ui.dialog!.send({ type: 'question.save' });
  },
  'user.writesAndSaves': async (ui) => {
    const draft = selectDraft(ui.dialog!.getSnapshot())!;
    const isNew = draft.questionType === 'trueFalse';
    ui.dialog!.send({ type: 'question.setTitle', itemId: draft.originId, title: isNew ? WRITTEN : EDITED });
    if (isNew) ui.dialog!.send({ type: 'trueFalse.setAnswer', itemId: draft.originId, answer: true });
    await save(ui);
    if (isNew)
      expect(ui.server.saved.at(-1)!.question).toMatchObject({
        questionType: 'trueFalse',
        definition: { answer: true },
      });
  },
  'someoneElse.savesThenUserSaves': async (ui) => {
    ui.server.others();
    const itemId = selectDraft(ui.dialog!.getSnapshot())!.originId;
    ui.dialog!.send({ type: 'question.setTitle', itemId, title: EDITED });
    await save(ui);
  },
  'user.keepsMine': async (ui) => {
    const saves = ui.server.saved.length;
    ui.dialog!.send({ type: 'conflict.keepMine' });
    await waitFor(ui.dialog!, (s) => ui.server.saved.length > saves && s.status === 'done');
  },
  'user.reloads': async (ui) => {
    ui.dialog!.send({ type: 'conflict.reload' });
    await waitFor(ui.dialog!, (s) => s.matches('editing') && selectDraft(s)?.title === '<p>Their text</p>');
  },
};

const paths = modelPaths(model, 'simple');

test('the walks reach every state of writing and editing a bank question', () => {
  expect(reachedStates(paths)).toEqual(
    new Set(Object.keys(model.config.states!).map((state) => JSON.stringify(state))),
  );
});

test.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
  await replay(path, { server: bankServer(), dialog: null }, actions);
});

test('an edit of another item, a move or a removal is not an edit of the question and changes nothing', () => {
  const ui: DialogUi = { server: bankServer(), dialog: null };
  open(ui, STORED);
  const before = ui.dialog!.getSnapshot().context.document;
  ui.dialog!.send({ type: 'question.setTitle', itemId: 'someone-else', title: '<p>Elsewhere</p>' });
  ui.dialog!.send({ type: 'item.remove', itemId: selectDraft(ui.dialog!.getSnapshot())!.originId });
  expect(ui.dialog!.getSnapshot().context.document).toBe(before);
});

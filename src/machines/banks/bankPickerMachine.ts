/**
 * The quiz editor's bank pickers (ADR 232, ADR 258): the banks the author may use are listed, one is opened to its
 * categories and questions, and either
 * - `questions`: the author ticks questions of a category, which are handed back to be copied into the quiz as
 *   ordinary questions (one editor event, so one undo step), or
 * - `slot`: the author picks a category and how many questions each student gets, checked against the category's
 *   size, handed back as a random slot (added or changed through the editor's slot events).
 * Cancel hands back nothing.
 *
 * @publicModule the quiz editor's Add from bank and Add random slot dialogs run it.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { BankDetail } from '../../api/banks/bankContract';
import { SLOT_COUNT_MAX, type RandomSlot } from '../../domain/quiz/banks/randomSlot';
import type { BankQuestion, QuestionBank } from '../../domain/quiz/banks/questionBank';
import { toLoadError, type LoadError } from '../shared/loadError';

export type BankPickerMode = 'questions' | 'slot';

export interface BankPickerInput {
  readonly mode: BankPickerMode;
  /** The slot being edited (slot mode); absent: a new slot. */
  readonly slot?: RandomSlot;
  /** A new slot's id, given by the editor (its ids travel in its events). */
  readonly newSlotId?: string;
}

export interface BankPickerContext {
  readonly mode: BankPickerMode;
  readonly slotId: string | null;
  /** The bank of the slot being edited. */
  readonly initialBankId: number | null;
  banks: readonly QuestionBank[];
  bank: BankDetail | null;
  categoryId: number | null;
  chosen: readonly number[];
  /** The count as typed. */
  count: string;
  countInvalid: boolean;
  error: LoadError | null;
}

export type BankPickerEvent =
  | { type: 'picker.bank'; bankId: number | null }
  | { type: 'picker.category'; categoryId: number | null }
  | { type: 'picker.toggle'; questionId: number }
  | { type: 'picker.count'; value: string }
  | { type: 'picker.submit' }
  | { type: 'picker.cancel' };

/** What the picker hands back. */
export type BankPicked =
  | { readonly kind: 'questions'; readonly questions: readonly BankQuestion[] }
  | { readonly kind: 'slot'; readonly slot: RandomSlot };

const sizeOf = (context: BankPickerContext) =>
  context.bank?.categories.find((c) => c.id === context.categoryId)?.questionCount ?? 0;

/** The slot's count when it is a whole number from 1 to the category's size. */
export function validCount(count: string, size: number): number | null {
  if (!/^\d{1,4}$/.test(count.trim())) return null;
  const n = Number(count.trim());
  return n >= 1 && n <= Math.min(size, SLOT_COUNT_MAX) ? n : null;
}

export const bankPickerMachine = setup({
  types: {
    context: {} as BankPickerContext,
    events: {} as BankPickerEvent,
    input: {} as BankPickerInput,
  },
  actors: {
    /** The banks the author may use. */
    loadBanks: fromPromise<readonly QuestionBank[]>(async () => []),
    openBank: fromPromise<BankDetail, { bankId: number }>(async () => {
      throw new Error('openBank is not provided');
    }),
  },
  actions: {
    /** The editor's event for what was picked. */
    picked: (_, _picked: BankPicked) => {},
    /** The dialog closes. */
    closed: () => {},
  },
}).createMachine({
  id: 'bankPicker',
  context: ({ input }) => ({
    mode: input.mode,
    slotId: input.slot?.id ?? input.newSlotId ?? null,
    initialBankId: input.slot?.bankId ?? null,
    banks: [],
    bank: null,
    categoryId: input.slot?.categoryId ?? null,
    chosen: [],
    count: input.slot ? String(input.slot.count) : '',
    countInvalid: false,
    error: null,
  }),
  initial: 'loadingBanks',
  on: { 'picker.cancel': { target: '.closed', actions: 'closed' } },
  states: {
    loadingBanks: {
      tags: 'busy',
      invoke: {
        src: 'loadBanks',
        onDone: [
          {
            // Editing a slot opens its bank at once.
            guard: ({ context, event }) =>
              event.output.some((bank) => bank.id === context.initialBankId) || event.output.length === 1,
            target: 'openingBank',
            actions: assign(({ context, event }) => {
              const open = event.output.find((bank) => bank.id === context.initialBankId) ?? event.output[0]!;
              return { banks: event.output, bank: { ...open, questions: [] } };
            }),
          },
          { target: 'choosing', actions: assign(({ event }) => ({ banks: event.output })) },
        ],
        onError: {
          target: 'choosing',
          actions: assign(({ event }) => ({ error: toLoadError(event.error) })),
        },
      },
    },
    openingBank: {
      tags: 'busy',
      invoke: {
        src: 'openBank',
        input: ({ context }) => ({ bankId: context.bank?.id ?? 0 }),
        onDone: {
          target: 'choosing',
          actions: assign(({ context, event }) => ({
            bank: event.output,
            categoryId: event.output.categories.some((c) => c.id === context.categoryId)
              ? context.categoryId
              : (event.output.categories[0]?.id ?? null),
          })),
        },
        onError: {
          target: 'choosing',
          actions: assign(({ event }) => ({ error: toLoadError(event.error) })),
        },
      },
    },
    choosing: {
      on: {
        'picker.bank': [
          {
            guard: ({ event }) => event.bankId !== null,
            target: 'openingBank',
            actions: assign(({ context, event }) => ({
              bank: { ...context.banks.find((b) => b.id === event.bankId)!, questions: [] },
              categoryId: null,
              chosen: [],
              error: null,
            })),
          },
          { actions: assign({ bank: null, categoryId: null, chosen: [] }) },
        ],
        'picker.category': {
          actions: assign(({ event }) => ({ categoryId: event.categoryId, chosen: [], countInvalid: false })),
        },
        'picker.toggle': {
          actions: assign(({ context, event }) => ({
            chosen: context.chosen.includes(event.questionId)
              ? context.chosen.filter((id) => id !== event.questionId)
              : [...context.chosen, event.questionId],
          })),
        },
        'picker.count': { actions: assign(({ event }) => ({ count: event.value, countInvalid: false })) },
        'picker.submit': [
          {
            guard: ({ context }) => context.mode === 'questions' && context.chosen.length > 0,
            target: 'closed',
            actions: [
              {
                type: 'picked',
                params: ({ context }) => ({
                  kind: 'questions' as const,
                  questions: context.bank!.questions.filter((q) => context.chosen.includes(q.id)),
                }),
              },
              'closed',
            ],
          },
          {
            guard: ({ context }) =>
              context.mode === 'slot' &&
              context.bank !== null &&
              context.categoryId !== null &&
              context.slotId !== null &&
              validCount(context.count, sizeOf(context)) !== null,
            target: 'closed',
            actions: [
              {
                type: 'picked',
                params: ({ context }) => ({
                  kind: 'slot' as const,
                  slot: {
                    id: context.slotId!,
                    bankId: context.bank!.id,
                    categoryId: context.categoryId!,
                    count: validCount(context.count, sizeOf(context))!,
                  },
                }),
              },
              'closed',
            ],
          },
          {
            guard: ({ context }) => context.mode === 'slot',
            actions: assign({ countInvalid: true }),
          },
        ],
      },
    },
    closed: { type: 'final' },
  },
});

type BankPickerSnapshot = SnapshotFrom<typeof bankPickerMachine>;
export type BankPickerActorRef = ActorRefFrom<typeof bankPickerMachine>;

export const selectPickerBanks = (s: BankPickerSnapshot) => s.context.banks;
export const selectPickerBank = (s: BankPickerSnapshot) => s.context.bank;
export const selectPickerCategoryId = (s: BankPickerSnapshot) => s.context.categoryId;
export const selectPickerChosen = (s: BankPickerSnapshot) => s.context.chosen;
export const selectPickerCount = (s: BankPickerSnapshot) => s.context.count;
export const selectPickerCountInvalid = (s: BankPickerSnapshot) => s.context.countInvalid;
export const selectPickerError = (s: BankPickerSnapshot) => s.context.error;
export const selectPickerBusy = (s: BankPickerSnapshot) => s.hasTag('busy');
/** How many questions the chosen category holds. */
export const selectCategorySize = (s: BankPickerSnapshot) => sizeOf(s.context);

/** What the Banks screen's dialogs change: each dialog, the change its submit stands for, and its opening title. */
import type { BankDetail } from '../../api/banks/bankContract';
import { toLoadError } from '../shared/loadError';
import type { BankQuestion, QuestionBank } from '../../domain/quiz/banks/questionBank';

/** A dialog of the screen: what it changes. */
export type BankDialog =
  | { readonly kind: 'createBank' }
  | { readonly kind: 'renameBank' }
  | { readonly kind: 'deleteBank' }
  | { readonly kind: 'addCategory' }
  | { readonly kind: 'renameCategory'; readonly categoryId: number }
  | { readonly kind: 'deleteCategory'; readonly categoryId: number }
  | { readonly kind: 'removeQuestion'; readonly question: BankQuestion }
  | { readonly kind: 'copyQuestions' }
  /** New question in a category (question null) or Edit of one (ADR 367): the child `writeQuestion`. */
  | { readonly kind: 'writeQuestion'; readonly categoryId: number; readonly question: BankQuestion | null };

/**
 * A delete (ADR 299): handed to the bulk outbox, which hides the row, names what goes with it with Undo, and sends
 * it when the window ends. `title`: the row's name, for a notice that names it.
 */
export type BankDeletion =
  | { readonly kind: 'deleteBank'; readonly bankId: number; readonly title: string }
  | {
      readonly kind: 'deleteCategory';
      readonly bankId: number;
      readonly categoryId: number;
      readonly title: string;
    }
  | {
      readonly kind: 'removeQuestion';
      readonly bankId: number;
      readonly questionId: number;
      readonly title: string;
    };

/** A change the screen's services run at once, answering the banks as they now are. */
export type BankEdit =
  | { readonly kind: 'createBank'; readonly title: string; readonly institution: boolean }
  | { readonly kind: 'renameBank'; readonly bankId: number; readonly title: string }
  | { readonly kind: 'addCategory'; readonly bankId: number; readonly title: string }
  | {
      readonly kind: 'renameCategory';
      readonly bankId: number;
      readonly categoryId: number;
      readonly title: string;
    }
  | {
      readonly kind: 'moveQuestion';
      readonly bankId: number;
      readonly question: BankQuestion;
      readonly categoryId: number;
    };

/** One change a dialog asks for. */
export type BankChange = BankEdit | BankDeletion;

export const isDeletion = (change: BankChange | null): change is BankDeletion =>
  change?.kind === 'deleteBank' || change?.kind === 'deleteCategory' || change?.kind === 'removeQuestion';

/** What a change (or a read) answers: the list, and the bank to show open (null: none). */
export interface BanksView {
  readonly banks: readonly QuestionBank[];
  readonly detail: BankDetail | null;
}

/** An open dialog and what the user typed in it, on the bank shown. */
interface BankDraft {
  readonly dialog: BankDialog | null;
  readonly detail: BankDetail | null;
  readonly draftTitle: string;
  readonly draftInstitution: boolean;
}

/** The change a dialog's submit stands for; null when its title is empty. */
export function changeOf(context: BankDraft): BankChange | null {
  const dialog = context.dialog;
  const bankId = context.detail?.id;
  const title = context.draftTitle.trim();
  if (!dialog) return null;
  if (dialog.kind === 'createBank')
    return title ? { kind: 'createBank', title, institution: context.draftInstitution } : null;
  if (bankId === undefined) return null;
  switch (dialog.kind) {
    case 'renameBank':
      return title ? { kind: 'renameBank', bankId, title } : null;
    case 'deleteBank':
      return { kind: 'deleteBank', bankId, title: context.detail?.title ?? '' };
    case 'addCategory':
      return title ? { kind: 'addCategory', bankId, title } : null;
    case 'renameCategory':
      return title ? { kind: 'renameCategory', bankId, categoryId: dialog.categoryId, title } : null;
    case 'deleteCategory': {
      const category = context.detail?.categories.find((c) => c.id === dialog.categoryId);
      return { kind: 'deleteCategory', bankId, categoryId: dialog.categoryId, title: category?.title ?? '' };
    }
    case 'removeQuestion':
      return { kind: 'removeQuestion', bankId, questionId: dialog.question.id, title: dialog.question.title };
    default:
      return null;
  }
}

/** The title a dialog opens with: the bank's or the category's own when renaming. */
export function draftOf(context: Pick<BankDraft, 'detail'>, dialog: BankDialog): string {
  if (dialog.kind === 'renameBank') return context.detail?.title ?? '';
  if (dialog.kind === 'renameCategory')
    return context.detail?.categories.find((c) => c.id === dialog.categoryId)?.title ?? '';
  return '';
}

/** Rows a pending delete hides from the screen (ADR 299): banks, categories and questions by id. */
export interface HiddenBankRows {
  readonly banks: ReadonlySet<number>;
  readonly categories: ReadonlySet<number>;
  readonly questions: ReadonlySet<number>;
}

/**
 * The open bank as it shows while deletes wait in the outbox: without the hidden categories and questions, each
 * category counting the questions it still shows; null when the bank itself is hidden.
 */
export function visibleDetail(detail: BankDetail | null, hidden: HiddenBankRows): BankDetail | null {
  if (!detail || hidden.banks.has(detail.id)) return null;
  const categories = detail.categories.filter((c) => !hidden.categories.has(c.id));
  const questions = detail.questions.filter(
    (q) => !hidden.questions.has(q.id) && !hidden.categories.has(q.categoryId),
  );
  return {
    ...detail,
    categories: categories.map((c) => ({
      ...c,
      questionCount:
        c.questionCount -
        detail.questions.filter((q) => q.categoryId === c.id && hidden.questions.has(q.id)).length,
    })),
    questions,
  };
}

/** The dialogs that change the open bank: one still open when another bank comes to be shown has nothing to change. */
export const changesOpenBank = (dialog: BankDialog | null) =>
  dialog !== null &&
  dialog.kind !== 'createBank' &&
  dialog.kind !== 'copyQuestions' &&
  dialog.kind !== 'writeQuestion';

/** What the question dialog starts from: the open bank, the category, and the question edited (null: a new one). */
export function writeInputOf(detail: BankDetail, dialog: BankDialog | null) {
  const write = dialog?.kind === 'writeQuestion' ? dialog : null;
  return {
    bankId: detail.id,
    categoryId: write?.categoryId ?? detail.categories[0]?.id ?? 0,
    question: write?.question ?? null,
  };
}

/**
 * The open bank with a question just saved in it (ADR 367), shown at once: an edit replaces its row, a new one is
 * added at the end of its category, which counts it; the bank is read again after.
 */
export function withSavedQuestion(detail: BankDetail | null, saved: BankQuestion): BankDetail | null {
  if (!detail) return null;
  const known = detail.questions.find((q) => q.id === saved.id);
  const questions = known
    ? detail.questions.map((q) => (q.id === saved.id ? saved : q))
    : [...detail.questions, saved];
  const counted = (categoryId: number) => questions.filter((q) => q.categoryId === categoryId).length;
  return {
    ...detail,
    questions,
    categories: detail.categories.map((c) =>
      c.id === saved.categoryId || c.id === known?.categoryId ? { ...c, questionCount: counted(c.id) } : c,
    ),
  };
}

/** A question moved to another category of the open bank. */
export const moveOf = (
  bankId: number,
  move: { readonly question: BankQuestion; readonly categoryId: number },
) => ({
  kind: 'moveQuestion' as const,
  bankId,
  question: move.question,
  categoryId: move.categoryId,
});

/** What a refused change's notification says: the server's message (a stale move's, for one). */
export const refusalOf = ({ event }: { readonly event: { readonly error?: unknown } }) => ({
  message: toLoadError(event.error).message,
});

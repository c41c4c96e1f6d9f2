/** The Banks screen's context and events (banksMachine.ts): what the screen holds and what the user does on it. */
import type { BankDetail } from '../../api/banks/bankContract';
import type { BankQuestion, QuestionBank } from '../../domain/quiz/banks/questionBank';
import type { LoadError } from '../shared/loadError';
import type { BankChange, BankDialog } from './bankChanges';

export interface BanksContext {
  banks: readonly QuestionBank[];
  detail: BankDetail | null;
  dialog: BankDialog | null;
  /** The dialog's title field and Share with my institution. */
  draftTitle: string;
  draftInstitution: boolean;
  error: LoadError | null;
  /** The change the user asked for last, for its notification. */
  lastChange: BankChange['kind'] | null;
  /** The bank being opened. */
  openingId: number | null;
  /** The open bank is to be read again: it is being read, or is read once the change under way has answered. */
  staleBank: boolean;
}

export type BanksEvent =
  | { type: 'banks.retry' }
  /** A delete of the outbox was settled, undone or refused: the banks are read again, the open one kept open. */
  | { type: 'banks.reload' }
  | { type: 'bank.open'; bankId: number }
  | { type: 'dialog.open'; dialog: BankDialog }
  | { type: 'dialog.cancel' }
  | { type: 'draft.title'; value: string }
  | { type: 'draft.institution'; value: boolean }
  | { type: 'dialog.submit' }
  | { type: 'question.move'; question: BankQuestion; categoryId: number };

/**
 * The Banks screen's dialogs: a title (new bank, rename, new category, rename category), a confirmation (delete a
 * bank or a category, remove a question), Copy from a quiz, and a question written or edited in the bank (ADR 367). A refusal shows in the dialog, under its buttons.
 */
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import {
  selectCopyActor,
  selectDialog,
  selectWriteActor,
  type BanksActorRef,
} from '../../machines/banks/banksMachine';
import type { BankDialog } from '../../machines/banks/bankChanges';
import { BankConfirmDialog, CONFIRM_TITLES, type ConfirmKind } from './BankConfirmDialog';
import { BankTitleDialog, FORM_TITLES, type FormKind } from './BankTitleDialog';
import { CopyQuestionsDialog } from './CopyQuestionsDialog';

/** A question written in the bank brings the rich-text editor: loaded when the dialog first opens. */
const BankQuestionDialog = lazy(() => import('./BankQuestionDialog'));

const isForm = (dialog: BankDialog | null): dialog is Extract<BankDialog, { kind: FormKind }> =>
  dialog !== null && dialog.kind in FORM_TITLES;
const isConfirm = (dialog: BankDialog | null): dialog is Extract<BankDialog, { kind: ConfirmKind }> =>
  dialog !== null && dialog.kind in CONFIRM_TITLES;

export function BankDialogs({ actor }: { readonly actor: BanksActorRef }) {
  const dialog = useSelector(actor, selectDialog);
  const copy = useSelector(actor, selectCopyActor);
  const write = useSelector(actor, selectWriteActor);
  if (dialog?.kind === 'copyQuestions' && copy) return <CopyQuestionsDialog actor={copy} />;
  if (dialog?.kind === 'writeQuestion' && write)
    return (
      <Suspense fallback={null}>
        <BankQuestionDialog actor={write} />
      </Suspense>
    );
  return (
    <>
      <BankTitleDialog actor={actor} dialog={isForm(dialog) ? dialog : null} />
      <BankConfirmDialog actor={actor} dialog={isConfirm(dialog) ? dialog : null} />
    </>
  );
}

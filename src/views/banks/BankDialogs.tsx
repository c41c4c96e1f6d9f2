/**
 * The Banks screen's dialogs: a title (new bank, rename, new category, rename category), a confirmation (delete a
 * bank or a category, remove a question) and Copy from a quiz. A refusal shows in the dialog, under its buttons.
 */
import { useSelector } from '@xstate/react';
import { selectCopyActor, selectDialog, type BanksActorRef } from '../../machines/banks/banksMachine';
import type { BankDialog } from '../../machines/banks/bankChanges';
import { BankConfirmDialog, CONFIRM_TITLES, type ConfirmKind } from './BankConfirmDialog';
import { BankTitleDialog, FORM_TITLES, type FormKind } from './BankTitleDialog';
import { CopyQuestionsDialog } from './CopyQuestionsDialog';

const isForm = (dialog: BankDialog | null): dialog is Extract<BankDialog, { kind: FormKind }> =>
  dialog !== null && dialog.kind in FORM_TITLES;
const isConfirm = (dialog: BankDialog | null): dialog is Extract<BankDialog, { kind: ConfirmKind }> =>
  dialog !== null && dialog.kind in CONFIRM_TITLES;

export function BankDialogs({ actor }: { readonly actor: BanksActorRef }) {
  const dialog = useSelector(actor, selectDialog);
  const copy = useSelector(actor, selectCopyActor);
  if (dialog?.kind === 'copyQuestions' && copy) return <CopyQuestionsDialog actor={copy} />;
  return (
    <>
      <BankTitleDialog actor={actor} dialog={isForm(dialog) ? dialog : null} />
      <BankConfirmDialog actor={actor} dialog={isConfirm(dialog) ? dialog : null} />
    </>
  );
}

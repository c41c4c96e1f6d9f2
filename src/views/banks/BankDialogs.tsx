/**
 * The Banks screen's dialogs: a title (new bank, rename, new category, rename category), a confirmation (delete a
 * bank or a category, remove a question) and Copy from a quiz. A refusal shows in the dialog, under its buttons.
 */
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  selectCopyActor,
  selectDetail,
  selectDialog,
  selectDraftInstitution,
  selectDraftTitle,
  selectError,
  selectIsBusy,
  type BankDialog,
  type BanksActorRef,
} from '../../machines/banks/banksMachine';
import { useMessage } from '../shared/useMessage';
import { Button } from '../ui/Button';
import { CheckboxField } from '../ui/CheckboxField';
import { Dialog } from '../ui/Dialog';
import { FormError } from '../ui/FormError';
import { TextField } from '../ui/TextField';
import { CopyQuestionsDialog } from './CopyQuestionsDialog';

const FORM_TITLES = {
  createBank: 'banks.createTitle',
  renameBank: 'banks.renameBankTitle',
  addCategory: 'banks.addCategoryTitle',
  renameCategory: 'banks.renameCategoryTitle',
} as const;
const CONFIRM_TITLES = {
  deleteBank: 'banks.deleteBank',
  deleteCategory: 'banks.deleteCategoryTitle',
  removeQuestion: 'banks.removeTitle',
} as const;

type FormKind = keyof typeof FORM_TITLES;
type ConfirmKind = keyof typeof CONFIRM_TITLES;
const isForm = (dialog: BankDialog | null): dialog is Extract<BankDialog, { kind: FormKind }> =>
  dialog !== null && dialog.kind in FORM_TITLES;
const isConfirm = (dialog: BankDialog | null): dialog is Extract<BankDialog, { kind: ConfirmKind }> =>
  dialog !== null && dialog.kind in CONFIRM_TITLES;

/** The refusal of the last change, in the user's words: a category quizzes draw from, else the server's message. */
function useRefusal(actor: BanksActorRef): string | null {
  const { t } = useTranslation();
  const message = useMessage();
  const error = useSelector(actor, selectError);
  if (!error) return null;
  return error.status === 409 ? t('banks.inUse') : message(error.message);
}

export function BankDialogs({ actor }: { readonly actor: BanksActorRef }) {
  const dialog = useSelector(actor, selectDialog);
  const copy = useSelector(actor, selectCopyActor);
  if (dialog?.kind === 'copyQuestions' && copy) return <CopyQuestionsDialog actor={copy} />;
  return (
    <>
      <TitleDialog actor={actor} dialog={isForm(dialog) ? dialog : null} />
      <ConfirmDialog actor={actor} dialog={isConfirm(dialog) ? dialog : null} />
    </>
  );
}

function TitleDialog({
  actor,
  dialog,
}: {
  readonly actor: BanksActorRef;
  readonly dialog: Extract<BankDialog, { kind: FormKind }> | null;
}) {
  const { t } = useTranslation();
  const title = useSelector(actor, selectDraftTitle);
  const institution = useSelector(actor, selectDraftInstitution);
  const busy = useSelector(actor, selectIsBusy);
  const refusal = useRefusal(actor);
  const cancel = () => {
    if (!busy) actor.send({ type: 'dialog.cancel' });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'dialog.submit' });
  };
  const isCategory = dialog?.kind === 'addCategory' || dialog?.kind === 'renameCategory';
  return (
    <Dialog open={dialog !== null} onClose={cancel} title={dialog ? t(FORM_TITLES[dialog.kind]) : ''}>
      <form className="mt-4 flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextField
          name="title"
          label={isCategory ? t('banks.categoryTitle') : t('banks.bankTitle')}
          value={title}
          maxLength={200}
          required
          onChange={(event) => actor.send({ type: 'draft.title', value: event.target.value })}
        />
        {dialog?.kind === 'createBank' && (
          <CheckboxField
            name="institution"
            label={t('banks.shareInstitution')}
            description={t('banks.shareInstitutionText')}
            checked={institution}
            onChange={(event) => actor.send({ type: 'draft.institution', value: event.target.checked })}
          />
        )}
        <FormError message={refusal} />
        <div className="flex justify-end gap-3">
          <Button type="button" variant="secondary" disabled={busy} onClick={cancel}>
            {t('banks.cancel')}
          </Button>
          <Button type="submit" busy={busy} disabled={title.trim() === ''}>
            {t('banks.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function ConfirmDialog({
  actor,
  dialog,
}: {
  readonly actor: BanksActorRef;
  readonly dialog: Extract<BankDialog, { kind: ConfirmKind }> | null;
}) {
  const { t } = useTranslation();
  const detail = useSelector(actor, selectDetail);
  const busy = useSelector(actor, selectIsBusy);
  const refusal = useRefusal(actor);
  const cancel = () => {
    if (!busy) actor.send({ type: 'dialog.cancel' });
  };
  let text = '';
  if (dialog?.kind === 'deleteBank') text = t('banks.deleteBankText', { title: detail?.title ?? '' });
  else if (dialog?.kind === 'deleteCategory') {
    const category = detail?.categories.find((c) => c.id === dialog.categoryId);
    text = t('banks.deleteCategoryText', { title: category?.title ?? '' });
  } else if (dialog?.kind === 'removeQuestion')
    text = t('banks.removeText', { title: dialog.question.title });
  return (
    <Dialog
      open={dialog !== null}
      onClose={cancel}
      role="alertdialog"
      size="sm"
      title={dialog ? t(CONFIRM_TITLES[dialog.kind]) : ''}
      description={text}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={cancel} data-dialog-dismiss="">
            {t('banks.cancel')}
          </Button>
          <Button variant="danger" busy={busy} onClick={() => actor.send({ type: 'dialog.submit' })}>
            {dialog?.kind === 'removeQuestion' ? t('banks.remove') : t('banks.delete')}
          </Button>
        </>
      }
    >
      <div className="mt-3">
        <FormError message={refusal} />
      </div>
    </Dialog>
  );
}

/**
 * The Banks screen's confirmation: delete a bank or a category, remove a question. Confirmed, the delete goes to
 * the bulk outbox (ADR 299), whose notice offers Undo; a delete it could not take shows under the buttons.
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { plainText } from '../../domain/shared/richText';
import { selectDetail, selectIsBusy, type BanksActorRef } from '../../machines/banks/banksMachine';
import type { BankDialog } from '../../machines/banks/bankChanges';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { FormError } from '../ui/FormError';
import { useBankRefusal } from './useBankRefusal';

export const CONFIRM_TITLES = {
  deleteBank: 'banks.deleteBank',
  deleteCategory: 'banks.deleteCategoryTitle',
  removeQuestion: 'banks.removeTitle',
} as const;

export type ConfirmKind = keyof typeof CONFIRM_TITLES;

export function BankConfirmDialog({
  actor,
  dialog,
}: {
  readonly actor: BanksActorRef;
  readonly dialog: Extract<BankDialog, { kind: ConfirmKind }> | null;
}) {
  const { t } = useTranslation();
  const detail = useSelector(actor, selectDetail);
  const busy = useSelector(actor, selectIsBusy);
  const refusal = useBankRefusal(actor);
  const cancel = () => {
    if (!busy) actor.send({ type: 'dialog.cancel' });
  };
  let text = '';
  if (dialog?.kind === 'deleteBank') text = t('banks.deleteBankText', { title: detail?.title ?? '' });
  else if (dialog?.kind === 'deleteCategory') {
    const category = detail?.categories.find((c) => c.id === dialog.categoryId);
    text = t('banks.deleteCategoryText', { title: category?.title ?? '' });
  } else if (dialog?.kind === 'removeQuestion')
    text = t('banks.removeText', { title: plainText(dialog.question.title) });
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

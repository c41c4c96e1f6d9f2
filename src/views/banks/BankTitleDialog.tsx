/** The Banks screen's title dialog: a new bank (optionally the institution's), rename, new category, rename category. */
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  selectDraftInstitution,
  selectDraftTitle,
  selectIsBusy,
  type BanksActorRef,
} from '../../machines/banks/banksMachine';
import type { BankDialog } from '../../machines/banks/bankChanges';
import { Button } from '../ui/Button';
import { CheckboxField } from '../ui/CheckboxField';
import { Dialog } from '../ui/Dialog';
import { FormError } from '../ui/FormError';
import { TextField } from '../ui/TextField';
import { useBankRefusal } from './useBankRefusal';

export const FORM_TITLES = {
  createBank: 'banks.createTitle',
  renameBank: 'banks.renameBankTitle',
  addCategory: 'banks.addCategoryTitle',
  renameCategory: 'banks.renameCategoryTitle',
} as const;
export type FormKind = keyof typeof FORM_TITLES;

export function BankTitleDialog({
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
  const refusal = useBankRefusal(actor);
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

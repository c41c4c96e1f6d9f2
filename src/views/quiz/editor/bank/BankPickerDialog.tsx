/**
 * Add from bank and Add random slot (ADR 232, ADR 258): choose one of the banks you may use and a category, then
 * tick questions to copy into the activity, or say how many questions each student gets drawn from the category
 * (a whole number up to the category's size). What was picked goes to the caller; Cancel sends nothing.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RandomSlot } from '../../../../domain/quiz/banks/randomSlot';
import { SLOT_COUNT_MAX } from '../../../../domain/quiz/banks/randomSlot';
import {
  bankPickerMachine,
  selectCategorySize,
  selectPickerBank,
  selectPickerBanks,
  selectPickerBusy,
  selectPickerCategoryId,
  selectPickerChosen,
  selectPickerCount,
  selectPickerCountInvalid,
  selectPickerError,
  type BankPicked,
  type BankPickerMode,
} from '../../../../machines/banks/bankPickerMachine';
import { createBankPickerServices } from '../../../../machines/banks/bankServices';
import { useActorOptions, useHttp } from '../../../AppContext';
import { useMessage } from '../../../shared/useMessage';
import { Button } from '../../../ui/Button';
import { CheckboxField } from '../../../ui/CheckboxField';
import { Dialog } from '../../../ui/Dialog';
import { FormError } from '../../../ui/FormError';
import { SelectField } from '../../../ui/SelectField';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';

export function BankPickerDialog({
  mode,
  slot,
  newSlotId,
  onPicked,
  onClose,
}: {
  readonly mode: BankPickerMode;
  /** The slot to edit (slot mode). */
  readonly slot?: RandomSlot;
  readonly newSlotId?: string;
  readonly onPicked: (picked: BankPicked) => void;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const http = useHttp();
  const message = useMessage();
  const machine = useMemo(
    () =>
      bankPickerMachine.provide({
        ...createBankPickerServices(http),
        actions: { picked: (_, picked) => onPicked(picked), closed: onClose },
      }),
    [http, onPicked, onClose],
  );
  const actor = useActorRef(machine, {
    input: { mode, ...(slot ? { slot } : {}), ...(newSlotId ? { newSlotId } : {}) },
    ...useActorOptions(),
  });
  const banks = useSelector(actor, selectPickerBanks);
  const bank = useSelector(actor, selectPickerBank);
  const categoryId = useSelector(actor, selectPickerCategoryId);
  const chosen = useSelector(actor, selectPickerChosen);
  const count = useSelector(actor, selectPickerCount);
  const countInvalid = useSelector(actor, selectPickerCountInvalid);
  const size = useSelector(actor, selectCategorySize);
  const error = useSelector(actor, selectPickerError);
  const busy = useSelector(actor, selectPickerBusy);
  const category = bank?.categories.find((c) => c.id === categoryId);
  const questions = bank?.questions.filter((q) => q.categoryId === categoryId) ?? [];
  const cancel = () => actor.send({ type: 'picker.cancel' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'picker.submit' });
  };
  const title =
    mode === 'questions'
      ? t('banks.addFromBankTitle')
      : slot
        ? t('banks.editSlotTitle')
        : t('banks.slotDialogTitle');
  const submitLabel = mode === 'questions' ? t('banks.add') : slot ? t('banks.slotSave') : t('banks.slotAdd');

  return (
    <Dialog open onClose={cancel} size="lg" title={title}>
      <form className="mt-4 flex flex-col gap-4" onSubmit={submit} noValidate>
        {busy && bank === null && <Spinner label={t('banks.loading')} className="size-6 text-sky-700" />}
        {!busy && banks.length === 0 && !error && (
          <p className="text-sm text-slate-700">{t('banks.noBanks')}</p>
        )}
        {banks.length > 0 && (
          <SelectField
            name="bank"
            label={t('banks.bank')}
            placeholder={t('banks.chooseBank')}
            value={bank ? String(bank.id) : ''}
            options={banks.map((b) => ({ value: String(b.id), label: b.title }))}
            onChange={(event) =>
              actor.send({
                type: 'picker.bank',
                bankId: event.target.value ? Number(event.target.value) : null,
              })
            }
          />
        )}
        {bank && bank.categories.length > 0 && (
          <SelectField
            name="category"
            label={t('banks.category')}
            value={categoryId === null ? '' : String(categoryId)}
            options={bank.categories.map((c) => ({
              value: String(c.id),
              label: `${c.title} (${c.questionCount})`,
            }))}
            onChange={(event) =>
              actor.send({
                type: 'picker.category',
                categoryId: event.target.value ? Number(event.target.value) : null,
              })
            }
          />
        )}
        {bank && !busy && bank.categories.length === 0 && (
          <p className="text-sm text-slate-700">{t('banks.noCategories')}</p>
        )}
        {mode === 'questions' && category && !busy && (
          <fieldset className="flex max-h-72 flex-col gap-2 overflow-y-auto">
            <legend className="mb-2 font-medium text-slate-900">{t('banks.chooseQuestions')}</legend>
            {questions.length === 0 && <p className="text-sm text-slate-700">{t('banks.noQuestions')}</p>}
            {questions.map((question) => (
              <CheckboxField
                key={question.id}
                name={`bank-question-${question.id}`}
                label={question.title}
                checked={chosen.includes(question.id)}
                onChange={() => actor.send({ type: 'picker.toggle', questionId: question.id })}
              />
            ))}
          </fieldset>
        )}
        {mode === 'slot' && category && (
          <TextField
            name="count"
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.min(size, SLOT_COUNT_MAX)}
            label={t('banks.slotCount')}
            description={t('banks.slotCountHint', { number: size })}
            error={countInvalid ? t('banks.slotCountInvalid', { max: Math.min(size, SLOT_COUNT_MAX) }) : null}
            value={count}
            onChange={(event) => actor.send({ type: 'picker.count', value: event.target.value })}
          />
        )}
        <FormError message={error ? message(error.message) : null} />
        <div className="flex justify-end gap-3">
          <Button type="button" variant="secondary" onClick={cancel}>
            {t('banks.cancel')}
          </Button>
          <Button
            type="submit"
            disabled={busy || category === undefined || (mode === 'questions' && chosen.length === 0)}
          >
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

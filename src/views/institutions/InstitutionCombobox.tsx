/**
 * The searchable institution picker (ADR 271): a combobox whose list is the institutions whose title contains what
 * is typed, searched on the server, so a form can pick any of thousands. The form keeps the chosen institution;
 * typing only searches. Keyboard: type, Down/Up through the matches, Enter picks, Escape closes.
 *
 * @publicModule the LTI platform and identity provider forms pick an institution with it.
 */
import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  selectInstitutionResults,
  selectInstitutionSearchFailed,
  selectInstitutionSearching,
  type InstitutionChoice,
  type institutionSearchMachine,
} from '../../machines/institutions/institutionSearchMachine';
import { useActorOptions } from '../AppContext';
import { labelClass, useField } from '../ui/Field';
import { cx } from '../ui/cx';

export interface InstitutionComboboxProps {
  readonly label: string;
  /** The search machine with its effects provided (`createInstitutionSearchServices(http)`). */
  readonly logic: typeof institutionSearchMachine;
  /** The chosen institution, or null. */
  readonly value: InstitutionChoice | null;
  readonly onChange: (institution: InstitutionChoice | null) => void;
  readonly placeholder?: string;
  readonly error?: string | null;
  readonly description?: string;
  readonly required?: boolean;
  readonly name?: string;
}

export function InstitutionCombobox({
  label,
  logic,
  value,
  onChange,
  placeholder,
  error,
  description,
  required,
  name,
}: InstitutionComboboxProps) {
  const { t } = useTranslation();
  const actor = useActorRef(logic, useActorOptions());
  const results = useSelector(actor, selectInstitutionResults);
  const searching = useSelector(actor, selectInstitutionSearching);
  const failed = useSelector(actor, selectInstitutionSearchFailed);
  const [keyword, setKeyword] = useState('');
  const { control, messages } = useField({ error, description });
  const search = (text: string) => {
    setKeyword(text);
    actor.send({ type: 'institutions.type', keyword: text });
  };
  // The chosen institution stays in the list while another search runs, so the field never shows a blank.
  const options =
    value && !results.some((r) => r.id === value.id) && !keyword ? [value, ...results] : results;

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={control.id} className={labelClass(false)}>
        {label}
      </label>
      <Combobox
        value={value}
        by="id"
        onChange={(chosen: InstitutionChoice | null) => {
          onChange(chosen);
          setKeyword('');
        }}
        onClose={() => setKeyword('')}
        name={name}
      >
        <div className="relative">
          <ComboboxInput
            {...control}
            required={required}
            autoComplete="off"
            placeholder={placeholder}
            displayValue={(institution: InstitutionChoice | null) => institution?.title ?? ''}
            onChange={(event) => search(event.target.value)}
            className={cx(
              'w-full rounded-md border bg-white py-2 ps-3 pe-10 text-base text-slate-900 shadow-sm focus-visible:border-sky-600',
              error ? 'border-red-700' : 'border-slate-400',
            )}
          />
          <ComboboxButton
            aria-label={t('institutions.pickerShowAll')}
            className="absolute inset-y-0 end-0 flex min-w-10 items-center justify-center rounded-e-md text-slate-700 hover:bg-slate-100"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
              <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.6" fill="none" />
            </svg>
          </ComboboxButton>
          <ComboboxOptions
            // Under the field, inside the form's landmark (no portal), and not modal: the rest of the form stays
            // readable and reachable while the list is open.
            modal={false}
            className="absolute z-50 mt-1 max-h-72 w-full overflow-y-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg empty:invisible"
          >
            {options.map((institution) => (
              <ComboboxOption
                key={institution.id}
                value={institution}
                className="cursor-pointer px-3 py-2 text-sm text-slate-900 data-[focus]:bg-sky-100 data-[selected]:font-semibold"
              >
                <bdi>{institution.title}</bdi>
              </ComboboxOption>
            ))}
            {options.length === 0 && (
              <div role="status" className="px-3 py-2 text-sm text-slate-700">
                {searching
                  ? t('institutions.pickerSearching')
                  : failed
                    ? t('institutions.pickerFailed')
                    : t('institutions.pickerNoMatch', { keyword })}
              </div>
            )}
          </ComboboxOptions>
        </div>
      </Combobox>
      {failed && (
        <p role="alert" className="flex items-center gap-2 text-sm text-red-700">
          {t('institutions.pickerFailed')}
          <button
            type="button"
            className="rounded px-2 py-1 font-medium text-sky-800 underline"
            onClick={() => actor.send({ type: 'institutions.retry' })}
          >
            {t('institutions.pickerRetry')}
          </button>
        </p>
      )}
      {messages}
    </div>
  );
}

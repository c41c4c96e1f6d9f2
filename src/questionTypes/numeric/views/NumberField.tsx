/**
 * A number of the numeric question's editor, typed as the console's language writes it (ADR 198: a decimal comma
 * where the language writes one, as the student page reads it). What is typed stays as typed while it is being
 * written; each text that reads as a number in bounds is sent, and a text that does not says why beside the field
 * and sends nothing. Leaving the field, or an undo, shows the stored number again. A save check's message about the
 * stored number (`error`) stands beside it too, after the field's own.
 * @publicModule calculated uses it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NUMERIC_LIMITS } from '../domain/numeric';
import { localNumber, readNumber } from '../domain/numericParse';
import { TextField } from '../../../views/ui/TextField';

const MAX = NUMERIC_LIMITS.magnitude;

export function NumberField({
  name,
  label,
  value,
  onValue,
  min = -MAX,
  positive = false,
  description,
  className,
  dataField,
  error: savedError,
}: {
  name: string;
  label: string;
  /** The stored number. */
  value: number;
  onValue: (value: number) => void;
  /** The smallest number taken (numbers are at most NUMERIC_LIMITS.magnitude either way). */
  min?: number;
  /** Only numbers above 0 are taken (a unit's multiplier). */
  positive?: boolean;
  description?: string | undefined;
  className?: string;
  dataField?: string | undefined;
  /** The save check's message about this number, if any. */
  error?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // The text typed, and the stored number it was typed over: an undo that changes the number drops it.
  const [draft, setDraft] = useState<{ text: string; value: number } | null>(null);
  const typing = draft !== null && draft.value === value;
  const problem = (text: string) => {
    const read = readNumber(text, language);
    if (!read) return t('numeric.notANumber', { example: localNumber('2.5', language) });
    if (positive && read.value <= 0) return t('numeric.notPositive');
    if (read.value < min || read.value > MAX)
      return t('numeric.outOfRange', {
        min: localNumber(String(min), language),
        max: localNumber(String(MAX), language),
      });
    return null;
  };
  const error = (typing ? problem(draft.text) : null) ?? savedError ?? null;
  return (
    <TextField
      name={name}
      label={label}
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      dir="ltr"
      className={className}
      value={typing ? draft.text : localNumber(String(value), language)}
      description={description}
      error={error}
      data-field={dataField}
      onChange={(event) => {
        const text = event.target.value;
        const read = problem(text) === null ? readNumber(text, language) : undefined;
        setDraft({ text, value: read ? read.value : value });
        if (read && read.value !== value) onValue(read.value);
      }}
      onBlur={() => setDraft(null)}
    />
  );
}

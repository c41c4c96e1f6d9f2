/**
 * A moment typed as m:ss (or h:mm:ss, or seconds): what is typed stays as typed until the field is left or Enter is
 * pressed, then it is the moment (parseMoment) or, emptied, none where none is allowed. A time it cannot read is
 * said beside the field and changes nothing.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoment, parseMoment } from '../../../domain/quiz/videoMoments/videoMoments';
import { TextField } from '../../ui/TextField';

export function MomentTimeField({
  name,
  label,
  value,
  error,
  fieldKey,
  optional = false,
  description,
  onCommit,
}: {
  name: string;
  label: string;
  /** Seconds; undefined: none. */
  value: number | undefined;
  /** The field's message after a failed save, while it still applies. */
  error?: string | undefined;
  /** Where a failed save finds the field to focus (data-field). */
  fieldKey?: string;
  /** An emptied field means "none" (committed as null); otherwise it goes back to the moment. */
  optional?: boolean;
  description?: string;
  onCommit: (seconds: number | null) => void;
}) {
  const { t } = useTranslation();
  // What is being typed; null while the field shows the moment as it stands (undo and redo show through).
  const [typed, setTyped] = useState<string | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const commit = () => {
    if (typed === null) return;
    if (typed.trim() === '') {
      setTyped(null);
      setUnreadable(false);
      if (optional && value !== undefined) onCommit(null);
      return;
    }
    const seconds = parseMoment(typed);
    if (seconds === null) return setUnreadable(true);
    setTyped(null);
    setUnreadable(false);
    if (seconds !== value) onCommit(seconds);
  };
  return (
    <TextField
      name={name}
      label={label}
      inputMode="decimal"
      autoComplete="off"
      className="max-w-xs"
      description={description}
      error={unreadable ? t('videoMoments.timeUnreadable') : error}
      data-field={fieldKey}
      value={typed ?? (value === undefined ? '' : formatMoment(value))}
      onChange={(event) => setTyped(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
    />
  );
}

/**
 * The frame every form field shares: the label, an optional description and the error, tied to the control by
 * id, aria-describedby and aria-invalid (the control gets `FieldControlProps` from `useField`).
 */
import { useId, type ReactNode } from 'react';
import { useMessageText } from './messageText';
import { cx } from './cx';

export interface FieldTexts {
  readonly label: string;
  /** The message shown under the field; the field is marked invalid while it is set. */
  readonly error?: string | null;
  readonly description?: ReactNode;
  /**
   * The label is read by assistive technology but not shown, where the field's place already says what it is (a
   * switch in a table row named by its row header, a select in a toolbar).
   */
  readonly hideLabel?: boolean;
  /** The error is announced when it appears (role="alert"), where it follows an action rather than typing. */
  readonly alertError?: boolean;
}

export interface FieldControlProps {
  readonly id: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
}

/**
 * The ids and aria attributes that tie a control to its label, description and error, and the description and
 * error to show under it.
 */
export function useField({ error, description, alertError }: Omit<FieldTexts, 'label' | 'hideLabel'>) {
  const id = useId();
  // A rule's message in SPEC's words is shown in the reader's language.
  const shown = useMessageText();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');
  const control: FieldControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  const messages = (
    <>
      {description && (
        <p id={descriptionId} className="text-sm text-slate-600">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} role={alertError ? 'alert' : undefined} className="text-sm text-red-700">
          {shown(error)}
        </p>
      )}
    </>
  );
  return { control, messages };
}

/**
 * A field whose label stands above its control (text, text area, select), its description and error below. The
 * field's own props go in whole: its texts frame the control, its class name the frame, and the rest reach the
 * control with the ids and aria attributes that tie it to the label and the messages.
 */
export function StackedField<P extends FieldTexts & { readonly className?: string }>({
  field,
  control,
}: {
  readonly field: P;
  readonly control: (
    props: FieldControlProps & { readonly className: string } & Omit<P, keyof FieldTexts | 'className'>,
  ) => ReactNode;
}) {
  const { label, hideLabel, error, alertError, description, className, ...rest } = field;
  const { control: ids, messages } = useField({ error, description, alertError });
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={ids.id} className={labelClass(hideLabel)}>
        {label}
      </label>
      {control({ ...ids, className: controlClass(error), ...rest })}
      {messages}
    </div>
  );
}

export const labelClass = (hidden: boolean | undefined) =>
  hidden ? 'sr-only' : 'text-sm font-medium text-slate-800';

const controlClass = (error: string | null | undefined) =>
  cx(
    'rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus-visible:border-sky-600',
    error ? 'border-red-700' : 'border-slate-400',
  );

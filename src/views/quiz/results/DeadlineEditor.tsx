/**
 * The editable Deadline of the results screen: shows the deadline (a date, a dash, or 'Expired'), and, unless the
 * owner's trial has ended, a picker bounded by today (or the start date) and the subscription end.
 */
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeadlineDisplay } from '../../../domain/quiz';
import {
  selectDeadlineDisplay,
  selectDeadlineError,
  selectDeadlinePicker,
  selectDraft,
  selectIsEditing,
  selectIsSaving,
  type DeadlineActorRef,
} from '../../../machines/deadlineMachine';
import { Button } from '../../ui/Button';
import { fromLocalInput, toLocalInput } from '../../ui/dateInput';
import { TrialNotice } from '../TrialNotice';
import { formatDateTime } from './format';

/** The deadline as its machine shows it at its current time: a date, a dash, or 'Expired'. */
export function DeadlineText({ shown }: { shown: DeadlineDisplay }) {
  const { t } = useTranslation();
  if (shown.kind === 'none') return <span>{t('delivery.deadlineNone')}</span>;
  if (shown.kind === 'expired')
    return <span className="font-semibold text-red-700">{t('delivery.deadlineExpired')}</span>;
  return <span>{formatDateTime(shown.date.toISOString())}</span>;
}

export function DeadlineEditor({ actor }: { actor: DeadlineActorRef }) {
  const { t } = useTranslation();
  const id = useId();
  const editing = useSelector(actor, selectIsEditing);
  const saving = useSelector(actor, selectIsSaving);
  const draft = useSelector(actor, selectDraft);
  const error = useSelector(actor, selectDeadlineError);
  const shown = useSelector(actor, selectDeadlineDisplay);
  const { editable, min, max } = useSelector(actor, selectDeadlinePicker);

  if (!editing) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <DeadlineText shown={shown} />
        <Button
          variant="secondary"
          className="px-2 py-1"
          disabled={!editable}
          aria-describedby={editable ? undefined : `${id}-expired`}
          onClick={() => actor.send({ type: 'deadline.edit' })}
        >
          {t('delivery.editDeadline')}
        </Button>
        {!editable && (
          <TrialNotice id={`${id}-expired`} endedAt={max} screen="results" owner className="w-full" />
        )}
      </div>
    );
  }

  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'deadline.save' });
      }}
    >
      <label htmlFor={`${id}-input`} className="text-sm font-medium text-slate-800">
        {t('delivery.deadlineLabel')}
      </label>
      <input
        id={`${id}-input`}
        type="datetime-local"
        value={toLocalInput(draft)}
        min={toLocalInput(min)}
        max={toLocalInput(max) || undefined}
        title={t('delivery.deadlineBeyond')}
        aria-describedby={`${id}-hint ${id}-tip${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        className="rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
        onChange={(event) =>
          actor.send({ type: 'deadline.change', value: fromLocalInput(event.target.value) })
        }
      />
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t('delivery.deadlineHint')}
      </p>
      <p id={`${id}-tip`} role="note" className="text-sm text-slate-600">
        {t('delivery.deadlineBeyond')}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" busy={saving}>
          {t('delivery.saveDeadline')}
        </Button>
        <Button
          variant="secondary"
          disabled={saving}
          onClick={() => actor.send({ type: 'deadline.change', value: null })}
        >
          {t('delivery.clearDeadline')}
        </Button>
        <Button variant="ghost" disabled={saving} onClick={() => actor.send({ type: 'deadline.cancel' })}>
          {t('delivery.cancel')}
        </Button>
      </div>
    </form>
  );
}

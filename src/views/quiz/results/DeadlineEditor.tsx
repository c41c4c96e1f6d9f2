/**
 * The editable Deadline of the results screen: shows the deadline (a date, a dash, or 'Expired'), and, unless the
 * owner's trial has ended, a picker bounded by today (or the start date) and the subscription end.
 */
import { useSelector } from '@xstate/react';
import { format } from 'date-fns';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { canEditDeadline, deadlinePickerMax, deadlinePickerMin } from '../../../domain/deadline';
import { deadlineDisplay } from '../../../domain/quiz';
import {
  selectDeadlineError,
  selectDraft,
  selectIsEditing,
  selectIsSaving,
  type DeadlineActorRef,
} from '../../../machines/deadlineMachine';
import { Button } from '../../ui/Button';
import { formatDateTime } from './format';

const LOCAL_INPUT = "yyyy-MM-dd'T'HH:mm";
const toInput = (iso: string | null) => (iso ? format(new Date(iso), LOCAL_INPUT) : '');
const parseDate = (iso: string | null) => (iso ? new Date(iso) : null);

export function DeadlineText({ endDate }: { endDate: string | null }) {
  const { t } = useTranslation();
  const shown = deadlineDisplay(endDate, new Date());
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
  const { endDate, startDate, subscriptionEndsAt } = useSelector(actor, (s) => s.context);
  const now = new Date();
  const nowIso = () => new Date().toISOString();
  const editable = canEditDeadline(parseDate(subscriptionEndsAt), now);
  const max = deadlinePickerMax(parseDate(subscriptionEndsAt));

  if (!editing) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <DeadlineText endDate={endDate} />
        <Button
          variant="secondary"
          className="px-2 py-1"
          disabled={!editable}
          aria-describedby={editable ? undefined : `${id}-expired`}
          onClick={() => actor.send({ type: 'deadline.edit', now: nowIso() })}
        >
          {t('delivery.editDeadline')}
        </Button>
        {!editable && (
          <p id={`${id}-expired`} className="w-full text-sm text-red-700">
            {t('delivery.deadlineTrialExpired')}
          </p>
        )}
      </div>
    );
  }

  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'deadline.save', now: nowIso() });
      }}
    >
      <label htmlFor={`${id}-input`} className="text-sm font-medium text-slate-800">
        {t('delivery.deadlineLabel')}
      </label>
      <input
        id={`${id}-input`}
        type="datetime-local"
        value={toInput(draft)}
        min={format(deadlinePickerMin(parseDate(startDate), now), LOCAL_INPUT)}
        max={max ? format(max, LOCAL_INPUT) : undefined}
        title={t('delivery.deadlineBeyond')}
        aria-describedby={`${id}-hint ${id}-tip${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        className="rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
        onChange={(event) =>
          actor.send({
            type: 'deadline.change',
            value: event.target.value ? new Date(event.target.value).toISOString() : null,
            now: nowIso(),
          })
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
          onClick={() => actor.send({ type: 'deadline.change', value: null, now: nowIso() })}
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

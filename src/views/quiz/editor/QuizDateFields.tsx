/** Start Date and End Date with the limits and errors of the machine's date rules (SPEC section 5). */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { QuizDetails } from '../../../domain/quiz/editor/quizEditorState';
import type { DetailsPatch } from '../../../domain/quiz/editor/quizEvents';
import { sameSchedule } from '../../../domain/quiz/quizSchedule';
import type { QuizEditorActorRef } from '../../../machines/quiz/editor/quizEditorMachine';
import {
  selectClassDates,
  selectCopyDatesCleared,
  selectSchedule,
} from '../../../machines/quiz/editor/quizEditorSelectors';
import { DateTimeField } from '../../ui/DateTimeField';
import { Tooltip } from '../../ui/Tooltip';
import { TrialLocked, TrialNotice } from '../TrialNotice';

export function QuizDateFields({ editor, details }: { editor: QuizEditorActorRef; details: QuizDetails }) {
  const { t, i18n } = useTranslation();
  const schedule = useSelector(editor, selectSchedule, sameSchedule)!;
  const copyDatesCleared = useSelector(editor, selectCopyDatesCleared);
  const classDates = useSelector(editor, selectClassDates);
  const set = (patch: DetailsPatch) => editor.send({ type: 'details.set', details: patch });
  const endField = (
    <DateTimeField
      label={t('editor.endDate')}
      name="endDate"
      value={details.endDate}
      min={schedule.endMin}
      max={schedule.endMax}
      disabled={schedule.locked}
      error={schedule.endError}
      onChange={(endDate) => set({ endDate })}
    />
  );
  const startField = (
    <DateTimeField
      label={t('editor.startDate')}
      name="startDate"
      value={details.startDate}
      min={schedule.startMin}
      disabled={schedule.locked}
      error={schedule.startError}
      onChange={(startDate) => set({ startDate })}
    />
  );
  if (schedule.locked && schedule.endMax) {
    const reason = t('editor.scheduleTrialExpired');
    return (
      <div className="grid gap-3 @lg:grid-cols-2">
        <TrialLocked message={reason}>{startField}</TrialLocked>
        <TrialLocked message={reason}>{endField}</TrialLocked>
        <TrialNotice endedAt={schedule.endMax} screen="editor" className="@lg:col-span-2" />
      </div>
    );
  }
  return (
    <div className="grid gap-3 @lg:grid-cols-2">
      {startField}
      {schedule.endMax ? (
        <Tooltip content={t('editor.deadlineBeyondSubscription')} className="block">
          {endField}
        </Tooltip>
      ) : (
        endField
      )}
      {classDates.length > 0 && (
        // Which dates apply to whom (ADR 359): these fields set everyone else's.
        <p className="text-sm text-slate-700 @lg:col-span-2">
          {t('delivery.ownDatesElsewhere', {
            classes: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
              classDates.map((row) => row.title),
            ),
          })}
        </p>
      )}
      {copyDatesCleared && (
        <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950 @lg:col-span-2">
          {t('editor.copyDatesCleared')}
        </p>
      )}
    </div>
  );
}

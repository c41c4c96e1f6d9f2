/**
 * Needs grading, open (ADR 209): the answer waiting for points with its question and student, the points field and
 * the comment box beside it (ADR 352), Save and next (both in one save; Enter in the points field) and Next; after
 * the last, "Everything is graded". Focus follows the answer being graded.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  selectCurrentEntry,
  selectEntryComment,
  selectEntryDraft,
  selectEntryError,
  selectIsDone,
  selectIsSaving,
  selectNeedsGradingNotice,
  selectPosition,
  type NeedsGradingActorRef,
} from '../../../machines/quiz/results/needsGradingMachine';
import { GRADING_LIMITS } from '../../../domain/quiz/results/grading';
import { Button } from '../../ui/Button';
import { RichTextView } from '../../ui/RichTextView';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { gradingMessage } from './GradingControls';
import { AnswerFileLinks } from './AnswerFileLinks';

export function NeedsGradingPanel({ actor }: { actor: NeedsGradingActorRef }) {
  const { t } = useTranslation();
  const entry = useSelector(actor, selectCurrentEntry);
  const done = useSelector(actor, selectIsDone);
  const draft = useSelector(actor, selectEntryDraft);
  const comment = useSelector(actor, selectEntryComment);
  const error = useSelector(actor, selectEntryError);
  const saving = useSelector(actor, selectIsSaving);
  const notice = useSelector(actor, selectNeedsGradingNotice);
  const { index, count } = useSelector(actor, selectPosition);
  const field = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyboard users land on the next answer's points field, or on the closing message.
  useEffect(() => {
    if (done) heading.current?.focus();
    else field.current?.focus();
  }, [done, entry?.assignmentId, entry?.itemId]);
  return (
    <div className="flex flex-col gap-3 rounded-md border border-slate-200 bg-white p-4">
      {notice && (
        <p role="alert" className="text-sm font-medium text-amber-800">
          {t('grading.changed')}
        </p>
      )}
      {done || !entry ? (
        <div className="flex flex-col gap-1">
          <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold text-green-800">
            {t('grading.allGraded')}
          </h3>
          <p className="text-slate-700">{t('grading.allGradedText')}</p>
        </div>
      ) : (
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'entry.save' });
          }}
        >
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('grading.position', { index: index + 1, count })}
          </p>
          <div role="heading" aria-level={3} className="flex flex-wrap items-baseline gap-1 font-semibold">
            <span>{`${t('delivery.questionNumber', { number: entry.number })}: `}</span>
            <RichTextView html={entry.title} className="[&_img]:max-h-48 [&_p]:inline" />
          </div>
          <figure className="flex flex-col gap-1">
            <figcaption className="text-sm text-slate-600">
              {t('grading.studentAnswer', { email: entry.email })}
            </figcaption>
            {entry.files && entry.files.length > 0 ? (
              <AnswerFileLinks assignmentId={entry.assignmentId} files={entry.files} />
            ) : (
              <blockquote className="rounded-md bg-slate-50 p-3 whitespace-pre-wrap text-slate-900">
                {entry.answer || t('delivery.noAnswer')}
              </blockquote>
            )}
          </figure>
          <div className="grid gap-3 sm:grid-cols-[14rem_1fr]">
            <TextField
              ref={field}
              name="points"
              label={t('grading.pointsFor', { number: entry.number })}
              description={t('grading.pointsHint', { max: entry.maxPoints })}
              inputMode="decimal"
              value={draft}
              error={gradingMessage(t, error, entry.maxPoints)}
              onChange={(event) => actor.send({ type: 'entry.change', value: event.target.value })}
            />
            <TextAreaField
              name="comment"
              label={t('grading.commentFor', { number: entry.number })}
              rows={2}
              maxLength={GRADING_LIMITS.questionComment}
              value={comment}
              onChange={(event) => actor.send({ type: 'entry.comment', value: event.target.value })}
            />
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <Button type="submit" busy={saving}>
              {t('grading.saveAndNext')}
            </Button>
            <Button variant="secondary" disabled={saving} onClick={() => actor.send({ type: 'entry.next' })}>
              {t('grading.next')}
            </Button>
          </div>
        </form>
      )}
      <div>
        <Button variant="ghost" onClick={() => actor.send({ type: 'needsGrading.close' })}>
          {t('grading.closeNeedsGrading')}
        </Button>
      </div>
    </div>
  );
}

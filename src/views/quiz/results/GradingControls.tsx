/**
 * Grading on a student's detail (ADR 209, ADR 352): the total and the previous / next student, and each question's
 * points field and comment box with its change history, all fields of the one grading form (GradingForm.tsx).
 * Renders the grading form's machine and sends it edits; nothing here decides.
 */
import { useSelector } from '@xstate/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { quizPaths, type ResultsContext } from '../../../domain/quiz/quizArea';
import {
  GRADING_LIMITS,
  GRADING_MESSAGES,
  type GradeChangeEntry,
  type GradingQuestion,
} from '../../../domain/quiz/results/grading';
import {
  gradingForm,
  selectGrading,
  type GradingFormActorRef,
} from '../../../machines/quiz/results/gradingFormMachine';
import { useFormat } from '../../shared/useFormat';
import { Button } from '../../ui/Button';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';

/** The console's words for the grading messages of the domain. */
export function gradingMessage(t: TFunction, message: string | null, max?: number): string | null {
  if (message === null) return null;
  if (max !== undefined && message === GRADING_MESSAGES.outOfRange(max))
    return t('grading.outOfRange', { max });
  if (message === GRADING_MESSAGES.hundredths) return t('grading.hundredths');
  return message;
}

const linkClass =
  'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50';

/** The total and the previous / next student of the results table. */
export function GradingHeader({ actor, context }: { actor: GradingFormActorRef; context: ResultsContext }) {
  const { t } = useTranslation();
  const grading = useSelector(actor, selectGrading);
  const loadFailed = useSelector(actor, gradingForm.selectLoadFailed);
  if (loadFailed)
    return (
      <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-700">
        {t('grading.loadError')}
        <Button variant="secondary" onClick={() => actor.send({ type: 'form.retry' })}>
          {t('grading.retry')}
        </Button>
      </p>
    );
  if (!grading) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="font-semibold text-slate-900" aria-live="polite">
        {grading.submitted && grading.score !== null && grading.maxScore !== null && !grading.needsGrading
          ? t('grading.total', { score: grading.score, max: grading.maxScore })
          : null}
      </p>
      <nav aria-label={t('grading.studentNavigation')} className="flex gap-2">
        {grading.previousId !== null && (
          <Link href={quizPaths.userResult(grading.previousId, context)} className={linkClass}>
            {t('grading.previousStudent')}
          </Link>
        )}
        {grading.nextId !== null && (
          <Link href={quizPaths.userResult(grading.nextId, context)} className={linkClass}>
            {t('grading.nextStudent')}
          </Link>
        )}
      </nav>
    </div>
  );
}

export function History({ entries }: { entries: readonly GradeChangeEntry[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (entries.length === 0) return null;
  const who = (entry: GradeChangeEntry) => entry.changedBy ?? t('grading.someone');
  return (
    <details className="text-sm text-slate-700">
      <summary className="cursor-pointer font-medium">{t('grading.history')}</summary>
      <ul className="mt-1 list-disc ps-5">
        {entries.map((entry, index) => (
          <li key={index}>
            {entry.toPoints !== null || entry.fromPoints !== null
              ? t('grading.historyPoints', {
                  who: who(entry),
                  when: format.dayTime(entry.changedAt),
                  from: entry.fromPoints ?? t('grading.none'),
                  to: entry.toPoints ?? t('grading.none'),
                })
              : t('grading.historyComment', {
                  who: who(entry),
                  when: format.dayTime(entry.changedAt),
                  from: entry.fromComment ?? '',
                  to: entry.toComment ?? '',
                })}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** A question's points field and comment box, side by side where there is room, and its history. */
export function QuestionGrading({
  actor,
  question,
}: {
  actor: GradingFormActorRef;
  question: GradingQuestion;
}) {
  const { t } = useTranslation();
  const values = useSelector(actor, gradingForm.selectValues);
  const errors = useSelector(actor, gradingForm.selectErrors);
  const index = values.questions.findIndex((q) => q.itemId === question.itemId);
  const typed = values.questions[index];
  if (!typed) return null;
  const itemId = question.itemId;
  const pointsError = errors[`questions.${index}.points`]?.[0] ?? null;
  return (
    <div className="mt-3 flex flex-col gap-3 border-t border-slate-200 pt-3">
      <div className="grid gap-3 sm:grid-cols-[14rem_1fr]">
        <TextField
          name={`points-${itemId}`}
          label={t('grading.pointsFor', { number: question.number })}
          description={t('grading.pointsHint', { max: question.maxPoints })}
          inputMode="decimal"
          value={typed.points}
          placeholder={question.points === null ? t('grading.waiting') : undefined}
          error={gradingMessage(t, pointsError, question.maxPoints)}
          onChange={(event) =>
            actor.send({ type: 'form.edit', edit: { kind: 'points', itemId, value: event.target.value } })
          }
        />
        <TextAreaField
          name={`comment-${itemId}`}
          label={t('grading.commentFor', { number: question.number })}
          rows={2}
          maxLength={GRADING_LIMITS.questionComment}
          value={typed.comment}
          onChange={(event) =>
            actor.send({ type: 'form.edit', edit: { kind: 'comment', itemId, value: event.target.value } })
          }
        />
      </div>
      <History entries={question.history} />
    </div>
  );
}

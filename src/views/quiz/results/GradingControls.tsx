/**
 * Grading on a student's detail (ADR 209): a question's points field and comment box with its change history in a
 * disclosure, the attempt's comment, the total, and the previous / next student. Renders the grading machine and
 * sends it events; nothing here decides.
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
  commentKey,
  pointsKey,
  selectDraft,
  selectFieldError,
  selectGrading,
  selectGradingLoadError,
  selectGradingNotice,
  selectSavingKey,
  type DraftKey,
  type GradingActorRef,
} from '../../../machines/quiz/results/gradingMachine';
import { useFormat } from '../../shared/useFormat';
import { Button } from '../../ui/Button';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';

/** The console's words for the grading messages of the domain and the server. */
export function gradingMessage(t: TFunction, message: string | null, max?: number): string | null {
  if (message === null) return null;
  if (max !== undefined && message === GRADING_MESSAGES.outOfRange(max))
    return t('grading.outOfRange', { max });
  if (message === GRADING_MESSAGES.hundredths) return t('grading.hundredths');
  if (message === GRADING_MESSAGES.changed) return t('grading.changed');
  return message;
}

const linkClass =
  'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50';

/** The total and the previous / next student of the results table. */
export function GradingHeader({ actor, context }: { actor: GradingActorRef; context: ResultsContext }) {
  const { t } = useTranslation();
  const grading = useSelector(actor, selectGrading);
  const loadError = useSelector(actor, selectGradingLoadError);
  if (loadError)
    return (
      <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-700">
        {t('grading.loadError')}
        <Button variant="secondary" onClick={() => actor.send({ type: 'grading.retry' })}>
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

function SavedNote({ actor, keyName }: { actor: GradingActorRef; keyName: DraftKey }) {
  const { t } = useTranslation();
  const notice = useSelector(actor, selectGradingNotice);
  return (
    <span role="status" className="text-sm text-green-800">
      {notice?.kind === 'saved' && notice.key === keyName ? t('grading.saved') : ''}
    </span>
  );
}

function CommentBox({
  actor,
  itemId,
  label,
  saved,
}: {
  actor: GradingActorRef;
  itemId: number | null;
  label: string;
  saved: string;
}) {
  const { t } = useTranslation();
  const key = commentKey(itemId);
  const value = useSelector(actor, selectDraft(key, saved));
  const error = useSelector(actor, selectFieldError(key));
  const saving = useSelector(actor, selectSavingKey) === key;
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'comment.save', itemId });
      }}
    >
      <TextAreaField
        name={key}
        label={label}
        rows={2}
        maxLength={itemId === null ? GRADING_LIMITS.attemptComment : GRADING_LIMITS.questionComment}
        value={value}
        error={error}
        onChange={(event) => actor.send({ type: 'draft.change', key, value: event.target.value })}
      />
      <div className="flex items-center gap-2">
        <Button type="submit" variant="secondary" busy={saving} className="px-3 py-1">
          {t('grading.saveComment')}
        </Button>
        <SavedNote actor={actor} keyName={key} />
      </div>
    </form>
  );
}

function History({ entries }: { entries: readonly GradeChangeEntry[] }) {
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

/** A question's points field, comment box and history. */
export function QuestionGrading({ actor, question }: { actor: GradingActorRef; question: GradingQuestion }) {
  const { t } = useTranslation();
  const key = pointsKey(question.itemId);
  const value = useSelector(actor, selectDraft(key, question.points === null ? '' : String(question.points)));
  const error = useSelector(actor, selectFieldError(key));
  const saving = useSelector(actor, selectSavingKey) === key;
  return (
    <div className="mt-3 flex flex-col gap-3 border-t border-slate-200 pt-3">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'points.save', itemId: question.itemId });
        }}
      >
        <TextField
          name={key}
          label={t('grading.pointsFor', { number: question.number })}
          description={t('grading.pointsHint', { max: question.maxPoints })}
          inputMode="decimal"
          className="w-56"
          value={value}
          placeholder={question.points === null ? t('grading.waiting') : undefined}
          error={gradingMessage(t, error, question.maxPoints)}
          onChange={(event) => actor.send({ type: 'draft.change', key, value: event.target.value })}
        />
        <Button type="submit" variant="secondary" busy={saving} className="px-3 py-1">
          {t('grading.savePoints')}
        </Button>
        <SavedNote actor={actor} keyName={key} />
      </form>
      <CommentBox
        actor={actor}
        itemId={question.itemId}
        label={t('grading.commentFor', { number: question.number })}
        saved={question.comment}
      />
      <History entries={question.history} />
    </div>
  );
}

/** The comment on the whole attempt, with its history, and what a colleague changed meanwhile. */
export function AttemptGradingBox({ actor }: { actor: GradingActorRef }) {
  const { t } = useTranslation();
  const grading = useSelector(actor, selectGrading);
  const notice = useSelector(actor, selectGradingNotice);
  if (!grading?.submitted) return null;
  return (
    <section
      aria-labelledby="attempt-grading"
      className="flex flex-col gap-3 rounded-md border border-slate-200 bg-white p-4"
    >
      <h2 id="attempt-grading" className="text-lg font-semibold text-slate-900">
        {t('grading.heading')}
      </h2>
      {notice?.kind === 'conflict' && (
        <p role="alert" className="text-sm font-medium text-amber-800">
          {gradingMessage(t, notice.message)}
        </p>
      )}
      <CommentBox
        actor={actor}
        itemId={null}
        label={t('grading.attemptComment')}
        saved={grading.attemptComment}
      />
      <History entries={grading.attemptHistory} />
    </section>
  );
}

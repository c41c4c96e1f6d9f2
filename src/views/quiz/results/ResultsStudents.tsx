/**
 * The students of the results screen (ADR 211): a filter per state with its count, Remind for the students who have
 * not submitted (or, without mail, a plain sentence saying so and Copy e-mails), and the table of the students shown.
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { QuizResults } from '../../../api/quiz/results/resultsContract';
import type { ResultsContext } from '../../../domain/quiz/quizArea';
import {
  countByState,
  isRemindable,
  STUDENT_STATES,
  type StudentState,
} from '../../../domain/quiz/results/studentStates';
import {
  selectEmailsCopied,
  selectFilter,
  selectRemindError,
  selectReminded,
  selectReminding,
  type QuizResultsActorRef,
} from '../../../machines/quiz/results/quizResultsMachine';
import { Button } from '../../ui/Button';
import { cx } from '../../ui/cx';
import { ResultsTable } from './ResultsTable';
import { STUDENT_STATE_KEYS } from './studentStateKeys';

type Assignment = QuizResults['assignments'][number];

const stateOf = (row: Assignment): StudentState => row.state ?? (row.submitAt ? 'submitted' : 'not_started');

export function ResultsStudents({
  actor,
  results,
  context,
}: {
  readonly actor: QuizResultsActorRef;
  readonly results: QuizResults;
  readonly context: ResultsContext;
}) {
  const { t } = useTranslation();
  const filter = useSelector(actor, selectFilter);
  const counts = countByState(results.assignments.map(stateOf));
  const shown =
    filter === 'all' ? results.assignments : results.assignments.filter((row) => stateOf(row) === filter);
  const waiting = results.assignments.filter((row) => isRemindable(stateOf(row)));
  const chip = (value: StudentState | 'all', label: string) => (
    <button
      key={value}
      type="button"
      aria-pressed={filter === value}
      onClick={() => actor.send({ type: 'results.filter', filter: value })}
      className={cx(
        'rounded-full border px-3 py-1 text-sm',
        filter === value
          ? 'border-sky-700 bg-sky-700 text-white'
          : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
      )}
    >
      {label}
    </button>
  );
  return (
    <section className="flex flex-col gap-3">
      <div role="group" aria-label={t('roster.filterLabel')} className="flex flex-wrap gap-2">
        {chip('all', t('roster.filterAll', { count: results.assignments.length }))}
        {STUDENT_STATES.filter((state) => counts[state] > 0 || state === filter).map((state) =>
          chip(state, t('roster.filterOne', { state: t(STUDENT_STATE_KEYS[state]), count: counts[state] })),
        )}
      </div>
      <RemindBar actor={actor} waiting={waiting} mailEnabled={results.mailEnabled !== false} />
      <ResultsTable results={results} rows={shown} context={context} />
    </section>
  );
}

function RemindBar({
  actor,
  waiting,
  mailEnabled,
}: {
  readonly actor: QuizResultsActorRef;
  readonly waiting: readonly Assignment[];
  readonly mailEnabled: boolean;
}) {
  const { t } = useTranslation();
  const reminding = useSelector(actor, selectReminding);
  const reminded = useSelector(actor, selectReminded);
  const error = useSelector(actor, selectRemindError);
  const copied = useSelector(actor, selectEmailsCopied);
  if (waiting.length === 0 && !reminded) return null;
  return (
    <div className="flex flex-col gap-2">
      {mailEnabled ? (
        <div>
          <Button
            variant="secondary"
            busy={reminding}
            disabled={waiting.length === 0}
            onClick={() => actor.send({ type: 'students.remind' })}
          >
            {t('roster.remind', { count: waiting.length })}
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 p-3">
          <p className="text-sm text-amber-950">{t('roster.mailOff')}</p>
          <Button
            variant="secondary"
            onClick={() =>
              actor.send({ type: 'emails.copy', text: waiting.map((row) => row.email).join('\n') })
            }
          >
            {t('roster.copyEmails')}
          </Button>
        </div>
      )}
      <div role="status" className="text-sm text-emerald-800">
        {copied ? t('roster.emailsCopied') : null}
        {reminded && reminded.reminded.length > 0 ? (
          <p>{t('roster.reminded', { list: reminded.reminded.join(', ') })}</p>
        ) : null}
        {reminded && reminded.recentlyReminded.length > 0 ? (
          <p className="text-slate-700">
            {t('roster.recentlyReminded', { list: reminded.recentlyReminded.join(', ') })}
          </p>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

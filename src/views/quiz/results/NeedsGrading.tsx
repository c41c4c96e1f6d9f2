/**
 * The results page's Needs grading (ADR 209): a button with the count of answers waiting for points, absent while
 * nothing waits; open, one answer after another across students with the question, the student's answer, the
 * points field, Save and next and Next; after the last, "Everything is graded". Renders the needsGrading machine
 * and sends it events.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createNeedsGradingServices } from '../../../machines/quiz/results/gradingServices';
import {
  needsGradingMachine,
  selectIsOpen,
  selectNeedsGradingLoadError,
  selectWaitingCount,
} from '../../../machines/quiz/results/needsGradingMachine';
import type { RecordActorRef } from '../../../machines/shared/recordMachine';
import { useActorOptions, useHttp } from '../../AppContext';
import { Button } from '../../ui/Button';
import { NeedsGradingPanel } from './NeedsGradingPanel';

/** `results` is the results screen's record: each saved grade reads it again, so the table shows the new state. */
export function NeedsGrading({ quizId, results }: { quizId: number; results?: RecordActorRef }) {
  const { t } = useTranslation();
  const http = useHttp();
  const logic = useMemo(
    () =>
      needsGradingMachine.provide(
        createNeedsGradingServices(http, () => results?.send({ type: 'record.refresh' })),
      ),
    [http, results],
  );
  const actor = useActorRef(logic, { input: { quizId }, ...useActorOptions() });
  const open = useSelector(actor, selectIsOpen);
  const count = useSelector(actor, selectWaitingCount);
  const loadError = useSelector(actor, selectNeedsGradingLoadError);
  return (
    <section aria-labelledby="needs-grading" className="flex flex-col gap-3">
      <h2 id="needs-grading" className="sr-only">
        {t('essay.needsGrading')}
      </h2>
      {loadError ? (
        <p role="alert" className="flex items-center gap-2 text-sm text-red-700">
          {t('grading.loadError')}
          <Button variant="secondary" onClick={() => actor.send({ type: 'needsGrading.retry' })}>
            {t('grading.retry')}
          </Button>
        </p>
      ) : open ? (
        <NeedsGradingPanel actor={actor} />
      ) : count > 0 ? (
        <div>
          <Button variant="secondary" onClick={() => actor.send({ type: 'needsGrading.open' })}>
            {t('grading.needsGradingCount', { count })}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/**
 * The editor's word before a save reaches students (ADR 214): when students have started the customer quiz being
 * edited, a note above the form says how many, that they keep the version they started and that students who
 * start from now get this one. It says nothing while its count loads or when the count could not be read.
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { QuizTakers } from '../../../api/quiz/takers/quizTakersContract';
import { createQuizTakersServices } from '../../../machines/quiz/takers/quizTakersServices';
import { selectRecord } from '../../../machines/shared/recordMachine';
import { useHttp } from '../../AppContext';
import { useRecordActor } from '../../shared/useRecordActor';

export function QuizTakersNotice({ quizId }: { quizId: number }) {
  const { t } = useTranslation();
  const record = useRecordActor(createQuizTakersServices(useHttp()), { request: { quizId } });
  const takers = useSelector(record, selectRecord<QuizTakers>);
  if (!takers || takers.started === 0) return null;
  return (
    <p
      role="note"
      className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      {t('takers.started', { count: takers.started })}
    </p>
  );
}

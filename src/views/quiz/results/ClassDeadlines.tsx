/**
 * Which dates apply to whom on Results (ADR 353): beside the quiz's own deadline, the owner's classes that run the
 * quiz by dates of their own, each with its opening and deadline, as the server read them with the shared rule.
 */
import { useTranslation } from 'react-i18next';
import type { ResultsQuiz } from '../../../api/quiz/results/resultsContract';
import { useFormat } from '../../shared/useFormat';

type ClassDates = NonNullable<ResultsQuiz['classDates']>;

export function ClassDeadlines({ classDates }: { readonly classDates: ClassDates }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (classDates.length === 0) return null;
  const day = (iso: string | null) => (iso === null ? t('delivery.deadlineNone') : format.dayTime(iso));
  return (
    <div className="mt-2 text-sm font-normal text-slate-800">
      <p className="font-medium">{t('delivery.perClassHeading')}</p>
      <ul className="list-disc ps-5">
        {classDates.map((row) => (
          <li key={row.classId}>
            {row.opensAt === null
              ? t('delivery.classDeadline', { title: row.title, deadline: day(row.deadline) })
              : t('delivery.classOpensDeadline', {
                  title: row.title,
                  opensAt: day(row.opensAt),
                  deadline: day(row.deadline),
                })}
          </li>
        ))}
      </ul>
    </div>
  );
}

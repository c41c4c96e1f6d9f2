/** Cells shared by the quiz lists: dates, deadlines, access, subjects, shared users, the title link. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { deadlineDisplay, type QuizListItem } from '../../../domain/quiz/quiz';
import { useClock } from '../../AppContext';
import { useFormat } from '../../shared/useFormat';

/** A list's date: SPEC section 9's MM/dd/yyyy in English, the language's own order otherwise (ADR 179). */
export function ListDate({ value }: { readonly value: string | null | undefined }) {
  const format = useFormat();
  return <>{value ? format.day(value) : '-'}</>;
}

export function DeadlineCell({ endDate }: { readonly endDate: string | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const deadline = deadlineDisplay(endDate, useClock()());
  if (deadline.kind === 'none') return <>-</>;
  if (deadline.kind === 'expired') return <span className="text-red-700">{t('quiz.expired')}</span>;
  return <>{format.day(deadline.date)}</>;
}

export function AccessCell({ quiz }: { readonly quiz: QuizListItem }) {
  const { t } = useTranslation();
  return <>{quiz.restrictNonInstitutional ? t('quiz.accessRestricted') : t('quiz.accessOpen')}</>;
}

export const subjectsOf = (quiz: QuizListItem) => quiz.tags.map((tag) => tag.title).join(', ') || '-';

export function SharedWithCell({ quiz }: { readonly quiz: QuizListItem }) {
  if (quiz.sharedList.length === 0) return <>-</>;
  return (
    <ul className="flex flex-col">
      {quiz.sharedList.map(({ user }) => (
        <li key={user.email}>
          <bdi>{`${user.firstName} ${user.lastName}`.trim() || '-'}</bdi> | <bdi>{user.email}</bdi>
        </li>
      ))}
    </ul>
  );
}

export function TitleCell({
  quiz,
  href,
  disabled,
}: {
  readonly quiz: QuizListItem;
  readonly href: string;
  readonly disabled: boolean;
}) {
  if (disabled) return <span className="text-slate-600">{quiz.title}</span>;
  return (
    <Link href={href} className="font-medium text-sky-800 underline-offset-2 hover:underline">
      {quiz.title}
    </Link>
  );
}

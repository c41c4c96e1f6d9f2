/** Cells shared by the quiz lists: dates, deadlines, access, subjects, shared users, the title link. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { deadlineDisplay, type QuizListItem } from '../../../domain/quiz/quiz';
import { useClock } from '../../AppContext';
import { useFormat } from '../../shared/useFormat';
import { Tooltip } from '../../ui/Tooltip';

/** A list's date: SPEC section 9's MM/dd/yyyy in English, the language's own order otherwise (ADR 179). */
export function ListDate({ value }: { readonly value: string | null | undefined }) {
  const format = useFormat();
  return <>{value ? format.day(value) : '-'}</>;
}

export function DeadlineCell({
  endDate,
  classDates = [],
}: {
  readonly endDate: string | null;
  readonly classDates?: QuizListItem['classDates'];
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const deadline = deadlineDisplay(endDate, useClock()());
  const own =
    deadline.kind === 'none' ? (
      <>-</>
    ) : deadline.kind === 'expired' ? (
      <span className="text-red-700">{t('quiz.expired')}</span>
    ) : (
      <>{format.day(deadline.date)}</>
    );
  if (classDates.length === 0) return own;
  return (
    <span className="flex flex-col">
      <span>{own}</span>
      <ClassDatesNote classDates={classDates} />
    </span>
  );
}

/**
 * Beside a quiz's own deadline, the classes that keep their own dates (ADR 359): one named with its deadline, several
 * counted, with each one's dates in a tooltip the keyboard reaches too.
 */
function ClassDatesNote({ classDates }: { readonly classDates: NonNullable<QuizListItem['classDates']> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const day = (iso: string | null) => (iso === null ? t('delivery.deadlineNone') : format.day(iso));
  const [only] = classDates;
  if (classDates.length === 1 && only) {
    return (
      <span className="text-sm text-slate-700">
        <bdi>{t('delivery.classDueShort', { deadline: day(only.deadline), title: only.title })}</bdi>
      </span>
    );
  }
  const detail = classDates
    .map((row) =>
      row.opensAt === null
        ? t('delivery.classDeadline', { title: row.title, deadline: day(row.deadline) })
        : t('delivery.classOpensDeadline', {
            title: row.title,
            opensAt: day(row.opensAt),
            deadline: day(row.deadline),
          }),
    )
    .join('; ');
  return (
    <Tooltip content={detail} focusable className="text-sm text-slate-700 underline decoration-dotted">
      {t('delivery.classesOwnDates', { count: classDates.length })}
    </Tooltip>
  );
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

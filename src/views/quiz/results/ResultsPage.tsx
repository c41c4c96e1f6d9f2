/**
 * The frame the results screens share: the link back, the heading, and the record. A failed read says 'Error' with
 * Try again, as SPEC section 8 asks of the quiz area; a missing or hidden record puts 'Error' in the heading, says
 * what could not be opened and links back to the quizzes.
 */
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { selectRecordStatus, type RecordActorRef } from '../../../machines/shared/recordMachine';
import { RecordScreen } from '../../ui/RecordScreen';

export interface ResultsPageProps<T> {
  readonly back: { readonly href: string; readonly text: string };
  /** The heading: the screen's name, or what a user wrote (a quiz's title) in a bdi. */
  readonly title: ReactNode;
  readonly record: RecordActorRef;
  /** What a missing or hidden record says under the heading 'Error'. */
  readonly notFoundText: string;
  /** The quizzes the not-found block leads back to. */
  readonly quizzesHref: string;
  readonly children: (record: T) => ReactNode;
}

export function ResultsPage<T>({
  back,
  title,
  record,
  notFoundText,
  quizzesHref,
  children,
}: ResultsPageProps<T>) {
  const { t } = useTranslation();
  const notFound = useSelector(record, selectRecordStatus) === 'notFound';
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link href={back.href} className="text-sky-800 underline">
          {back.text}
        </Link>
      </div>
      <h1 className="text-2xl font-semibold text-slate-900">{notFound ? t('delivery.loadError') : title}</h1>
      <RecordScreen<T>
        record={record}
        className="flex flex-col gap-6"
        failedText={t('delivery.loadError')}
        notFoundText={notFoundText}
        notFoundAction={
          <Link href={quizzesHref} className="self-start text-sky-800 underline">
            {t('editor.backToQuizzes')}
          </Link>
        }
      >
        {children}
      </RecordScreen>
    </div>
  );
}

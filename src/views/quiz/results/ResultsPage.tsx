/**
 * The frame the results screens share: the link back, the heading, and the record, whose load error or 404 says
 * 'Error' as SPEC section 8 asks of the quiz area.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { RecordActorRef } from '../../../machines/shared/recordMachine';
import { RecordScreen } from '../../ui/RecordScreen';

export interface ResultsPageProps<T> {
  readonly back: { readonly href: string; readonly text: string };
  readonly title: string;
  readonly record: RecordActorRef;
  readonly children: (record: T) => ReactNode;
}

export function ResultsPage<T>({ back, title, record, children }: ResultsPageProps<T>) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link href={back.href} className="text-sky-800 underline">
          {back.text}
        </Link>
      </div>
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      <RecordScreen<T>
        record={record}
        className="flex flex-col gap-6"
        failedText={t('delivery.loadError')}
        notFoundText={t('delivery.loadError')}
      >
        {children}
      </RecordScreen>
    </div>
  );
}

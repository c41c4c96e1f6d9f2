/**
 * The layout every screen that reads a record shares (ADR 191), beside FormScreen and ListScreen: the skeleton or a
 * spinner while the record loads, the failed block with Try again, the not-found block with the way back, and the
 * record from the screen's render prop once it is there; a failed refresh keeps the record and says so above it.
 *
 * Try again keeps the keyboard user's place: when the read fails again the focus is on the new Try again, and when
 * the record (or its not-found block) arrives the focus moves to it, never to the page's body.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  selectRecord,
  selectRecordStatus,
  selectRefreshFailed,
  type RecordActorRef,
} from '../../machines/shared/recordMachine';
import { Button } from './Button';
import { cx } from './cx';
import { Spinner } from './Spinner';

export interface RecordScreenProps<T> {
  readonly record: RecordActorRef;
  /** The screen's sentence for a failed read ('The dashboard could not be loaded.'; SPEC's 'Error' in the quiz area). */
  readonly failedText?: string;
  /** What a missing or hidden record (404) says: by default that it is not found or not shared with the caller. */
  readonly notFoundText?: string;
  /** A heading over the not-found text, for a screen whose own heading is the record's name. */
  readonly notFoundTitle?: string;
  /** Under the not-found text: the way back. */
  readonly notFoundAction?: ReactNode;
  /** The screen's skeleton while the record loads; by default a spinner named `loadingLabel`. */
  readonly skeleton?: ReactNode;
  readonly loadingLabel?: string;
  /** Above the record after a failed refresh; by default the shared sentence. */
  readonly refreshFailedText?: string;
  /** 'section': a part of a screen (smaller spinner and padding). */
  readonly size?: 'page' | 'section';
  /** The layout of the blocks and the record (default a column with gap-4). */
  readonly className?: string;
  readonly children: (record: T) => ReactNode;
}

const BLOCK = 'flex flex-wrap items-center gap-3 rounded-md border px-4 py-3';

export function RecordScreen<T>({
  record,
  failedText,
  notFoundText,
  notFoundTitle,
  notFoundAction,
  skeleton,
  loadingLabel,
  refreshFailedText,
  size = 'page',
  className = 'flex flex-col gap-4',
  children,
}: RecordScreenProps<T>) {
  const { t } = useTranslation();
  const status = useSelector(record, selectRecordStatus);
  const value = useSelector(record, selectRecord<T>);
  const refreshFailed = useSelector(record, selectRefreshFailed);
  const retried = useRef(false);
  const retryButton = useRef<HTMLButtonElement>(null);
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!retried.current || status === 'loading') return;
    retried.current = false;
    if (status === 'failed') retryButton.current?.focus();
    else region.current?.focus({ preventScroll: true });
  }, [status]);

  const retry = () => {
    retried.current = true;
    record.send({ type: 'record.retry' });
  };

  return (
    <div ref={region} tabIndex={-1} className={cx(className, 'outline-none')}>
      {status === 'loading' &&
        (skeleton ?? (
          <div className={cx('flex justify-center text-sky-700', size === 'page' ? 'py-8' : 'py-6')}>
            <Spinner
              label={loadingLabel ?? t('app.loading')}
              className={size === 'page' ? 'size-8' : 'size-6'}
            />
          </div>
        ))}
      {status === 'failed' && (
        <div role="alert" className={cx(BLOCK, 'border-red-200 bg-red-50 text-red-800')}>
          <span className="font-semibold">{failedText ?? t('record.loadFailed')}</span>
          <Button ref={retryButton} variant="secondary" onClick={retry}>
            {t('record.retry')}
          </Button>
        </div>
      )}
      {status === 'notFound' && (
        <div className="flex flex-col gap-3">
          {notFoundTitle && <h1 className="text-2xl font-bold text-slate-900">{notFoundTitle}</h1>}
          <p role="alert" className={cx(BLOCK, 'border-slate-200 bg-white text-slate-800')}>
            {notFoundText ?? t('record.notFound')}
          </p>
          {notFoundAction}
        </div>
      )}
      {status === 'ready' && value !== null && (
        <>
          {refreshFailed && (
            <p role="alert" className={cx(BLOCK, 'border-amber-300 bg-amber-50 text-amber-900')}>
              {refreshFailedText ?? t('record.refreshFailed')}
            </p>
          )}
          {children(value)}
        </>
      )}
    </div>
  );
}

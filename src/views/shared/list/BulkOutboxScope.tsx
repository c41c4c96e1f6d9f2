/**
 * The signed-in console's one bulk outbox actor (ADR 166): started with the shell, so what a closed page left is
 * sent on the next start; it hands what is pending to the browser when the page is hidden for good, and its
 * notifications (Undo, what was not deleted) are the catalog's.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { DeleteImpact } from '../../../api/shared/deleteImpactContract';
import { hiddenRowIds, type BulkBatch } from '../../../domain/shared/bulkOutbox';
import {
  bulkOutboxMachine,
  selectPendingBatches,
  type BulkOutboxActorRef,
} from '../../../machines/shared/bulkOutboxMachine';
import type { NotificationAction } from '../../../machines/shared/notificationsMachine';
import { createBulkOutboxServices } from '../../../machines/shared/bulkOutboxServices';
import { useActorOptions, useClock, useHttp, useNotificationsActor } from '../../AppContext';

const BulkOutboxContext = createContext<BulkOutboxActorRef | null>(null);

/** The bulk outbox, or null outside the signed-in shell (a list shown without bulk actions). */
export const useBulkOutbox = () => useContext(BulkOutboxContext);

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const rowCount = (batches: readonly BulkBatch[]) =>
  batches.reduce((sum, batch) => sum + batch.rows.length, 0);

/**
 * What a removal from a class leaves as it was (ADR 290): the quiz or playlist itself stays, only the class's links
 * of students who have not started the quiz stop working.
 */
function removalContext(t: TFunction, target: BulkBatch['target']): string | null {
  if (target.kind === 'classQuiz')
    return target.studentLinks ? t('classes.removedQuizWithLinks') : t('classes.removedQuiz');
  if (target.kind === 'classPlaylist') return t('classes.removedPlaylist');
  if (target.kind === 'classStudent') return t('classes.removedStudent');
  return null;
}

/**
 * A deletion's notice (ADR 266): SPEC's words for one row ('Quiz deleted successfully') or '3 deleted', then on a
 * second line what goes with the rows, as the server counted it ('Goes with it: its place in 2 classes, 14
 * submitted results.', 'Goes with it: 6 article assignments.'); nothing counted, no second line. A removal from a class says instead what it leaves.
 */
function deletedNotice(t: TFunction, batch: BulkBatch, impact: DeleteImpact | null): string {
  const first = batch.notice ?? t('bulk.deleted', { count: batch.rows.length });
  const context = removalContext(t, batch.target);
  if (context !== null) return `${first}\n${context}`;
  const items = [
    impact?.classes ? t('list.impactClasses', { count: impact.classes }) : null,
    impact?.students ? t('list.impactStudents', { count: impact.students }) : null,
    impact?.documents ? t('list.impactDocuments', { count: impact.documents }) : null,
    impact?.results ? t('list.impactResults', { count: impact.results }) : null,
    impact?.articles ? t('list.impactArticles', { count: impact.articles }) : null,
    impact?.translations ? t('list.impactTranslations', { count: impact.translations }) : null,
    impact?.categories ? t('list.impactCategories', { count: impact.categories }) : null,
    impact?.questions ? t('list.impactQuestions', { count: impact.questions }) : null,
  ].filter((item): item is string => item !== null);
  if (items.length === 0) return first;
  return `${first}\n${t('list.goesWith', { count: batch.rows.length, items: items.join(', ') })}`;
}

export function BulkOutboxScope({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const clock = useClock();
  const logic = useMemo(() => {
    const services = createBulkOutboxServices(http, localStorageOrNull());
    const notify = (kind: 'success' | 'info' | 'error', message: string, action?: NotificationAction) =>
      notifications.send({ type: 'notify.show', kind, message, ...(action ? { action } : {}) });
    return bulkOutboxMachine.provide({
      actors: services.actors,
      actions: {
        ...services.actions,
        notifyPending: ({ self }, { batch, impact }) =>
          notify('success', deletedNotice(t, batch, impact), {
            label: t('bulk.undo'),
            run: () => self.send({ type: 'bulk.undo', batchId: batch.id }),
            hold: () => self.send({ type: 'bulk.hold', batchId: batch.id }),
            release: () => self.send({ type: 'bulk.release', batchId: batch.id }),
          }),
        // Known before the notice (ADR 299): the rows are back, the refusal is said at once, nothing was sent.
        notifyRefused: (_, { batch }) =>
          notify(
            'error',
            batch.refusedNotice ??
              batch.failedNotice ??
              t('bulk.notDeleted', { names: batch.rows.map((row) => row.label).join(', ') }),
          ),
        notifyUndone: (_, { batch }) =>
          notify(
            'info',
            // A removal from a class deleted nothing: its Undo puts the row back in the class (ADR 290); a desk's
            // bulk step changed nothing either (ADR 314).
            batch.target.kind === 'articleStep'
              ? t('publish.bulkUndone', { count: batch.rows.length })
              : removalContext(t, batch.target) === null
                ? t('bulk.undone', { count: batch.rows.length })
                : t('classes.removalUndone'),
          ),
        notifySettled: (_, { batch, failed }) => {
          if (failed.length === 0) return;
          const names = failed.map((row) => row.label).join(', ');
          // A one-row delete says it in SPEC's words; a bulk one names the rows that stayed.
          if (batch.rows.length === 1 && batch.failedNotice) notify('error', batch.failedNotice);
          else if (batch.target.kind === 'articleStep') notify('error', t('publish.bulkNotDone', { names }));
          else notify('error', t('bulk.notDeleted', { names }));
        },
        notifyResuming: (_, { batches }) => notify('info', t('bulk.resuming', { count: rowCount(batches) })),
      },
    });
  }, [http, notifications, t]);
  const outbox = useActorRef(logic, { input: { clock }, ...useActorOptions() });
  useEffect(() => {
    const hidden = (event: PageTransitionEvent) => {
      if (!event.persisted) outbox.send({ type: 'bulk.pageHidden' });
    };
    window.addEventListener('pagehide', hidden);
    return () => window.removeEventListener('pagehide', hidden);
  }, [outbox]);
  return <BulkOutboxContext.Provider value={outbox}>{children}</BulkOutboxContext.Provider>;
}

/** The ids a target's pending bulk deletions hide from its list; `classId`: only those of one class's page. */
export function usePendingIds(target: BulkBatch['target']['kind'], classId?: number): ReadonlySet<number> {
  const outbox = useBulkOutbox();
  const key = useSelector(outbox ?? undefined, (s) =>
    s ? [...hiddenRowIds(selectPendingBatches(s), target, classId)].join(',') : '',
  );
  return useMemo(() => new Set(key ? key.split(',').map(Number) : []), [key]);
}

/** Reloads a list when a bulk deletion of its target settles or is undone. */
export function useReloadOnSettled(target: BulkBatch['target']['kind'], reload: () => void) {
  const outbox = useBulkOutbox();
  useEffect(() => {
    if (!outbox) return;
    const subscription = outbox.on('bulk.settled', (event) => {
      if (event.target === target) reload();
    });
    return () => subscription.unsubscribe();
  }, [outbox, target, reload]);
}

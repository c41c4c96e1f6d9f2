/**
 * The bulk action bar of a quiz list (ADRs 164–166): Delete (undoable, through the bulk outbox), Download QTI and
 * Download CC (one file per quiz, with progress), and Add to class, each offered only when every selected quiz's
 * actions, as the server answered them, include it.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bulkQuizActions } from '../../../domain/quiz/bulkQuizActions';
import type { QuizListItem } from '../../../domain/quiz/quiz';
import {
  bulkDownloadMachine,
  selectDownloadProgress,
  selectIsDownloading,
} from '../../../machines/quiz/lists/bulkDownloadMachine';
import { bulkDeadlineMachine } from '../../../machines/quiz/lists/bulkDeadlineMachine';
import type { QuizListServices } from '../../../machines/quiz/lists/quizListServices';
import { DEADLINE_MESSAGES } from '../../../domain/quiz/deadline';
import { useActorOptions, useNotificationsActor } from '../../AppContext';
import { BulkActionBar } from '../../shared/list/BulkActionBar';
import { useBulkOutbox } from '../../shared/list/BulkOutboxScope';
import { Button } from '../../ui/Button';
import { BulkAddToClassDialog } from './BulkAddToClassDialog';
import { BulkDeadlineDialog } from './BulkDeadlineDialog';
import { rowCapabilities, type QuizListConfig } from './quizListConfigs';

export interface QuizBulkActionsProps {
  readonly config: QuizListConfig;
  readonly rows: readonly QuizListItem[];
  readonly download: QuizListServices['savePackages'];
  readonly setDeadlines: QuizListServices['setDeadlines'];
  readonly onClear: () => void;
  readonly onChanged: () => void;
}

export function QuizBulkActions({
  config,
  rows,
  download,
  setDeadlines,
  onClear,
  onChanged,
}: QuizBulkActionsProps) {
  const { t } = useTranslation();
  const outbox = useBulkOutbox();
  const notifications = useNotificationsActor();
  const [adding, setAdding] = useState<readonly number[] | null>(null);
  const logic = useMemo(
    () =>
      bulkDownloadMachine.provide({
        actors: { downloadQuiz: download },
        actions: {
          notifyFinished: (_, { saved, failed }) => {
            if (saved > 0)
              notifications.send({
                type: 'notify.show',
                kind: 'success',
                message: t('bulk.downloaded', { count: saved }),
              });
            if (failed.length > 0)
              notifications.send({
                type: 'notify.show',
                kind: 'error',
                message: t('bulk.notDownloaded', { names: failed.join(', ') }),
              });
          },
        },
      }),
    [download, notifications, t],
  );
  const options = useActorOptions();
  const downloader = useActorRef(logic, options);
  const deadlineLogic = useMemo(() => {
    const notify = (kind: 'success' | 'error', message: string) =>
      notifications.send({ type: 'notify.show', kind, message });
    return bulkDeadlineMachine.provide({
      actors: { setDeadlines },
      actions: {
        notifySaved: (_, { saved, refused }) => {
          if (saved > 0) notify('success', DEADLINE_MESSAGES.updated);
          // One notification per reason, naming every quiz it kept from changing.
          const byMessage = new Map<string, string[]>();
          for (const { message, title } of refused)
            byMessage.set(message, [...(byMessage.get(message) ?? []), title]);
          for (const [message, titles] of byMessage)
            notify('error', t('bulk.deadlineRefused', { titles: titles.join(', '), message }));
        },
        notifyFailed: () => notify('error', DEADLINE_MESSAGES.failed),
        reloadList: () => onChanged(),
      },
    });
  }, [notifications, setDeadlines, t, onChanged]);
  const deadline = useActorRef(deadlineLogic, options);
  const downloading = useSelector(downloader, selectIsDownloading);
  const progress = useSelector(downloader, selectDownloadProgress);
  const actions = bulkQuizActions(rows.map((quiz) => ({ allowed: rowCapabilities(quiz) })));
  const startDownload = (format: 'qti' | 'cc') =>
    downloader.send({
      type: 'download.start',
      format,
      rows: rows.map((quiz) => ({ kind: config.kind, quizId: quiz.id, title: quiz.title })),
    });

  return (
    <>
      <BulkActionBar count={rows.length} onClear={onClear}>
        {actions.includes('delete') && outbox && (
          <Button
            variant="danger"
            onClick={() => {
              outbox.send({
                type: 'bulk.delete',
                target: { kind: 'quiz', quizKind: config.kind },
                rows: rows.map((quiz) => ({ id: quiz.id, label: quiz.title })),
              });
              onClear();
            }}
          >
            {t('bulk.delete')}
          </Button>
        )}
        {actions.includes('download') && (
          <>
            <Button variant="secondary" busy={downloading} onClick={() => startDownload('qti')}>
              {t('bulk.downloadQti')}
            </Button>
            <Button variant="secondary" busy={downloading} onClick={() => startDownload('cc')}>
              {t('bulk.downloadCc')}
            </Button>
          </>
        )}
        {actions.includes('setDeadline') && (
          <Button
            variant="secondary"
            onClick={() =>
              deadline.send({
                type: 'deadline.open',
                rows: rows.map((quiz) => ({ quizId: quiz.id, title: quiz.title })),
              })
            }
          >
            {t('bulk.setDeadline')}
          </Button>
        )}
        {actions.includes('addToClass') && (
          <Button variant="secondary" onClick={() => setAdding(rows.map((quiz) => quiz.id))}>
            {t('bulk.addToClass')}
          </Button>
        )}
      </BulkActionBar>
      {downloading && (
        <p role="status" className="text-sm text-slate-700">
          {t('bulk.downloading', progress)}
        </p>
      )}
      <BulkDeadlineDialog actor={deadline} />
      {adding && <BulkAddToClassDialog quizIds={adding} onClose={() => setAdding(null)} />}
    </>
  );
}

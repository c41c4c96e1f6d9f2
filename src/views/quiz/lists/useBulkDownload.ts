/** The bulk download of a quiz list (ADR 165): one file per quiz, with progress, and what was saved or not told. */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bulkDownloadMachine,
  selectDownloadProgress,
  selectIsDownloading,
} from '../../../machines/quiz/lists/bulkDownloadMachine';
import type { QuizListServices } from '../../../machines/quiz/lists/quizListServices';
import { useActorOptions, useNotificationsActor } from '../../AppContext';

export function useBulkDownload(download: QuizListServices['savePackages']) {
  const { t } = useTranslation();
  const notifications = useNotificationsActor();
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
  const downloader = useActorRef(logic, useActorOptions());
  const downloading = useSelector(downloader, selectIsDownloading);
  const progress = useSelector(downloader, selectDownloadProgress);
  return { downloader, downloading, progress };
}

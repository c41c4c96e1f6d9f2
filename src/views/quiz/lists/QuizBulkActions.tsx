/**
 * The bulk action bar of a quiz list (ADRs 164–166): Delete (undoable, through the bulk outbox), Download QTI and
 * Download CC (one file per quiz, with progress), and Add to class, each offered only when every selected quiz's
 * actions, as the server answered them, include it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bulkQuizActions } from '../../../domain/quiz/bulkQuizActions';
import type { QuizListItem } from '../../../domain/quiz/quiz';
import type { QuizListServices } from '../../../machines/quiz/lists/quizListServices';
import { BulkActionBar } from '../../shared/list/BulkActionBar';
import { useBulkOutbox } from '../../shared/list/BulkOutboxScope';
import { Button } from '../../ui/Button';
import { BulkAddToClassDialog } from './BulkAddToClassDialog';
import { BulkDeadlineDialog } from './BulkDeadlineDialog';
import type { QuizListConfig } from './quizListConfigs';
import { rowCapabilities } from './quizRowActions';
import { useBulkDeadline } from './useBulkDeadline';
import { useBulkDownload } from './useBulkDownload';

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
  const [adding, setAdding] = useState<readonly number[] | null>(null);
  const { downloader, downloading, progress } = useBulkDownload(download);
  const deadline = useBulkDeadline(setDeadlines, onChanged);
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

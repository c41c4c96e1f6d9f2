/**
 * The import report (ADR 152): the counts, then one row for every item of the upload, skipped and changed ones
 * first, each with its quiz, type, result and what the import did to it.
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  reportLines,
  selectReportOpen,
  selectResult,
  type QtiUploadActorRef,
} from '../../../machines/quiz/import/qtiUploadMachine';
import { Button } from '../../ui/Button';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { Dialog } from '../../ui/Dialog';

type Line = ReturnType<typeof reportLines>[number];

const STATUS_STYLE = {
  imported: 'text-slate-700',
  changed: 'text-amber-800',
  skipped: 'text-red-800',
} as const;

export function ImportReportDialog({ upload }: { readonly upload: QtiUploadActorRef }) {
  const { t } = useTranslation();
  const open = useSelector(upload, selectReportOpen);
  const result = useSelector(upload, selectResult);
  const close = () => upload.send({ type: 'report.close' });
  const columns: DataColumn<Line>[] = [
    {
      key: 'item',
      header: t('delivery.importReportItem'),
      rowHeader: true,
      userText: true,
      render: (line) => line.item,
    },
    {
      key: 'status',
      header: t('delivery.importReportStatus'),
      render: (line) => (
        <span className={`font-medium ${STATUS_STYLE[line.status]}`}>
          {t(`delivery.importStatus_${line.status}`)}
        </span>
      ),
    },
    {
      key: 'notes',
      header: t('delivery.importReportNotes'),
      render: (line) =>
        line.notes.length === 0 ? null : (
          <ul className="list-disc ps-4">
            {line.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        ),
    },
    { key: 'quiz', header: t('delivery.importReportQuiz'), render: (line) => line.quiz },
    { key: 'type', header: t('delivery.importReportType'), render: (line) => line.type },
  ];
  return (
    <Dialog
      open={open}
      onClose={close}
      size="lg"
      title={t('delivery.importReport')}
      description={
        result &&
        t('delivery.importReportSummary', {
          count: result.report.total,
          imported: result.report.imported,
          changed: result.report.changed,
          skipped: result.report.skipped,
        })
      }
      actions={<Button onClick={close}>{t('delivery.importReportClose')}</Button>}
    >
      {result && result.warnings.length > 0 && (
        <ul className="mt-3 list-disc ps-5 text-sm text-amber-900">
          {result.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      )}
      <div
        className="mt-4 max-h-[60vh] overflow-auto"
        role="region"
        aria-label={t('delivery.importReportTable')}
        tabIndex={0}
      >
        <DataTable<Line>
          label={t('delivery.importReportTable')}
          columns={columns}
          rows={reportLines(result)}
          rowKey={(line) => line.index}
        />
      </div>
    </Dialog>
  );
}

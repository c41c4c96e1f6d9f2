/** The class's documents (or the deleted ones): Open, size, the Shared switch, and Rename, Delete or Restore. */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ClassDocument } from '../../api/classes/classDocumentsContract';
import {
  selectDocuments,
  selectDocumentsBusy,
  selectDocumentsView,
  type ClassDocumentsActorRef,
} from '../../machines/classes/classDocumentsMachine';
import { Button } from '../ui/Button';
import { CheckboxField } from '../ui/CheckboxField';
import { DataTable } from '../ui/DataTable';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export function ClassDocumentsTable({
  docs,
  classId,
  canManage,
  onRename,
}: {
  readonly docs: ClassDocumentsActorRef;
  readonly classId: number;
  readonly canManage: boolean;
  readonly onRename: (document: ClassDocument) => void;
}) {
  const { t } = useTranslation();
  const documents = useSelector(docs, selectDocuments);
  const view = useSelector(docs, selectDocumentsView);
  const busy = useSelector(docs, selectDocumentsBusy);
  return (
    <DataTable<ClassDocument>
      label={t('classes.tabDocuments')}
      rows={documents}
      loading={busy && documents.length === 0}
      rowKey={(row) => row.id}
      emptyText={view === 'deleted' ? t('classes.docsDeletedEmpty') : t('classes.docsEmpty')}
      columns={[
        {
          key: 'name',
          header: t('classes.docsName'),
          render: (row) =>
            view === 'active' ? (
              <Link
                href={`/classes/view-file/${classId}/document/${row.id}`}
                className="text-sky-800 underline"
                aria-label={t('classes.docsOpen', { name: row.fileName })}
              >
                {row.fileName}
              </Link>
            ) : (
              row.fileName
            ),
        },
        { key: 'size', header: t('classes.docsSize'), render: (row) => sizeText(row.size) },
        {
          key: 'shared',
          header: t('classes.docsShared'),
          render: (row) => (
            <CheckboxField
              hideLabel
              label={t('classes.docsShareOne', { name: row.fileName })}
              checked={row.shared}
              disabled={!canManage || view === 'deleted' || busy}
              onChange={(event) =>
                docs.send({ type: 'doc.share', documentId: row.id, shared: event.target.checked })
              }
            />
          ),
        },
      ]}
      actionsHeader={t('classes.colActions')}
      rowActions={(row) =>
        !canManage ? null : view === 'deleted' ? (
          <Button
            variant="secondary"
            className="px-3 py-1"
            disabled={busy}
            aria-label={t('classes.docsRestoreOne', { name: row.fileName })}
            onClick={() => docs.send({ type: 'doc.restore', documentId: row.id })}
          >
            {t('classes.docsRestore')}
          </Button>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              className="px-3 py-1"
              aria-label={t('classes.docsRenameOne', { name: row.fileName })}
              onClick={() => onRename(row)}
            >
              {t('classes.docsRename')}
            </Button>
            <Button
              variant="ghost"
              className="px-3 py-1 text-red-800"
              disabled={busy}
              aria-label={t('classes.docsDeleteOne', { name: row.fileName })}
              onClick={() => docs.send({ type: 'doc.delete', documentId: row.id, fileName: row.fileName })}
            >
              {t('classes.docsDelete')}
            </Button>
          </div>
        )
      }
    />
  );
}

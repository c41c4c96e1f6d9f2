/**
 * The class's documents (or the deleted ones): Open, size, the Shared switch, and for a manager the row's actions menu
 * (ADR 267): Rename and Delete (last, in red), or Restore in the Deleted view.
 */
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
import { CheckboxField } from '../ui/CheckboxField';
import { DataTable } from '../ui/DataTable';
import { RowActions } from '../ui/RowActions';

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
          userText: true,
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
      rowActions={(row) => (
        <RowActions
          label={t('list.rowActions', { name: row.fileName })}
          actions={
            !canManage
              ? []
              : view === 'deleted'
                ? [
                    {
                      key: 'restore',
                      label: t('classes.docsRestore'),
                      disabled: busy,
                      onAction: () => docs.send({ type: 'doc.restore', documentId: row.id }),
                    },
                  ]
                : [
                    { key: 'rename', label: t('classes.docsRename'), onAction: () => onRename(row) },
                    {
                      key: 'delete',
                      label: t('classes.docsDelete'),
                      danger: true,
                      disabled: busy,
                      onAction: () =>
                        docs.send({ type: 'doc.delete', documentId: row.id, fileName: row.fileName }),
                    },
                  ]
          }
        />
      )}
    />
  );
}

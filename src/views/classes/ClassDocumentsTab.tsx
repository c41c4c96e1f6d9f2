/**
 * The Documents tab: upload with a progress bar and Cancel, rename, share with students, delete (soft, Undo in the
 * notification), the Deleted view with Restore, and Open in the document viewer. A rename or share refused because
 * someone else changed the document first shows the conflict dialog (ADR 188).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ClassDocument } from '../../api/classes/classDocumentsContract';
import {
  classDocumentsMachine,
  selectDocuments,
  selectDocumentsConflict,
  selectDocumentsBusy,
  selectDocumentsView,
  selectUploadError,
  selectUploading,
} from '../../machines/classes/classDocumentsMachine';
import { createClassDocumentsServices } from '../../machines/classes/classServices';
import { useActorOptions, useHttp, useNotificationsActor } from '../AppContext';
import { Button } from '../ui/Button';
import { ConflictDialog } from '../ui/ConflictDialog';
import { FileDropZone } from '../ui/FileDropZone';
import { CheckboxField } from '../ui/CheckboxField';
import { DataTable } from '../ui/DataTable';
import { Dialog } from '../ui/Dialog';
import { TextField } from '../ui/TextField';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export function ClassDocumentsTab({
  classId,
  canManage,
}: {
  readonly classId: number;
  readonly canManage: boolean;
}) {
  const { t } = useTranslation();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const logic = useMemo(
    () =>
      classDocumentsMachine.provide({
        actors: createClassDocumentsServices(http),
        actions: {
          notifyDeleted: ({ self }, params) =>
            notifications.send({
              type: 'notify.show',
              kind: 'info',
              message: t('classes.docsDeleted', { name: params.fileName }),
              action: {
                label: t('classes.docsUndo'),
                run: () => self.send({ type: 'doc.restore', documentId: params.documentId }),
              },
            }),
          notifyFailed: (_, params) =>
            notifications.send({ type: 'notify.show', kind: 'error', message: params.message }),
          notifyTheirsUnread: () =>
            notifications.send({ type: 'notify.show', kind: 'error', message: t('site.loadFailed') }),
        },
      }),
    [http, notifications, t],
  );
  const docs = useActorRef(logic, { input: { classId }, ...useActorOptions() });
  const documents = useSelector(docs, selectDocuments);
  const view = useSelector(docs, selectDocumentsView);
  const busy = useSelector(docs, selectDocumentsBusy);
  const uploading = useSelector(docs, selectUploading);
  const uploadError = useSelector(docs, selectUploadError);
  const conflict = useSelector(docs, selectDocumentsConflict);
  const [renaming, setRenaming] = useState<ClassDocument | null>(null);
  const [newName, setNewName] = useState('');

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <div role="group" aria-label={t('classes.docsViewLabel')} className="flex gap-2">
          <Button
            variant={view === 'active' ? 'primary' : 'secondary'}
            aria-pressed={view === 'active'}
            onClick={() => docs.send({ type: 'docs.show', view: 'active' })}
          >
            {t('classes.docsShowActive')}
          </Button>
          <Button
            variant={view === 'deleted' ? 'primary' : 'secondary'}
            aria-pressed={view === 'deleted'}
            onClick={() => docs.send({ type: 'docs.show', view: 'deleted' })}
          >
            {t('classes.docsShowDeleted')}
          </Button>
        </div>
        {canManage ? (
          <FileDropZone
            compact
            label={t('classes.docsUpload')}
            browseLabel={t('classes.docsUpload')}
            disabled={uploading !== null}
            testId="class-document-file"
            onFiles={([file]) => docs.send({ type: 'upload.choose', file: file! })}
          />
        ) : null}
      </div>
      {uploading ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 bg-slate-50 p-3">
          <label className="flex flex-1 flex-col gap-1 text-sm text-slate-800">
            {t('classes.docsUploading', { name: uploading.name })}
            <progress max={uploading.total || 1} value={uploading.loaded} className="w-full" />
          </label>
          <Button variant="secondary" onClick={() => docs.send({ type: 'upload.cancel' })}>
            {t('classes.docsCancelUpload')}
          </Button>
        </div>
      ) : null}
      {uploadError ? (
        <p role="alert" className="text-sm text-red-800">
          {uploadError}
        </p>
      ) : null}
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
                onClick={() => {
                  setRenaming(row);
                  setNewName(row.fileName);
                }}
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
      <ConflictDialog
        message={conflict}
        busy={busy}
        onReload={() => docs.send({ type: 'conflict.reload' })}
        onKeepMine={() => docs.send({ type: 'conflict.keepMine' })}
      />
      <Dialog
        open={renaming !== null}
        onClose={() => setRenaming(null)}
        title={t('classes.docsRenameTitle')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setRenaming(null)}>
              {t('classes.cancel')}
            </Button>
            <Button type="submit" form="rename-document">
              {t('classes.save')}
            </Button>
          </>
        }
      >
        <form
          id="rename-document"
          onSubmit={(event) => {
            event.preventDefault();
            if (renaming && newName.trim())
              docs.send({ type: 'doc.rename', documentId: renaming.id, fileName: newName.trim() });
            setRenaming(null);
          }}
        >
          <TextField
            label={t('classes.docsNewName')}
            name="fileName"
            value={newName}
            onChange={(event) => setNewName(event.target.value)}
          />
        </form>
      </Dialog>
    </div>
  );
}

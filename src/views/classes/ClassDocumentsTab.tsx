/**
 * The Documents tab: upload with a progress bar and Cancel, rename, share with students, delete (soft, Undo in the
 * notification), the Deleted view with Restore, and Open in the document viewer. A rename or share refused because
 * someone else changed the document first shows the conflict dialog (ADR 188).
 */
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ClassDocument } from '../../api/classes/classDocumentsContract';
import {
  selectDocumentsBusy,
  selectDocumentsConflict,
  selectDocumentsConflictByYou,
} from '../../machines/classes/classDocumentsMachine';
import { ConflictDialog } from '../ui/ConflictDialog';
import { ClassDocumentsTable } from './ClassDocumentsTable';
import { ClassDocumentsToolbar } from './ClassDocumentsToolbar';
import { RenameDocumentDialog } from './RenameDocumentDialog';
import { useClassDocumentsActor } from './useClassDocumentsActor';

export function ClassDocumentsTab({
  classId,
  canManage,
}: {
  readonly classId: number;
  readonly canManage: boolean;
}) {
  const docs = useClassDocumentsActor(classId);
  const busy = useSelector(docs, selectDocumentsBusy);
  const conflict = useSelector(docs, selectDocumentsConflict);
  const conflictByYou = useSelector(docs, selectDocumentsConflictByYou);
  const [renaming, setRenaming] = useState<ClassDocument | null>(null);
  const [newName, setNewName] = useState('');

  return (
    <div className="flex flex-col gap-3">
      <ClassDocumentsToolbar docs={docs} canManage={canManage} />
      <ClassDocumentsTable
        docs={docs}
        classId={classId}
        canManage={canManage}
        onRename={(document) => {
          setRenaming(document);
          setNewName(document.fileName);
        }}
      />
      <ConflictDialog
        message={conflict}
        byYou={conflictByYou}
        busy={busy}
        onReload={() => docs.send({ type: 'conflict.reload' })}
        onKeepMine={() => docs.send({ type: 'conflict.keepMine' })}
      />
      <RenameDocumentDialog
        docs={docs}
        document={renaming}
        newName={newName}
        onNewName={setNewName}
        onClose={() => setRenaming(null)}
      />
    </div>
  );
}

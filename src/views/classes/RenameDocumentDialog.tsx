/** Rename a class document: the new name, saved on Save when it is not blank. */
import { useTranslation } from 'react-i18next';
import type { ClassDocument } from '../../api/classes/classDocumentsContract';
import type { ClassDocumentsActorRef } from '../../machines/classes/classDocumentsMachine';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { TextField } from '../ui/TextField';

export function RenameDocumentDialog({
  docs,
  document,
  newName,
  onNewName,
  onClose,
}: {
  readonly docs: ClassDocumentsActorRef;
  /** The document being renamed; null while the dialog is closed. */
  readonly document: ClassDocument | null;
  readonly newName: string;
  readonly onNewName: (name: string) => void;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={document !== null}
      onClose={onClose}
      title={t('classes.docsRenameTitle')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
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
          if (document && newName.trim())
            docs.send({ type: 'doc.rename', documentId: document.id, fileName: newName.trim() });
          onClose();
        }}
      >
        <TextField
          label={t('classes.docsNewName')}
          name="fileName"
          value={newName}
          onChange={(event) => onNewName(event.target.value)}
        />
      </form>
    </Dialog>
  );
}

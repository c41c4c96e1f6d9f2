/** The draft offer (Restore / Discard) and the save conflict (reload theirs / keep mine). */
import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import type { ConflictInfo } from '../../../machines/quizEditorMachine';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

export function DraftDialog({
  open,
  onRestore,
  onDiscard,
}: {
  open: boolean;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onDiscard}
      role="alertdialog"
      title={t('editor.draftTitle')}
      description={t('editor.draftText')}
      actions={
        <>
          <Button variant="secondary" onClick={onDiscard}>
            {t('editor.discard')}
          </Button>
          <Button onClick={onRestore}>{t('editor.restore')}</Button>
        </>
      }
    />
  );
}

export function ConflictDialog({
  conflict,
  onReloadTheirs,
  onKeepMine,
}: {
  conflict: ConflictInfo | null;
  onReloadTheirs: () => void;
  onKeepMine: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={conflict !== null}
      onClose={onKeepMine}
      role="alertdialog"
      title={t('editor.conflictTitle')}
      description={
        <>
          {conflict?.message}{' '}
          {conflict?.theirs &&
            t('editor.conflictTheirs', {
              date: format(new Date(conflict.theirs.updatedAt), 'MM/dd/yyyy hh:mm a'),
            })}
        </>
      }
      actions={
        <>
          <Button variant="secondary" onClick={onReloadTheirs} disabled={!conflict?.theirs}>
            {t('editor.reloadTheirs')}
          </Button>
          <Button onClick={onKeepMine}>{t('editor.keepMine')}</Button>
        </>
      }
    />
  );
}

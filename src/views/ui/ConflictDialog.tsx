/**
 * The one answer to a save refused because someone else saved first (ADR 109): the server's message, "Reload"
 * (drop mine, load theirs) and "Keep mine" (save mine again over their version). Open while `message` is set.
 */
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConflictDialogProps {
  readonly message: string | null;
  /** A reload or a second save is under way: both actions wait. */
  readonly busy?: boolean;
  readonly onReload: () => void;
  readonly onKeepMine: () => void;
}

export function ConflictDialog({ message, busy = false, onReload, onKeepMine }: ConflictDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={message !== null}
      // Closing without a choice changes nothing: the dialog stays until one is made.
      onClose={() => {}}
      role="alertdialog"
      title={t('confirm.conflictTitle')}
      description={message}
      actions={
        <>
          <Button variant="secondary" onClick={onReload} disabled={busy}>
            {t('confirm.conflictReload')}
          </Button>
          <Button onClick={onKeepMine} busy={busy}>
            {t('confirm.conflictKeepMine')}
          </Button>
        </>
      }
    />
  );
}

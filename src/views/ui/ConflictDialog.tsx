/**
 * The one answer to a save refused because someone else saved first (ADR 109): the server's message, "Reload"
 * (drop mine, load theirs) and "Keep mine" (save mine again over their version). Open while `message` is set.
 * When the version that won was the user's own save, from another tab or device, it says so instead (ADR 300).
 */
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConflictDialogProps {
  readonly message: string | null;
  /** The version that won was the user's own save, in another tab or on another device. */
  readonly byYou?: boolean;
  /** A reload or a second save is under way: both actions wait. */
  readonly busy?: boolean;
  readonly onReload: () => void;
  readonly onKeepMine: () => void;
}

export function ConflictDialog({
  message,
  byYou = false,
  busy = false,
  onReload,
  onKeepMine,
}: ConflictDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={message !== null}
      // Closing without a choice changes nothing: the dialog stays until one is made.
      onClose={() => {}}
      role="alertdialog"
      title={t(byYou ? 'confirm.conflictTitleYours' : 'confirm.conflictTitle')}
      description={byYou ? t('confirm.conflictYours') : message}
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

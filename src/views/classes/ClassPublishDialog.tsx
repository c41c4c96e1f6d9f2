/** Asks before a class is published or unpublished, saying what changes for its students (ADR 248). */
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';

export interface ClassPublishDialogProps {
  /** The class and the state asked for; null when nothing is asked. */
  readonly ask: { readonly title: string; readonly published: boolean } | null;
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

export function ClassPublishDialog({ ask, busy, onConfirm, onCancel }: ClassPublishDialogProps) {
  const { t } = useTranslation();
  const publishing = ask?.published === true;
  return (
    <Dialog
      open={ask !== null}
      onClose={() => !busy && onCancel()}
      role="alertdialog"
      title={
        publishing
          ? t('classes.publishAskTitle', { title: ask?.title ?? '' })
          : t('classes.unpublishAskTitle', { title: ask?.title ?? '' })
      }
      description={publishing ? t('classes.publishAskText') : t('classes.unpublishAskText')}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            {t('classes.cancel')}
          </Button>
          <Button busy={busy} onClick={onConfirm}>
            {publishing ? t('classes.publishAskConfirm') : t('classes.unpublishAskConfirm')}
          </Button>
        </>
      }
    />
  );
}

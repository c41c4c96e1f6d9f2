/** The editor's delete confirmation (SPEC section 2, Other dialogs): deleting an activity asks first. */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';

export interface DeleteActivityDialogProps {
  /** The activity to delete; no dialog while null. */
  readonly activity: { readonly originId: string; readonly title: string } | null;
  readonly onConfirm: (activityId: string) => void;
  readonly onCancel: () => void;
}

export function DeleteActivityDialog({ activity, onConfirm, onCancel }: DeleteActivityDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={activity !== null}
      onClose={onCancel}
      role="alertdialog"
      size="sm"
      title={t('confirm.deleteActivityTitle')}
      description={activity ? t('confirm.deleteActivityText', { title: activity.title }) : undefined}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('confirm.cancel')}
          </Button>
          <Button variant="danger" onClick={() => activity && onConfirm(activity.originId)}>
            {t('confirm.deleteActivityConfirm')}
          </Button>
        </>
      }
    />
  );
}

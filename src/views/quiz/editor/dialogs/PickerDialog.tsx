/** The frame of the editor's search-and-pick dialogs (Add Video, Articles): a large dialog ending in Cancel. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';

export function PickerDialog({
  title,
  onCancel,
  children,
}: {
  title: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onCancel} title={title} size="lg">
      <div className="mt-4 flex flex-col gap-3">
        {children}
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onCancel}>
            {t('editor.cancel')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

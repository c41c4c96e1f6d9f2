/** Move to another activity. */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { moveItemDialogMachine, selectMoveTargets } from '../../../../machines/moveItemDialogMachine';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { useDialogActor } from './useDialogActor';

export interface MoveItemDialogProps {
  readonly itemId: string;
  readonly fromActivityId: string;
  readonly activities: readonly { id: string; title: string }[];
  readonly onClose: (move: { itemId: string; toActivityId: string } | null) => void;
}

export function MoveItemDialog({ itemId, fromActivityId, activities, onClose }: MoveItemDialogProps) {
  const { t } = useTranslation();
  const actor = useDialogActor(moveItemDialogMachine, { itemId, fromActivityId, activities }, onClose);
  const targets = useSelector(actor, selectMoveTargets);
  const targetId = useSelector(actor, (s) => s.context.targetId);
  return (
    <Dialog
      open
      onClose={() => actor.send({ type: 'dialog.cancel' })}
      title={t('editor.moveDialogTitle')}
      actions={
        <>
          <Button variant="secondary" onClick={() => actor.send({ type: 'dialog.cancel' })}>
            {t('editor.cancel')}
          </Button>
          <Button disabled={!targetId} onClick={() => actor.send({ type: 'move.confirm' })}>
            {t('editor.moveDialogConfirm')}
          </Button>
        </>
      }
    >
      <fieldset className="mt-4 flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-800">{t('editor.moveDialogTarget')}</legend>
        {targets.map((activity) => (
          <label key={activity.id} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="move-target"
              checked={targetId === activity.id}
              onChange={() => actor.send({ type: 'target.choose', activityId: activity.id })}
            />
            {activity.title}
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
}

/** Move to another activity. */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  moveItemDialogMachine,
  selectMoveTargets,
} from '../../../../machines/quiz/editor/moveItemDialogMachine';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { RadioGroupField } from '../../../ui/RadioGroupField';
import { useDialogActor } from '../../../shared/useDialogActor';

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
      <RadioGroupField
        className="mt-4"
        label={t('editor.moveDialogTarget')}
        value={targetId}
        options={targets.map((activity) => ({ value: activity.id, label: activity.title }))}
        onChange={(activityId) => actor.send({ type: 'target.choose', activityId })}
      />
    </Dialog>
  );
}

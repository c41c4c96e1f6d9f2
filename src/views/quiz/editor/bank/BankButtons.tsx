/**
 * Beside Add Question: Add from bank (tick questions of a bank's category: they are copied into the activity as
 * ordinary questions, one undo step) and Add random slot (N questions drawn for each student from a category,
 * added through the editor's slot events).
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bankQuestionCopy } from '../../../../domain/quiz/banks/bankCopies';
import type { BankPicked } from '../../../../machines/banks/bankPickerMachine';
import type { QuizEditorActorRef } from '../../../../machines/quiz/editor/quizEditorMachine';
import { useNotificationsActor } from '../../../AppContext';
import { Button } from '../../../ui/Button';
import { BankPickerDialog } from './BankPickerDialog';

/** A fresh local id generator: bank copies and slots travel with their ids, unique in the session. */
function localIds(prefix: string): () => string {
  const base = `${prefix}-${crypto.randomUUID()}`;
  let n = 0;
  return () => `${base}-${++n}`;
}

export function BankButtons({
  editor,
  activityId,
}: {
  readonly editor: QuizEditorActorRef;
  readonly activityId: string;
}) {
  const { t } = useTranslation();
  const notifications = useNotificationsActor();
  const [open, setOpen] = useState<'questions' | 'slot' | null>(null);
  const [slotId, setSlotId] = useState('');
  const close = useCallback(() => setOpen(null), []);
  const picked = useCallback(
    (choice: BankPicked) => {
      if (choice.kind === 'slot') {
        editor.send({ type: 'slot.add', activityId, slot: choice.slot });
        return;
      }
      const createId = localIds('bank');
      editor.send({
        type: 'playlist.import',
        activityId,
        videos: [],
        questions: choice.questions.map((question) => bankQuestionCopy(question, createId)),
      });
      notifications.send({
        type: 'notify.show',
        kind: 'success',
        message: t('banks.questionsAdded', { number: choice.questions.length }),
      });
    },
    [editor, activityId, notifications, t],
  );
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen('questions')}>
        {t('banks.addFromBank')}
      </Button>
      <Button
        variant="secondary"
        onClick={() => {
          setSlotId(localIds('slot')());
          setOpen('slot');
        }}
      >
        {t('banks.addRandomSlot')}
      </Button>
      {open === 'questions' && <BankPickerDialog mode="questions" onPicked={picked} onClose={close} />}
      {open === 'slot' && (
        <BankPickerDialog mode="slot" newSlotId={slotId} onPicked={picked} onClose={close} />
      )}
    </>
  );
}

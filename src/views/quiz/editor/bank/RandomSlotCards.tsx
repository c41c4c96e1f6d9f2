/**
 * The random slots of the selected activity (ADR 232), after its questions: each card says how many questions
 * each student gets drawn from which category of which bank, with Edit (the same dialog as Add random slot) and
 * Remove; both are editor events, so undo brings a slot back.
 */
import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RandomSlot } from '../../../../domain/quiz/banks/randomSlot';
import type { QuestionBank } from '../../../../domain/quiz/banks/questionBank';
import type { BankPicked } from '../../../../machines/banks/bankPickerMachine';
import { usableBanks } from '../../../../machines/banks/bankServices';
import type { QuizEditorActorRef } from '../../../../machines/quiz/editor/quizEditorMachine';
import { selectSelectedActivity } from '../../../../machines/quiz/editor/quizEditorSelectors';
import { recordServices, selectRecord } from '../../../../machines/shared/recordMachine';
import { useHttp } from '../../../AppContext';
import { useRecordActor } from '../../../shared/useRecordActor';
import { Button } from '../../../ui/Button';
import { BankPickerDialog } from './BankPickerDialog';

const noSlots: readonly RandomSlot[] = [];

export function RandomSlotCards({ editor }: { readonly editor: QuizEditorActorRef }) {
  const slots = useSelector(editor, (s) => selectSelectedActivity(s).randomSlots ?? noSlots);
  if (slots.length === 0) return null;
  return <SlotList editor={editor} slots={slots} />;
}

function SlotList({
  editor,
  slots,
}: {
  readonly editor: QuizEditorActorRef;
  readonly slots: readonly RandomSlot[];
}) {
  const { t } = useTranslation();
  const http = useHttp();
  const banksRecord = useRecordActor(recordServices((_: unknown, signal) => usableBanks(http, signal)));
  const banks = useSelector(banksRecord, selectRecord<readonly QuestionBank[]>) ?? [];
  const [editing, setEditing] = useState<RandomSlot | null>(null);
  const close = useCallback(() => setEditing(null), []);
  const picked = useCallback(
    (choice: BankPicked) => {
      if (choice.kind !== 'slot') return;
      const { id, ...changes } = choice.slot;
      editor.send({ type: 'slot.change', slotId: id, changes });
    },
    [editor],
  );
  return (
    <section aria-label={t('banks.slotsLabel')} className="w-full">
      <ul className="flex flex-col gap-3">
        {slots.map((slot) => {
          const bank = banks.find((b) => b.id === slot.bankId);
          const category =
            bank?.categories.find((c) => c.id === slot.categoryId)?.title ?? t('banks.slotUnknown');
          return (
            <li
              key={slot.id}
              className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed border-sky-700 bg-sky-50 p-4"
            >
              <div className="me-auto flex min-w-0 flex-col">
                <span className="font-semibold text-slate-900">{t('banks.slotHeading')}</span>
                <span className="text-slate-900">
                  {t('banks.slotText', { number: slot.count, category })}
                </span>
                {bank && (
                  <span className="text-sm text-slate-700">{t('banks.slotBank', { title: bank.title })}</span>
                )}
              </div>
              <Button
                variant="secondary"
                aria-label={t('banks.editSlot', { category })}
                onClick={() => setEditing(slot)}
              >
                {t('banks.edit')}
              </Button>
              <Button
                variant="ghost"
                aria-label={t('banks.removeSlot', { category })}
                onClick={() => editor.send({ type: 'slot.remove', slotId: slot.id })}
              >
                {t('banks.remove')}
              </Button>
            </li>
          );
        })}
      </ul>
      {editing && <BankPickerDialog mode="slot" slot={editing} onPicked={picked} onClose={close} />}
    </section>
  );
}

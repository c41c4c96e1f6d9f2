/**
 * A question written or edited in the bank (ADR 367): a new one first asks its type, then shows the same fields as
 * the quiz editor — the text as rich text, the type's own editor (editorRegistry.tsx) and the points. Save checks
 * it by the quiz's rules and shows each message beside its field; a save made on an older version asks Reload or
 * Keep mine. Loaded with its rich-text editor only when opened.
 */
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizEditorActorRef } from '../../machines/quiz/editor/quizEditorMachine';
import {
  selectChoosingType,
  selectConflict,
  selectConflictByYou,
  selectDraft,
  selectErrors,
  selectIsNew,
  selectQuestionType,
  selectSaveError,
  selectSaving,
  type BankQuestionEditorActorRef,
} from '../../machines/banks/bankQuestionEditorMachine';
import type { QuestionTypeName } from '../../questionTypes/shared/domain/registry';
import { QUESTION_TYPE_LABELS, QuestionTypeEditor } from '../../questionTypes/shared/views/editorRegistry';
import { PointsField } from '../quiz/editor/PointsField';
import { RichTextField } from '../quiz/editor/RichTextField';
import { useMessage } from '../shared/useMessage';
import { Button } from '../ui/Button';
import { ConflictDialog } from '../ui/ConflictDialog';
import { Dialog } from '../ui/Dialog';
import { FormError } from '../ui/FormError';
import { SelectField } from '../ui/SelectField';

/** The fields shown beside their own message; any other message shows under the form. */
const OWN_FIELDS = ['title', 'textOptions', 'answers', 'points'] as const;

export default function BankQuestionDialog({ actor }: { readonly actor: BankQuestionEditorActorRef }) {
  const { t } = useTranslation();
  const message = useMessage();
  const choosing = useSelector(actor, selectChoosingType);
  const questionType = useSelector(actor, selectQuestionType);
  const isNew = useSelector(actor, selectIsNew);
  const item = useSelector(actor, selectDraft);
  const errors = useSelector(actor, selectErrors);
  const saveError = useSelector(actor, selectSaveError);
  const saving = useSelector(actor, selectSaving);
  const conflict = useSelector(actor, selectConflict);
  const conflictByYou = useSelector(actor, selectConflictByYou);
  // The type editors send the quiz editor's item events and read its field marks: this machine takes the same
  // events and keeps no marks of its own there (ADR 367).
  const editor = actor as unknown as QuizEditorActorRef;
  const cancel = () => {
    if (!saving) actor.send({ type: 'question.cancel' });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send(choosing ? { type: 'type.confirm' } : { type: 'question.save' });
  };
  const key = (field: string) => (item ? `item.${item.originId}.${field}` : '');
  const errorOf = (field: (typeof OWN_FIELDS)[number]) => message(errors.get(key(field))) ?? undefined;
  const own = new Set(OWN_FIELDS.map(key));
  const other = [...errors].find(([field]) => !own.has(field))?.[1] ?? null;
  const label = t('editor.questionTitle');
  return (
    <Dialog
      open
      size="lg"
      onClose={cancel}
      title={t(isNew ? 'banks.newQuestionTitle' : 'banks.editQuestionTitle')}
    >
      <form className="mt-4 flex flex-col gap-4" onSubmit={submit} noValidate>
        {choosing && (
          <SelectField
            name="questionType"
            label={t('banks.questionType')}
            value={questionType}
            options={QUESTION_TYPE_LABELS.map(([value, labelKey]) => ({ value, label: t(labelKey) }))}
            onChange={(event) =>
              actor.send({ type: 'type.choose', questionType: event.target.value as QuestionTypeName })
            }
          />
        )}
        {item && (
          <>
            <RichTextField
              label={label}
              value={item.title}
              error={errorOf('title')}
              fieldKey={key('title')}
              onChange={(title) => actor.send({ type: 'question.setTitle', itemId: item.originId, title })}
            />
            <QuestionTypeEditor
              editor={editor}
              item={item}
              label={label}
              answersError={errorOf((item.questionType ?? 'choice') === 'choice' ? 'textOptions' : 'answers')}
            />
            <PointsField
              name="points"
              value={item.points}
              error={errorOf('points')}
              onPoints={(points) => actor.send({ type: 'question.setPoints', itemId: item.originId, points })}
            />
          </>
        )}
        <FormError message={message(other) ?? (saveError ? message(saveError.message) : null)} />
        <div className="flex justify-end gap-3">
          <Button type="button" variant="secondary" disabled={saving} onClick={cancel}>
            {t('banks.cancel')}
          </Button>
          <Button type="submit" busy={saving}>
            {choosing ? t('banks.chooseType') : t('banks.save')}
          </Button>
        </div>
      </form>
      <ConflictDialog
        message={conflict}
        byYou={conflictByYou}
        busy={saving}
        onReload={() => actor.send({ type: 'conflict.reload' })}
        onKeepMine={() => actor.send({ type: 'conflict.keepMine' })}
      />
    </Dialog>
  );
}

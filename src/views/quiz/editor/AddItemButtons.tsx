/**
 * Below the items: the activity's random slots, then the type the next question takes and Add Question, Add Video,
 * Import playlists, Generate questions, Add from bank and Add random slot. A failed save for an activity with no
 * items focuses Add Question. The question Add Question makes takes the focus in its title (ADR 360).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionTypeName } from '../../../questionTypes/shared/domain/registry';
import type { QuizEditorActorRef } from '../../../machines/quiz/editor/quizEditorMachine';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import { SelectField } from '../../ui/SelectField';
import { QUESTION_TYPE_LABELS } from '../../../questionTypes/shared/views/editorRegistry';
import { AddTextButton } from '../../../questionTypes/textBlock/views/AddTextButton';
import { BankButtons } from './bank/BankButtons';
import { RandomSlotCards } from './bank/RandomSlotCards';
import { focusAddedQuestion } from './useEditorShortcuts';

export function AddItemButtons({
  editor,
  activityId,
  errorId,
  onAddVideo,
  onImport,
  onGenerate,
}: {
  editor: QuizEditorActorRef;
  activityId: string;
  /** The id of the activity's items message, while there is one. */
  errorId: string | undefined;
  onAddVideo: () => void;
  onImport: () => void;
  onGenerate: () => void;
}) {
  const { t } = useTranslation();
  // The type the next Add Question makes (SPEC's choice question unless another is picked).
  const [newType, setNewType] = useState<QuestionTypeName>('choice');
  return (
    <div className="flex flex-wrap gap-2">
      <RandomSlotCards editor={editor} />
      <SelectField
        name="newQuestionType"
        label={t('questionTypes.newType')}
        hideLabel
        className="w-auto"
        value={newType}
        options={QUESTION_TYPE_LABELS.map(([value, key]) => ({ value, label: t(key) }))}
        onChange={(event) => setNewType(event.target.value as QuestionTypeName)}
      />
      <Button
        variant="secondary"
        data-field={`activity.${activityId}.items`}
        aria-describedby={errorId}
        onClick={() => {
          editor.send(
            newType === 'choice'
              ? { type: 'editor.addQuestion' }
              : { type: 'editor.addQuestion', questionType: newType },
          );
          focusAddedQuestion(editor);
        }}
      >
        {t('editor.addQuestion')}
      </Button>
      <AddTextButton editor={editor} />
      <Button variant="secondary" onClick={onAddVideo}>
        {t('editor.addVideo')}
      </Button>
      <Button variant="secondary" onClick={onImport}>
        {t('editor.importPlaylists')}
      </Button>
      <Button variant="secondary" onClick={onGenerate}>
        <Icon name="sparkles" className="size-4" />
        {t('generate.open')}
      </Button>
      <BankButtons editor={editor} activityId={activityId} />
    </div>
  );
}

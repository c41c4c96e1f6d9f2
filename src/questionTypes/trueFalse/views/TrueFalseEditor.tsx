/** True / false in the editor: which of the two words is right, and the feedback for each answer. */
import { useTranslation } from 'react-i18next';
import { trueFalseOf } from '../domain/trueFalse';
import { RadioGroupField } from '../../../views/ui/RadioGroupField';
import { TextField } from '../../../views/ui/TextField';
import type { EditorQuestionProps } from '../../shared/views/editorQuestion';

export function TrueFalseEditor({ editor, item }: EditorQuestionProps) {
  const { t } = useTranslation();
  const itemId = item.originId;
  const definition = trueFalseOf(item.definition);
  const word = (value: boolean) => t(value ? 'trueFalse.true' : 'trueFalse.false');
  return (
    <div className="flex flex-col gap-3" data-field={`item.${itemId}.answers`}>
      <RadioGroupField
        label={t('trueFalse.rightAnswer')}
        options={[
          { value: 'true', label: word(true) },
          { value: 'false', label: word(false) },
        ]}
        value={definition.answer ? 'true' : 'false'}
        onChange={(value) => editor.send({ type: 'trueFalse.setAnswer', itemId, answer: value === 'true' })}
      />
      {[true, false].map((value) => (
        <TextField
          key={String(value)}
          name={`feedback-${itemId}-${String(value)}`}
          label={t(value ? 'trueFalse.feedbackTrue' : 'trueFalse.feedbackFalse')}
          value={(value ? definition.feedbackTrue : definition.feedbackFalse) ?? ''}
          onChange={(event) =>
            editor.send({ type: 'trueFalse.setFeedback', itemId, value, feedback: event.target.value })
          }
        />
      ))}
    </div>
  );
}

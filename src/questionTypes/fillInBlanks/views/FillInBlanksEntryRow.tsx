/**
 * One option of a dropdown blank (with the radio that makes it right) or one accepted answer of a typed blank, with its
 * feedback, shown to a student who picked or typed it (ADR 406).
 */
import { useTranslation } from 'react-i18next';
import { FILL_IN_BLANKS_LIMITS, type Gap, type GapEntry } from '../domain/fillInBlanksDefinition';
import type { QuizEditorActorRef } from '../../../machines/quiz/editor/quizEditorMachine';
import { CheckboxField } from '../../../views/ui/CheckboxField';
import { RemoveEntryButton } from '../../shared/views/RemoveEntryButton';
import { TextField } from '../../../views/ui/TextField';

interface Props {
  readonly editor: QuizEditorActorRef;
  readonly itemId: string;
  readonly gap: Gap;
  readonly entry: GapEntry;
  /** The blank's number and the entry's, from 1, for the labels. */
  readonly values: { readonly number: number; readonly entry: number };
  /** The name of the blank's right-option radios. */
  readonly radioName: string;
  readonly removable: boolean;
  readonly invalid: boolean;
  /** This entry's own message (a pattern RE2 cannot compile, ADR 305), shown under it. */
  readonly error?: string | undefined;
  /** The key of this entry's own messages, which a failed save focuses. */
  readonly entryKey?: string | undefined;
  /** The field a failed save focuses (the blank's first entry). */
  readonly fieldKey?: string | undefined;
}

export function FillInBlanksEntryRow({
  editor,
  itemId,
  gap,
  entry,
  values,
  radioName,
  removable,
  invalid,
  error,
  entryKey,
  fieldKey,
}: Props) {
  const { t } = useTranslation();
  const dropdown = gap.kind === 'dropdown';
  const gapId = gap.id;
  const pattern = gap.kind === 'typed' && gap.match?.kind === 'pattern';
  return (
    <div className="flex flex-wrap items-end gap-2" data-field={entryKey}>
      {dropdown && (
        <CheckboxField
          asRadio
          name={radioName}
          className="mb-3"
          label={t('fillInBlanks.rightOptionIs', values)}
          hideLabel
          checked={gap.right === entry.id}
          onChange={() => editor.send({ type: 'fillInBlanks.setRight', itemId, gapId, entryId: entry.id })}
        />
      )}
      <TextField
        name={`blank-${gapId}-${entry.id}`}
        label={t(
          dropdown ? 'fillInBlanks.option' : pattern ? 'fillInBlanks.pattern' : 'fillInBlanks.answer',
          values,
        )}
        className="min-w-0 flex-1 basis-40"
        maxLength={FILL_IN_BLANKS_LIMITS.entry}
        value={entry.text}
        error={error}
        {...(invalid && !error ? { 'aria-invalid': true } : {})}
        {...(pattern ? { spellCheck: false, autoComplete: 'off' } : {})}
        data-field={fieldKey}
        onChange={(event) =>
          editor.send({
            type: 'fillInBlanks.setEntry',
            itemId,
            gapId,
            entryId: entry.id,
            text: event.target.value,
          })
        }
      />
      <TextField
        name={`blank-feedback-${gapId}-${entry.id}`}
        label={t(dropdown ? 'fillInBlanks.optionFeedback' : 'fillInBlanks.answerFeedback', values)}
        className="min-w-0 flex-1 basis-40"
        maxLength={FILL_IN_BLANKS_LIMITS.feedback}
        value={entry.feedback ?? ''}
        onChange={(event) =>
          editor.send({
            type: 'fillInBlanks.setEntryFeedback',
            itemId,
            gapId,
            entryId: entry.id,
            feedback: event.target.value,
          })
        }
      />
      <RemoveEntryButton
        className="px-2"
        disabled={!removable}
        aria-label={t(dropdown ? 'fillInBlanks.removeOption' : 'fillInBlanks.removeAnswer', values)}
        onClick={() => editor.send({ type: 'fillInBlanks.removeEntry', itemId, gapId, entryId: entry.id })}
      />
    </div>
  );
}

/**
 * One blank in the editor: its kind (a typed answer or a dropdown), then for a typed answer how its answers match
 * (FillInBlanksMatchFields, ADR 305), its accepted answers and whether case counts, or its options and which one is
 * right; each entry added and removed by buttons, each change an event.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { entriesOf, FILL_IN_BLANKS_LIMITS, type Gap } from '../domain/fillInBlanksDefinition';
import { gapEntryField, gapField } from '../domain/fillInBlanks';
import type { QuizEditorActorRef } from '../../../machines/quiz/editor/quizEditorMachine';
import { Button } from '../../../views/ui/Button';
import { CheckboxField } from '../../../views/ui/CheckboxField';
import { RemoveEntryButton } from '../../shared/views/RemoveEntryButton';
import { SelectField } from '../../../views/ui/SelectField';
import { FillInBlanksEntryRow } from './FillInBlanksEntryRow';
import { FillInBlanksMatchFields } from './FillInBlanksMatchFields';

interface Props {
  readonly editor: QuizEditorActorRef;
  readonly itemId: string;
  readonly gap: Gap;
  /** The blank's number in the text, from 1. */
  readonly number: number;
  readonly error: string | undefined;
  /** The message of a field of the question (an accepted answer's own), in the page's language. */
  readonly fieldError: (field: string) => string | undefined;
}

export function FillInBlanksGapFields({ editor, itemId, gap, number, error, fieldError }: Props) {
  const { t } = useTranslation();
  const legendId = useId();
  const errorId = useId();
  const radioName = useId();
  const gapId = gap.id;
  const dropdown = gap.kind === 'dropdown';
  const entries = entriesOf(gap);
  const fewest = dropdown ? 2 : 1;
  return (
    <fieldset
      aria-labelledby={legendId}
      aria-describedby={error ? errorId : undefined}
      className="flex flex-col gap-2 rounded-md border border-slate-200 p-3"
    >
      <div className="flex flex-wrap items-end gap-2">
        <span id={legendId} className="me-auto text-sm font-medium text-slate-800">
          {t('fillInBlanks.gap', { number })}
        </span>
        <SelectField
          label={t('fillInBlanks.kind', { number })}
          value={gap.kind}
          options={[
            { value: 'typed', label: t('fillInBlanks.kind_typed') },
            { value: 'dropdown', label: t('fillInBlanks.kind_dropdown') },
          ]}
          onChange={(event) =>
            editor.send({
              type: 'fillInBlanks.setKind',
              itemId,
              gapId,
              kind: event.target.value === 'dropdown' ? 'dropdown' : 'typed',
            })
          }
        />
        <RemoveEntryButton
          className="px-2"
          aria-label={t('fillInBlanks.removeGap', { number })}
          onClick={() => editor.send({ type: 'fillInBlanks.removeGap', itemId, gapId })}
        />
      </div>
      {gap.kind === 'typed' && (
        <FillInBlanksMatchFields
          editor={editor}
          itemId={itemId}
          gapId={gapId}
          number={number}
          match={gap.match}
        />
      )}
      {entries.map((entry, index) => (
        <FillInBlanksEntryRow
          key={entry.id}
          editor={editor}
          itemId={itemId}
          gap={gap}
          entry={entry}
          values={{ number, entry: index + 1 }}
          radioName={radioName}
          removable={entries.length > fewest}
          invalid={error !== undefined}
          error={fieldError(`item.${itemId}.${gapEntryField(number, index + 1)}`)}
          entryKey={`item.${itemId}.${gapEntryField(number, index + 1)}`}
          fieldKey={index === 0 ? `item.${itemId}.${gapField(number)}` : undefined}
        />
      ))}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <Button
          variant="secondary"
          disabled={entries.length >= FILL_IN_BLANKS_LIMITS.entries}
          onClick={() =>
            editor.send({
              type: 'editor.addWithId',
              event: { type: 'fillInBlanks.addEntry', itemId, gapId },
              idField: 'entryId',
            })
          }
        >
          {t(dropdown ? 'fillInBlanks.addOption' : 'fillInBlanks.addAnswer', { number })}
        </Button>
        {gap.kind === 'typed' && (
          <CheckboxField
            asSwitch
            label={t('fillInBlanks.caseSensitive', { number })}
            checked={gap.caseSensitive}
            onChange={(event) =>
              editor.send({
                type: 'fillInBlanks.setCaseSensitive',
                itemId,
                gapId,
                caseSensitive: event.target.checked,
              })
            }
          />
        )}
      </div>
    </fieldset>
  );
}

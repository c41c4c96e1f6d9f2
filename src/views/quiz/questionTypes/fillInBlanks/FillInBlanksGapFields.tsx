/**
 * One blank in the editor: its kind (a typed answer or a dropdown), then for a typed answer how its answers match
 * (exactly, close enough with the typos allowed, or as patterns: ADR 305), its accepted answers and whether case
 * counts, or its options and which one is right; each entry added and removed by buttons, each change an event.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  entriesOf,
  FILL_IN_BLANKS_LIMITS,
  type Gap,
} from '../../../../domain/quiz/questionTypes/fillInBlanks/fillInBlanksDefinition';
import { gapEntryField, gapField } from '../../../../domain/quiz/questionTypes/fillInBlanks/fillInBlanks';
import { GAP_MATCH_LIMITS, type GapMatch } from '../../../../domain/quiz/questionTypes/fillInBlanks/gapMatch';
import type { QuizEditorActorRef } from '../../../../machines/quiz/editor/quizEditorMachine';
import { Button } from '../../../ui/Button';
import { CheckboxField } from '../../../ui/CheckboxField';
import { RemoveEntryButton } from '../RemoveEntryButton';
import { SelectField } from '../../../ui/SelectField';
import { FillInBlanksEntryRow } from './FillInBlanksEntryRow';

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

type MatchKind = GapMatch['kind'] | 'exact';

/** The match a kind chosen in the select stands for (close enough keeps the typos it allowed, else one). */
function matchOf(kind: MatchKind, before: GapMatch | undefined): GapMatch | null {
  if (kind === 'pattern') return { kind: 'pattern' };
  if (kind === 'closeEnough')
    return {
      kind: 'closeEnough',
      distance: before?.kind === 'closeEnough' ? before.distance : GAP_MATCH_LIMITS.distance.min,
    };
  return null;
}

const DISTANCES = Array.from(
  { length: GAP_MATCH_LIMITS.distance.max - GAP_MATCH_LIMITS.distance.min + 1 },
  (_, i) => GAP_MATCH_LIMITS.distance.min + i,
);

export function FillInBlanksGapFields({ editor, itemId, gap, number, error, fieldError }: Props) {
  const { t } = useTranslation();
  const legendId = useId();
  const errorId = useId();
  const radioName = useId();
  const gapId = gap.id;
  const dropdown = gap.kind === 'dropdown';
  const entries = entriesOf(gap);
  const fewest = dropdown ? 2 : 1;
  const match = gap.kind === 'typed' ? gap.match : undefined;
  const setMatch = (next: GapMatch | null) =>
    editor.send({ type: 'fillInBlanks.setMatch', itemId, gapId, match: next });
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
      {!dropdown && (
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            label={t('fillInBlanks.match', { number })}
            value={match?.kind ?? 'exact'}
            options={[
              { value: 'exact', label: t('fillInBlanks.match_exact') },
              { value: 'closeEnough', label: t('fillInBlanks.match_closeEnough') },
              { value: 'pattern', label: t('fillInBlanks.match_pattern') },
            ]}
            onChange={(event) => setMatch(matchOf(event.target.value as MatchKind, match))}
          />
          {match?.kind === 'closeEnough' && (
            <SelectField
              label={t('fillInBlanks.distance', { number })}
              value={String(match.distance)}
              options={DISTANCES.map((value) => ({ value: String(value), label: String(value) }))}
              onChange={(event) => setMatch({ kind: 'closeEnough', distance: Number(event.target.value) })}
            />
          )}
        </div>
      )}
      {!dropdown && (
        <p className="text-sm text-slate-600">
          {t(
            match?.kind === 'pattern'
              ? 'fillInBlanks.answersHint_pattern'
              : match?.kind === 'closeEnough'
                ? 'fillInBlanks.answersHint_closeEnough'
                : 'fillInBlanks.answersHint',
          )}
        </p>
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

/**
 * How a typed blank's accepted answers match (ADR 305): exactly, close enough with the typos it allows, or as
 * patterns; with the hint of the chosen way under it. Each change is the editor's `fillInBlanks.setMatch`.
 */
import { useTranslation } from 'react-i18next';
import { GAP_MATCH_LIMITS, type GapMatch } from '../domain/gapMatch';
import type { QuizEditorActorRef } from '../../../machines/quiz/editor/quizEditorMachine';
import { SelectField } from '../../../views/ui/SelectField';

interface Props {
  readonly editor: QuizEditorActorRef;
  readonly itemId: string;
  readonly gapId: string;
  /** The blank's number in the text, from 1. */
  readonly number: number;
  readonly match: GapMatch | undefined;
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

export function FillInBlanksMatchFields({ editor, itemId, gapId, number, match }: Props) {
  const { t } = useTranslation();
  const setMatch = (next: GapMatch | null) =>
    editor.send({ type: 'fillInBlanks.setMatch', itemId, gapId, match: next });
  return (
    <>
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
      <p className="text-sm text-slate-600">
        {t(
          match?.kind === 'pattern'
            ? 'fillInBlanks.answersHint_pattern'
            : match?.kind === 'closeEnough'
              ? 'fillInBlanks.answersHint_closeEnough'
              : 'fillInBlanks.answersHint',
        )}
      </p>
    </>
  );
}

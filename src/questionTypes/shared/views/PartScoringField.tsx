/**
 * How a question made of parts scores (ADR 292): partial credit or all or nothing, radio buttons under the type's own
 * words; a matching adds right minus wrong (ADR 310). Each choice is the type's `setScoring` editor event, one undo
 * step.
 */
import { useTranslation } from 'react-i18next';
import type { PartScoring } from '../domain/partScoring';
import { RadioGroupField } from '../../../views/ui/RadioGroupField';

type Group = 'fillInBlanks' | 'matching' | 'ordering' | 'hotText';

/** The rules every part-scored type offers. */
const TWO_RULES = ['partial', 'allOrNothing'] as const;

/** Each rule's text, in the type's words; only a matching offers right minus wrong (ADR 310). */
function useRuleLabel(group: Group) {
  const { t } = useTranslation();
  return (rule: PartScoring) =>
    rule === 'rightMinusWrong'
      ? t('matching.scoringRightMinusWrong')
      : t(rule === 'partial' ? `${group}.scoringPartial` : `${group}.scoringAllOrNothing`);
}

export function PartScoringField<S extends PartScoring>({
  group,
  scoring,
  rules = TWO_RULES as readonly PartScoring[] as readonly S[],
  onChange,
}: {
  /** The type's i18n group, which holds `scoring` and the text of each rule it offers. */
  readonly group: Group;
  readonly scoring: S;
  /** The rules offered, in order; partial credit and all or nothing unless the type offers more. */
  readonly rules?: readonly S[];
  readonly onChange: (scoring: S) => void;
}) {
  const { t } = useTranslation();
  const labelOf = useRuleLabel(group);
  return (
    <RadioGroupField<S>
      label={t(`${group}.scoring`)}
      options={rules.map((rule) => ({ value: rule, label: labelOf(rule) }))}
      value={scoring}
      onChange={onChange}
    />
  );
}

/** The answer key's line for a question not scored by partial credit, the default; nothing under partial credit. */
export function AllOrNothingNote({
  group,
  scoring,
}: {
  readonly group: Group;
  readonly scoring: PartScoring;
}) {
  const labelOf = useRuleLabel(group);
  return scoring === 'partial' ? null : <p className="text-sm text-slate-700">{labelOf(scoring)}</p>;
}

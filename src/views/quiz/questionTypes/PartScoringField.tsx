/**
 * How a question made of parts scores (ADR 292): partial credit or all or nothing, two radio buttons under the type's
 * own words. Each choice is the type's `setScoring` editor event, one undo step.
 */
import { useTranslation } from 'react-i18next';
import type { PartScoring } from '../../../domain/quiz/questionTypes/partScoring';
import { RadioGroupField } from '../../ui/RadioGroupField';

export function PartScoringField({
  group,
  scoring,
  onChange,
}: {
  /** The type's i18n group, which holds `scoring`, `scoringPartial` and `scoringAllOrNothing`. */
  readonly group: 'fillInBlanks' | 'matching' | 'ordering' | 'hotText';
  readonly scoring: PartScoring;
  readonly onChange: (scoring: PartScoring) => void;
}) {
  const { t } = useTranslation();
  return (
    <RadioGroupField<PartScoring>
      label={t(`${group}.scoring`)}
      options={[
        { value: 'partial', label: t(`${group}.scoringPartial`) },
        { value: 'allOrNothing', label: t(`${group}.scoringAllOrNothing`) },
      ]}
      value={scoring}
      onChange={onChange}
    />
  );
}

/** The answer key's line for a question scored all or nothing; nothing under partial credit, the default. */
export function AllOrNothingNote({
  group,
  scoring,
}: {
  readonly group: 'fillInBlanks' | 'matching' | 'ordering' | 'hotText';
  readonly scoring: PartScoring;
}) {
  const { t } = useTranslation();
  return scoring === 'allOrNothing' ? (
    <p className="text-sm text-slate-700">{t(`${group}.scoringAllOrNothing`)}</p>
  ) : null;
}

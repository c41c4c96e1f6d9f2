/**
 * A question's points, as the quiz editor and a bank question's dialog write them: sent only while the value typed
 * is points a question may be worth (`isPointsValue`), its error from the editor's checks.
 * @publicModule a bank question's dialog writes its points with it (ADR 367).
 */
import { useTranslation } from 'react-i18next';
import { isPointsValue, POINTS_MAX } from '../../../questionTypes/shared/domain/questionFields';
import { TextField } from '../../ui/TextField';

export interface PointsFieldProps {
  readonly name: string;
  readonly value: number | undefined;
  readonly error: string | undefined;
  readonly field?: string;
  readonly onPoints: (points: number) => void;
}

export function PointsField({ name, value, error, field, onPoints }: PointsFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      name={name}
      type="number"
      min={0}
      max={POINTS_MAX}
      step="any"
      className="max-w-32"
      label={t('questionTypes.points')}
      error={error}
      {...(field ? { 'data-field': field } : {})}
      value={value ?? 1}
      onChange={(event) => {
        const points = event.target.valueAsNumber;
        if (isPointsValue(points)) onPoints(points);
      }}
    />
  );
}

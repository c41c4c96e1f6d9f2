/**
 * The numeric question's optional units in the editor (ADR 198): the first is the one shown to the student, each
 * other has its multiplier to the first (said as "1 m = 0.001 km" under it). Added and removed by buttons; the
 * whole list is one `numeric.setUnits` event, whose step ends when focus moves to another field.
 */
import { useTranslation } from 'react-i18next';
import { NUMERIC_LIMITS, type NumericDefinition } from '../domain/numeric';
import { localNumber } from '../domain/numericParse';
import { withMultiplier, withoutUnit, withUnitAdded, withUnitName } from '../domain/numericEditing';
import { EntryListFieldset } from '../../shared/views/EntryListFieldset';
import { RemoveEntryButton } from '../../shared/views/RemoveEntryButton';
import { TextField } from '../../../views/ui/TextField';
import { NumberField } from './NumberField';

type Units = NumericDefinition['units'];

export function NumericUnitsFields({
  units,
  error,
  dataField,
  onUnits,
}: {
  units: Units;
  /** The units' message after a failed save. */
  error: string | undefined;
  dataField: string;
  onUnits: (units: Units) => void;
}) {
  const { t, i18n } = useTranslation();
  const first = units[0]?.unit ?? '';
  return (
    <EntryListFieldset
      legend={t('numeric.units')}
      hint={t('numeric.unitsHint')}
      error={error}
      addLabel={t('numeric.addUnit')}
      canAdd={units.length < NUMERIC_LIMITS.units}
      onAdd={() => onUnits(withUnitAdded(units))}
    >
      {(described) =>
        units.map((entry, index) => {
          const number = index + 1;
          return (
            // Units have no ids: a row is its place in the list.
            <div key={index} className="flex flex-wrap items-start gap-2">
              <TextField
                name={`unit-${index}`}
                label={t('numeric.unit', { number })}
                className="w-32"
                maxLength={NUMERIC_LIMITS.unit}
                value={entry.unit}
                {...described}
                data-field={index === 0 ? dataField : undefined}
                onChange={(event) => onUnits(withUnitName(units, index, event.target.value))}
              />
              {index > 0 && (
                <NumberField
                  name={`multiplier-${index}`}
                  label={t('numeric.multiplier', { number })}
                  className="w-44"
                  positive
                  value={entry.multiplier}
                  description={t('numeric.conversion', {
                    unit: entry.unit,
                    multiplier: localNumber(String(entry.multiplier), i18n.language),
                    first,
                  })}
                  onValue={(multiplier) => onUnits(withMultiplier(units, index, multiplier))}
                />
              )}
              <RemoveEntryButton
                className="mt-6 px-2"
                aria-label={t('numeric.removeUnit', { number })}
                onClick={() => onUnits(withoutUnit(units, index))}
              />
            </div>
          );
        })
      }
    </EntryListFieldset>
  );
}

/**
 * The calculated question the console stores for a description (ADR 291): variables and decimals clamped to what
 * the definition holds, with a note for what had to change.
 */
import { CALCULATED_LIMITS, type CalculatedDefinition } from '../domain/calculated';
import type { ImportedQuestion } from '../../../../server/imports/importedQuiz';
import { typedQuestion } from '../../shared/server/storeTyped';
import type { CalculatedDescription } from './calculatedDescription';

export const CALCULATED_STORE_NOTES = {
  extraVariables: (count: number) =>
    `Only the first ${CALCULATED_LIMITS.variables} of ${count} variables were kept.`,
  decimals: `Decimals beyond ${CALCULATED_LIMITS.decimals} were cut to ${CALCULATED_LIMITS.decimals}.`,
} as const;

const clampDecimals = (value: number, note: () => void) => {
  const whole = Math.max(0, Math.round(Number.isFinite(value) ? value : 0));
  if (whole > CALCULATED_LIMITS.decimals) note();
  return Math.min(CALCULATED_LIMITS.decimals, whole);
};

const clampMagnitude = (value: number) =>
  Math.max(-CALCULATED_LIMITS.magnitude, Math.min(CALCULATED_LIMITS.magnitude, value));

export function storeCalculated(description: CalculatedDescription): ImportedQuestion {
  const notes = [...description.notes];
  const note = (text: string) => () => void (notes.includes(text) ? undefined : notes.push(text));
  if (description.variables.length > CALCULATED_LIMITS.variables)
    note(CALCULATED_STORE_NOTES.extraVariables(description.variables.length))();
  const definition: CalculatedDefinition = {
    variables: description.variables.slice(0, CALCULATED_LIMITS.variables).map((variable) => ({
      name: variable.name,
      min: clampMagnitude(Math.min(variable.min, variable.max)),
      max: clampMagnitude(Math.max(variable.min, variable.max)),
      decimals: clampDecimals(variable.decimals, note(CALCULATED_STORE_NOTES.decimals)),
    })),
    formula: description.formula.slice(0, CALCULATED_LIMITS.formula),
    tolerance: Math.min(CALCULATED_LIMITS.magnitude, Math.max(0, description.tolerance)),
    relative: description.relative,
    decimals: clampDecimals(description.decimals, note(CALCULATED_STORE_NOTES.decimals)),
  };
  return typedQuestion(description, 'calculated', definition, notes);
}

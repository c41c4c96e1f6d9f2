/**
 * Calculated written by a language model (ADR 296): the question with its wildcards `{x}`, each wildcard's range and
 * decimals, the formula of the right answer, its tolerance in percent and its decimals.
 */
import * as z from 'zod';
import {
  entryOf,
  firstDefined,
  firstString,
  numberOf,
  tidy,
  type TypeGeneration,
} from '../../shared/domain/generation';
import { wildcardsOf } from './calculatedDraw';
import { formulaNames, readFormula } from './calculatedFormula';

/** How many wildcards a model is asked for and a generated question keeps. */
export const CALCULATED_GENERATED = { variables: { min: 1, max: 4 } } as const;

export interface ReadVariable {
  name: string;
  min: number | null;
  max: number | null;
  decimals: number | null;
}

export interface CalculatedRead {
  title: string;
  variables: ReadVariable[];
  formula: string;
  tolerance: number | null;
  decimals: number | null;
}

/** A calculated question's definition as the repair writes it (the module's `CalculatedDefinition`). */
interface GeneratedDefinition {
  variables: { name: string; min: number; max: number; decimals: number }[];
  formula: string;
  tolerance: number;
  relative: boolean;
  decimals: number;
}

/** What the piece takes of the module: its limits and its checks (passed in, so this file imports nothing of it). */
interface CalculatedRules {
  readonly limits: { readonly magnitude: number; readonly decimals: number; readonly formula: number };
  readonly issues: (title: string, definition: GeneratedDefinition) => readonly { readonly field: string }[];
}

export const calculatedGeneration = ({
  limits,
  issues,
}: CalculatedRules): TypeGeneration<CalculatedRead> => ({
  schema: z.object({
    /** The question with its wildcards written `{x}`. */
    title: z.string(),
    variables: z.array(
      z.object({ name: z.string(), min: z.number(), max: z.number(), decimals: z.number().int() }),
    ),
    formula: z.string(),
    /** Percent of the right answer. */
    tolerance: z.number(),
    decimals: z.number().int(),
  }),
  leadKey: 'title',
  read: (q, title) => {
    const variables = firstDefined(q, ['variables', 'wildcards']);
    const formula = firstString(q, ['formula', 'expression']);
    if (formula === undefined || !Array.isArray(variables)) return undefined;
    return {
      title,
      variables: variables.map((variable: unknown) => {
        const entry = entryOf(variable);
        return {
          // A wildcard as the question writes it, `{x}`, names `x`.
          name: (firstString(entry, ['name', 'wildcard', 'variable']) ?? '')
            .trim()
            .replace(/^\{(.*)\}$/, '$1'),
          min: numberOf(firstDefined(entry, ['min', 'from'])),
          max: numberOf(firstDefined(entry, ['max', 'to'])),
          decimals: numberOf(firstDefined(entry, ['decimals'])),
        };
      }),
      formula,
      tolerance: numberOf(firstDefined(q, ['tolerance'])),
      decimals: numberOf(firstDefined(q, ['decimals'])),
    };
  },
  repair: (q, repairs) => {
    // The wildcards the student sees: each needs a range; a range of no wildcard is left out.
    const wildcards = wildcardsOf(q.title);
    const parts = CALCULATED_GENERATED.variables;
    if (wildcards.length < parts.min || wildcards.length > parts.max) return { drop: 'badWildcards' };
    const variables: GeneratedDefinition['variables'] = [];
    for (const name of wildcards) {
      const given = q.variables.find((variable) => variable.name === name);
      if (given === undefined || given.min === null || given.max === null) return { drop: 'badWildcards' };
      const bound = (value: number) => Math.max(-limits.magnitude, Math.min(limits.magnitude, value));
      const decimals = Math.max(0, Math.min(limits.decimals, Math.round(given.decimals ?? 0)));
      const [min, max] = [bound(Math.min(given.min, given.max)), bound(Math.max(given.min, given.max))];
      if (min !== given.min || max !== given.max || (given.decimals !== null && decimals !== given.decimals))
        repairs.add('rangesMended');
      variables.push({ name, min, max, decimals });
    }
    if (q.variables.some((variable) => !wildcards.includes(variable.name))) repairs.add('variablesRemoved');
    const formula = tidy(q.formula, limits.formula);
    if (formula !== q.formula) repairs.add('trimmed');
    // The answer follows from the student's numbers: the formula reads and uses at least one of them.
    const read = readFormula(formula, wildcards);
    if (!read.ok || formulaNames(read.formula).length === 0) return { drop: 'badFormula' };
    let percent = q.tolerance ?? 1;
    if (percent < 0 || percent > 100) {
      percent = Math.min(Math.abs(percent), 100);
      repairs.add('toleranceMended');
    }
    const decimals = Math.max(0, Math.min(limits.decimals, Math.round(q.decimals ?? 2)));
    if (q.decimals !== null && decimals !== q.decimals) repairs.add('rangesMended');
    const definition: GeneratedDefinition = {
      variables,
      formula,
      tolerance: percent / 100,
      relative: true,
      decimals,
    };
    const found = issues(q.title, definition);
    if (found.some((issue) => issue.field === 'formula')) return { drop: 'badFormula' };
    if (found.length > 0) return { drop: 'badWildcards' };
    return { definition: { ...definition } };
  },
});

/**
 * Canvas's calculated_question (ADR 213): its numbers are drawn for each student from variables, and the export
 * carries, beside the formula, the sets of numbers Canvas generated with each set's answer. The console has no
 * question drawn per student, so the item comes in as a numeric question of the first generated set: its variables
 * written into the text where `[name]` stands, its answer with the question's tolerance, and a note that says so.
 * @publicModule calculated uses it.
 */
import { qti12Base } from '../../../../server/imports/qti12Description';
import type { Qti12Source } from '../../../../server/imports/qti12Item';
import { notHeld } from '../../../../server/imports/itemNotes';
import { child, descendants, elements, textOf, type XmlElement } from '../../../../server/imports/xmlTree';
import { numberOf, type DescribedText, type NumericMatch } from '../../shared/server/description';
import type { TypeRead } from '../../shared/server/questionType';
import type { NumericDescription } from './numericDescription';

export const CALCULATED_DECLARED = 'calculated_question';

export const CALCULATED_NOTES = {
  firstSet: (formula: string, sets: number, values: string) =>
    `A calculated question: Canvas drew its numbers for each student from the formula ${formula}; the first of ` +
    `${sets} generated sets (${values}) is kept, so every student gets the same numbers.`,
} as const;

/** An answer as Canvas writes it: a number, or in scientific notation `1*10^1`. */
function answerOf(written: string): number | undefined {
  const scientific = /^\s*(-?[\d.]+)\s*\*\s*10\s*\^\s*(-?\d+)\s*$/.exec(written);
  if (!scientific) return numberOf(written);
  const mantissa = numberOf(scientific[1]);
  return mantissa === undefined
    ? undefined
    : Number((mantissa * 10 ** Number(scientific[2])).toPrecision(15));
}

/** The tolerance Canvas gives the answer: an amount, or a share of it (`10%`, or `margin_type="percent"`). */
function matchOf(value: number, tolerance: XmlElement | undefined): NumericMatch {
  const written = tolerance ? textOf(tolerance) : '';
  const percent = /%\s*$/.test(written) || /percent/i.test(tolerance?.attributes.margin_type ?? '');
  const amount = numberOf(written.replace(/%\s*$/, ''));
  if (amount === undefined || amount <= 0) return { kind: 'exact', value };
  return percent
    ? { kind: 'tolerance', value, tolerance: amount / 100, relative: true }
    : { kind: 'tolerance', value, tolerance: amount, relative: false };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The text with each `[name]` of a variable replaced by its value. */
function substituted(prompt: DescribedText, values: ReadonlyMap<string, string>): DescribedText {
  const replace = (text: string, escape: (value: string) => string) =>
    text.replace(/\[([A-Za-z_][\w]*)\]/g, (whole, name: string) => {
      const value = values.get(name);
      return value === undefined ? whole : escape(value);
    });
  return {
    ...prompt,
    text: replace(prompt.text, (value) => value),
    ...(prompt.html === undefined ? {} : { html: replace(prompt.html, escapeHtml) }),
  };
}

/** A value as Canvas shows it to the student: with as many decimals as its variable's `scale` (`5.0` shows 5). */
function shown(written: string, scale: string | undefined): string {
  const value = numberOf(written);
  const decimals = Number(scale);
  if (value === undefined || !Number.isInteger(decimals) || decimals < 0 || decimals > 10) return written;
  return value.toFixed(decimals);
}

/** Whether the item carries Canvas's calculated extension, as Canvas writes it even without a declared type. */
export const isCalculated = (source: Qti12Source) =>
  descendants(source.item, 'itemproc_extension').some((e) => descendants(e, 'calculated').length > 0);

export function readCalculated(source: Qti12Source): TypeRead<NumericDescription> {
  const calculated = descendants(source.item, 'calculated')[0];
  const sets = calculated ? descendants(calculated, 'var_set') : [];
  const first = sets[0];
  const answer = first ? answerOf(textOf(child(first, 'answer') ?? '')) : undefined;
  if (!calculated || !first || answer === undefined)
    return { kind: 'unreadable', reason: notHeld(CALCULATED_DECLARED) };
  const scales = new Map(
    descendants(child(calculated, 'vars') ?? calculated, 'var').map((v) => [
      v.attributes.name,
      v.attributes.scale,
    ]),
  );
  const values = new Map(
    elements(first, 'var').map((v) => {
      const name = v.attributes.name ?? '';
      return [name, shown(textOf(v), scales.get(name))] as const;
    }),
  );
  const formulas = descendants(calculated, 'formula').map((f) => textOf(f));
  const base = qti12Base(source);
  const match = matchOf(answer, child(calculated, 'answer_tolerance'));
  return {
    kind: 'read',
    description: {
      kind: 'numeric',
      ...base,
      prompt: substituted(base.prompt, values),
      answers: [{ match, fraction: 1 }],
      units: [],
      notes: [
        ...base.notes,
        CALCULATED_NOTES.firstSet(
          `"${formulas.join('; ')}"`,
          sets.length,
          [...values].map(([name, value]) => `${name} = ${value}`).join(', '),
        ),
      ],
    },
  };
}

/**
 * Moodle's embedded answers (cloze, qtype_multianswer): each gap written in the text as `{weight:TYPE:answers}`,
 * answers separated by `~`, each `=` right or `%n%` weighted, with `#feedback`; `\}`, `\~`, `\#`, `\/`, `\"` and
 * `\\` escape. SHORTANSWER (SA, MW) is typed, case mattering in SHORTANSWER_C (SAC, MWC); NUMERICAL (NM) takes
 * `value:tolerance`; MULTICHOICE (MC, and its _V, _H and _S variants) is one pick from the options;
 * MULTIRESPONSE (MR) several picks, which a gap cannot hold.
 */
import { htmlText } from '../../../../server/imports/questionDraft';
import {
  numberOf,
  type DescribedOption,
  type NumericAnswer,
  type TextAnswer,
} from '../../shared/server/description';
import type { Gap } from './fillInBlanksDescription';

const MARKER = /\{(\d*):([A-Za-z_]+):((?:\\.|[^\\}])*)\}/g;

/** A gap of the text, or why it cannot be one (the report's words). */
export type ClozeGap = Gap | { readonly kind: 'unreadable'; readonly reason: string };

export const CLOZE_REASONS = {
  unknownType: (type: string) => `A gap of the type ${type} is not one Moodle's embedded answers know.`,
  multiResponse: 'A gap lets students pick several options; a gap here takes one answer.',
  notANumber: (written: string) => `The gap's answer "${written}" is not a number.`,
} as const;

const UNESCAPED: Readonly<Record<string, string>> = {
  '}': '}',
  '~': '~',
  '#': '#',
  '/': '/',
  '"': '"',
  '\\': '\\',
};

/** The answers of a gap split at `~` that is not escaped, each with its weight (percent) and feedback. */
function answersOf(written: string): { text: string; weight: number; feedback?: string }[] {
  const answers: string[] = [''];
  for (let i = 0; i < written.length; i++) {
    const c = written[i]!;
    if (c === '\\' && i + 1 < written.length) answers[answers.length - 1] += c + written[++i]!;
    else if (c === '~') answers.push('');
    else answers[answers.length - 1] += c;
  }
  return answers
    .map((answer) => answer.trim())
    .filter((answer) => answer !== '')
    .map((answer) => {
      let rest = answer;
      let weight = 0;
      if (rest.startsWith('=')) {
        weight = 100;
        rest = rest.slice(1);
      } else {
        const match = /^%(-?\d+(?:\.\d+)?)%/.exec(rest);
        if (match) {
          weight = Number(match[1]);
          rest = rest.slice(match[0].length);
        }
      }
      const hash = /(?<!\\)#/.exec(rest);
      const unescape = (text: string) =>
        htmlText(text.replace(/\\(.)/g, (whole, c: string) => UNESCAPED[c] ?? whole)).trim();
      const feedback = hash ? unescape(rest.slice(hash.index + 1)) : '';
      return {
        text: unescape(hash ? rest.slice(0, hash.index) : rest),
        weight,
        ...(feedback !== '' ? { feedback } : {}),
      };
    });
}

const fraction = (weight: number) => Number((weight / 100).toFixed(7));

function gapOf(type: string, written: string): ClozeGap {
  const name = type.toUpperCase();
  const answers = answersOf(written);
  if (/^(SHORTANSWER|SA|MW)(_C|C)?$/.test(name)) {
    const caseSensitive = /(_C|C)$/.test(name) && name !== 'MC';
    return {
      kind: 'typed',
      answers: answers
        .filter((a) => a.weight > 0)
        .map((a): TextAnswer => ({
          text: a.text,
          fraction: fraction(a.weight),
          caseSensitive,
          ...(a.feedback ? { feedback: a.feedback } : {}),
        })),
    };
  }
  if (/^(NUMERICAL|NM)$/.test(name)) {
    const numeric: NumericAnswer[] = [];
    for (const a of answers) {
      if (a.text === '*') {
        numeric.push({
          match: { kind: 'any' },
          fraction: fraction(a.weight),
          ...(a.feedback ? { feedback: a.feedback } : {}),
        });
        continue;
      }
      const [valueText, toleranceText] = a.text.split(':');
      const value = numberOf(valueText);
      const tolerance = toleranceText === undefined ? 0 : numberOf(toleranceText);
      if (value === undefined || tolerance === undefined)
        return { kind: 'unreadable', reason: CLOZE_REASONS.notANumber(a.text) };
      numeric.push({
        match:
          tolerance > 0 ? { kind: 'tolerance', value, tolerance, relative: false } : { kind: 'exact', value },
        fraction: fraction(a.weight),
        ...(a.feedback ? { feedback: a.feedback } : {}),
      });
    }
    return { kind: 'numeric', answers: numeric };
  }
  if (/^(MULTICHOICE|MC)(_?[VHS]|_[VH]S)?$/.test(name))
    return {
      kind: 'dropdown',
      options: answers.map((a): DescribedOption => ({
        text: a.text,
        fraction: fraction(a.weight),
        ...(a.feedback ? { feedback: a.feedback } : {}),
      })),
    };
  if (/^(MULTIRESPONSE|MR)(_?[VHS]|_[VH]S)?$/.test(name))
    return { kind: 'unreadable', reason: CLOZE_REASONS.multiResponse };
  return { kind: 'unreadable', reason: CLOZE_REASONS.unknownType(type) };
}

/** Placeholders a gap stands as while the text around it is read as plain text. */
const HOLD = (index: number) => `\uE010${index}\uE011`;
export const HELD = /\uE010(\d+)\uE011/;

/**
 * The text with each gap held as a placeholder (`HELD` finds them), and the gaps in order. The text is still
 * HTML when it was written as HTML.
 */
export function readCloze(text: string): { held: string; gaps: ClozeGap[] } {
  const gaps: ClozeGap[] = [];
  const held = text.replace(MARKER, (_whole, _weight: string, type: string, answers: string) => {
    gaps.push(gapOf(type, answers));
    return HOLD(gaps.length - 1);
  });
  return { held, gaps };
}

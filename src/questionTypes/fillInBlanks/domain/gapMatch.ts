/**
 * How a typed blank's accepted answers match what was typed (ADR 305): as a short answer's (exact, `*` a wildcard,
 * letter case per the blank), close enough (the Levenshtein distance between the cleaned response and an accepted
 * answer at most the blank's 1–3, letter case per the blank), or as patterns (each accepted answer a regular
 * expression the whole cleaned response must match, letter case per the blank).
 *
 * Patterns come from other systems and from authors, so they are never run by JavaScript's backtracking RegExp:
 * re2js (RE2's linear-time automata) compiles and matches them, and a pattern it cannot compile never matches. The
 * server scores with this module and the SCORM player runs the same module, bundled with its two packages
 * (src/questionTypes/fillInBlanks/server/scormGapMatch.ts). No zod here.
 */
import { distance as levenshtein } from 'fastest-levenshtein';
import { RE2JS } from 're2js';
import { matchesAnswer, normaliseAnswer } from '../../shortAnswer/domain/shortAnswerMatch';

/** How a typed blank's answers match, when not as a short answer's (left out: exact, as before ADR 305). */
export type GapMatch =
  { readonly kind: 'closeEnough'; readonly distance: number } | { readonly kind: 'pattern' };

export const GAP_MATCH_LIMITS = {
  /** The typos a close-enough blank forgives: from one to three edits. */
  distance: { min: 1, max: 3 },
  /**
   * A pattern's compiled program (RE2's instructions): past it, a pattern is refused as too complex. A response
   * holds at most 200 characters, so no useful pattern comes near (`[a-z]{1000}` is 1,002).
   */
  program: 1000,
} as const;

/** Why a pattern cannot be used: RE2 cannot compile it, or its program is past the bound. */
export type PatternProblem = 'invalid' | 'tooComplex';

type Compiled = { readonly pattern: RE2JS } | { readonly problem: PatternProblem };

/** Compiled patterns kept by text and case rule: a class's answers are matched against the same few, again and again. */
const COMPILED_MAX = 2000;
const compiled = new Map<string, Compiled>();

function compile(pattern: string, caseSensitive: boolean): Compiled {
  const key = (caseSensitive ? 'C' : 'c') + pattern;
  let found = compiled.get(key);
  if (found === undefined) {
    if (compiled.size >= COMPILED_MAX) compiled.clear();
    try {
      const re = RE2JS.compile(pattern, caseSensitive ? 0 : RE2JS.CASE_INSENSITIVE);
      found = re.programSize() > GAP_MATCH_LIMITS.program ? { problem: 'tooComplex' } : { pattern: re };
    } catch {
      found = { problem: 'invalid' };
    }
    compiled.set(key, found);
  }
  return found;
}

/** What is wrong with an accepted answer as a pattern (cleaned as responses are), if anything. */
export function patternProblem(pattern: string): PatternProblem | undefined {
  const found = compile(normaliseAnswer(pattern), true);
  return 'problem' in found ? found.problem : undefined;
}

/** Whether a distance is one a close-enough blank may have. */
export const isMatchDistance = (value: number) =>
  Number.isInteger(value) && value >= GAP_MATCH_LIMITS.distance.min && value <= GAP_MATCH_LIMITS.distance.max;

const fold = (value: string, caseSensitive: boolean) =>
  caseSensitive ? value : value.toLocaleLowerCase('und');

/**
 * Whether `typed` matches the accepted answer `answer` of a typed blank under its case rule and match. Close enough
 * counts edits of UTF-16 code units of the cleaned texts (NFC: an accented letter is one); the accepted answer is
 * literal text there (no wildcard).
 */
export function gapAnswerMatches(
  typed: string,
  answer: string,
  caseSensitive: boolean,
  match: GapMatch | undefined,
): boolean {
  if (match === undefined) return matchesAnswer(typed, answer, caseSensitive);
  if (match.kind === 'closeEnough') {
    const given = fold(normaliseAnswer(typed), caseSensitive);
    const accepted = fold(normaliseAnswer(answer), caseSensitive);
    if (Math.abs(given.length - accepted.length) > match.distance) return false;
    return levenshtein(given, accepted) <= match.distance;
  }
  const found = compile(normaliseAnswer(answer), caseSensitive);
  return 'pattern' in found && found.pattern.matches(normaliseAnswer(typed));
}

/**
 * When a QTI 2.1/2.2 item shows each of its feedback texts (ADR 395): a `modalFeedback`, `feedbackBlock` or
 * `feedbackInline` is shown when its outcome holds its identifier, and the response processing sets that outcome.
 * Each place a value is set is read for the answer it follows: whatever the answer (unconditionally, or as the
 * outcome's default), a right answer (`match` of the response with its correct one, the branch that gives the
 * whole score), a wrong one (the `responseElse` of such a test), or the response itself (each chosen choice's
 * identifier). A feedback shown on a right and on a wrong answer alike is general feedback. Feedback inside a
 * choice is its option's and read by its type; a hint's or a solution's travels as a hint (ADR 293).
 */
import { numberOf } from '../../src/questionTypes/shared/server/description';
import { correctValues, declaredMaxScore } from './qti2Item';
import { descendants, elements, textOf, type XmlElement } from './xmlTree';

/**
 * What a value of an outcome follows: its default, any answer, a right one, a wrong one, the response's own value,
 * one choice chosen (its identifier), else something other.
 */
type When =
  | 'default'
  | 'always'
  | 'correct'
  | 'partlyCorrect'
  | 'incorrect'
  | 'response'
  | 'other'
  | `chosen:${string}`;

const FEEDBACK = ['modalFeedback', 'feedbackBlock', 'feedbackInline'] as const;
/** Elements whose feedback belongs to one choice: read by the type as that option's feedback. */
const CHOICES = new Set(['simpleChoice', 'simpleAssociableChoice', 'hottext', 'gapText', 'inlineChoice']);
const HINT = /hint|solution/i;

/** The item's feedback texts as the QTI 2 readers take them. */
export interface Qti2FeedbackRead {
  /** Shown whatever the answer, beyond the feedback the outcome's default shows (generalFeedback). */
  readonly general?: string;
  readonly correct?: string;
  /** Shown on a partly right answer: a score above 0 once a full score was tested (ADR 405's own export). */
  readonly partlyCorrect?: string;
  readonly incorrect?: string;
  /** A choice's identifier → the feedback shown when it was chosen, from feedback outside the choice. */
  readonly byChoice: ReadonlyMap<string, string>;
}

const clean = (node: XmlElement) => textOf(node).replace(/\s+/g, ' ').trim();

/** Every feedback element of the item, but those inside a choice and those of a hint or a solution. */
export function itemFeedback(item: XmlElement): XmlElement[] {
  const found: XmlElement[] = [];
  const walk = (node: XmlElement) => {
    for (const c of elements(node)) {
      if (CHOICES.has(c.name)) continue;
      if ((FEEDBACK as readonly string[]).includes(c.name)) found.push(c);
      walk(c);
    }
  };
  walk(item);
  return found.filter(
    (f) => !HINT.test(f.attributes.identifier ?? '') && !HINT.test(f.attributes.outcomeIdentifier ?? ''),
  );
}

/** Every feedback text of the item, hints' and solutions' aside, choices' included: what the import must hold. */
export function allFeedbackTexts(item: XmlElement): string[] {
  const texts = FEEDBACK.flatMap((name) => descendants(item, name))
    .filter(
      (f) => !HINT.test(f.attributes.identifier ?? '') && !HINT.test(f.attributes.outcomeIdentifier ?? ''),
    )
    .map(clean)
    .filter((text) => text !== '');
  return [...new Set(texts)];
}

const combine = (outer: When, inner: When): When =>
  outer === 'always' ? inner : inner === 'always' || inner === outer ? outer : 'other';

/** Tests that compare their two operands: a response with its correct value is a right answer. */
const COMPARISONS = new Set(['match', 'equal', 'equalRounded', 'stringMatch']);

/**
 * Whether a test compares a response with its correct value (either order), or with a template variable (the answer
 * an item computes from its drawn values, ADR 404), or a number with the number its correct response is (how a
 * drawn item reads once its values are written in, ADR 408), or the score with the maximum.
 */
function isRightTest(test: XmlElement, responses: ReadonlySet<string>, settings: Settings): boolean {
  const { templates } = settings;
  const [a, b] = elements(test);
  if (!a || !b) return false;
  if (COMPARISONS.has(test.name)) {
    const pair = [a, b];
    const number = pair.find((e) => e.name === 'baseValue');
    const response = pair.find((e) => e.name === 'variable')?.attributes.identifier ?? '';
    const value = number ? numberOf(textOf(number)) : undefined;
    if (
      (test.name === 'equal' || test.name === 'equalRounded') &&
      value !== undefined &&
      (settings.correct.get(response) ?? []).includes(value)
    )
      return true;
    const variable = pair.find((e) => e.name === 'variable');
    const correct = pair.find((e) => e.name === 'correct');
    if (variable !== undefined && correct !== undefined)
      return responses.has(correct.attributes.identifier ?? '');
    const [first, second] = pair.map((e) =>
      e.name === 'variable' ? (e.attributes.identifier ?? '') : undefined,
    );
    if (
      first !== undefined &&
      second !== undefined &&
      ((responses.has(first) && templates.has(second)) || (responses.has(second) && templates.has(first)))
    )
      return true;
  }
  if (test.name === 'equal' || test.name === 'gte')
    return a.attributes.identifier === 'SCORE' && b.attributes.identifier === 'MAXSCORE';
  return false;
}

/** Whether a test asks for a score above 0 (`gt` of SCORE and 0). */
function isAnyScoreTest(test: XmlElement | undefined): boolean {
  if (test?.name !== 'gt') return false;
  const [a, b] = elements(test);
  return (
    a?.name === 'variable' &&
    a.attributes.identifier === 'SCORE' &&
    b?.name === 'baseValue' &&
    Number(textOf(b)) === 0
  );
}

/** The constant SCORE a branch sets, when it sets one. */
function scoreSet(branch: XmlElement): number | undefined {
  const set = elements(branch, 'setOutcomeValue').find((s) => s.attributes.identifier === 'SCORE');
  const value = set ? elements(set)[0] : undefined;
  return value?.name === 'baseValue' ? numberOf(textOf(value)) : undefined;
}

/** Whether a branch sets SCORE to part of the best score: above 0 and below it. */
function givesPart(branch: XmlElement, best: number | undefined): boolean {
  const score = scoreSet(branch);
  return best !== undefined && score !== undefined && score > 0 && score < best;
}

/** The highest SCORE the item gives: MAXSCORE's default, else the highest constant the processing sets. */
function bestScore(item: XmlElement): number | undefined {
  const declared = declaredMaxScore(item);
  if (declared !== undefined) return declared;
  const set = descendants(item, 'responseProcessing')
    .flatMap((processing) => [
      processing,
      ...descendants(processing, 'responseIf'),
      ...descendants(processing, 'responseElseIf'),
      ...descendants(processing, 'responseElse'),
    ])
    .flatMap((branch) => {
      const score = scoreSet(branch);
      return score === undefined ? [] : [score];
    });
  return set.length > 0 ? Math.max(...set) : undefined;
}

/** Records, for each outcome, which values it is set to, what answer each follows and in which order. */
class Settings {
  /**
   * The item's template variables, the numbers each response's correct response holds, and the highest SCORE the
   * processing gives.
   */
  constructor(
    readonly templates: ReadonlySet<string> = new Set(),
    readonly correct: ReadonlyMap<string, readonly number[]> = new Map(),
    readonly best: number | undefined = undefined,
  ) {}
  readonly values = new Map<string, Map<string, { whens: Set<When>; first: number; last: number }>>();
  private count = 0;

  add(outcome: string, value: string, when: When) {
    if (!this.values.has(outcome)) this.values.set(outcome, new Map());
    const of = this.values.get(outcome)!;
    const at = (this.count += 1);
    const entry = of.get(value) ?? { whens: new Set<When>(), first: at, last: at };
    entry.whens.add(when);
    entry.last = at;
    of.set(value, entry);
  }

  /**
   * What answer a value follows. A value set on any answer and set over later by another on a right answer only
   * (or a wrong one only) is left on the other answers.
   */
  whenOf(outcome: string, value: string): ReadonlySet<When> {
    const of = this.values.get(outcome);
    const entry = of?.get(value);
    if (!of || !entry) return new Set();
    if (entry.whens.size === 1 && entry.whens.has('always'))
      for (const [other, later] of of)
        if (other !== value && later.first > entry.last && later.whens.size === 1) {
          if (later.whens.has('correct')) return new Set(['incorrect']);
          if (later.whens.has('incorrect')) return new Set(['correct']);
        }
    return entry.whens;
  }
}

/** The answer a branch's test picks out: a right answer, a wrong one, none (unanswered), or other. */
function testWhen(
  test: XmlElement | undefined,
  responses: ReadonlySet<string>,
  settings: Settings,
): When | 'empty' {
  if (!test) return 'other';
  if (isRightTest(test, responses, settings)) return 'correct';
  // No answer, or an end-attempt button pressed (a hint, a solution): not an answer to the question.
  if (test.name === 'isNull' || (test.name === 'variable' && responses.has(test.attributes.identifier ?? '')))
    return 'empty';
  // Tests that only ask whether there is an answer leave the others to say which.
  if (test.name === 'and') {
    const each = elements(test).map((part) => testWhen(part, responses, settings));
    if (each.includes('empty')) return 'empty';
    const telling = [...new Set(each.filter((when) => when !== 'always'))];
    return telling.length === 0 ? 'always' : telling.length === 1 ? telling[0]! : 'other';
  }
  if (test.name === 'or' && elements(test).length === 1)
    return testWhen(elements(test)[0], responses, settings);
  if (test.name === 'not') {
    const inner = testWhen(elements(test)[0], responses, settings);
    const opposite: Partial<Record<When | 'empty', When>> = {
      correct: 'incorrect',
      incorrect: 'correct',
      empty: 'always',
    };
    return opposite[inner] ?? 'other';
  }
  // An outcome set earlier compared with one of its values (a "basic" feedback outcome driving another), or the
  // response with one choice: that choice chosen.
  if (test.name === 'match' || test.name === 'member') {
    const [a, b] = elements(test);
    const variable = [a, b].find((e) => e?.name === 'variable');
    // A multiple response compared with one choice alone (`<multiple>` of one value): that choice chosen.
    const single = [a, b].find((e) => e?.name === 'multiple' && elements(e).length === 1);
    const value = [a, b].find((e) => e?.name === 'baseValue') ?? (single && elements(single)[0]);
    if (variable && value && responses.has(variable.attributes.identifier ?? ''))
      return `chosen:${textOf(value).trim()}`;
    if (variable && value && test.name === 'match') {
      const whens = [...settings.whenOf(variable.attributes.identifier ?? '', textOf(value).trim())];
      if (whens.length === 1 && (whens[0] === 'correct' || whens[0] === 'incorrect')) return whens[0];
      // The value the outcome holds before any answer: no answer.
      if (whens.length === 1 && whens[0] === 'default') return 'empty';
    }
  }
  return 'other';
}

function readRules(
  rules: readonly XmlElement[],
  when: When,
  responses: ReadonlySet<string>,
  settings: Settings,
) {
  for (const rule of rules) {
    if (rule.name === 'setOutcomeValue') {
      const outcome = rule.attributes.identifier ?? '';
      const expression = elements(rule)[0];
      const values = expression?.name === 'multiple' ? elements(expression) : expression ? [expression] : [];
      for (const value of values) {
        if (value.name === 'baseValue' && value.attributes.baseType === 'identifier')
          settings.add(outcome, textOf(value).trim(), when);
        else if (value.name === 'variable' && responses.has(value.attributes.identifier ?? ''))
          settings.add(outcome, '', combine(when, 'response'));
      }
    } else if (rule.name === 'responseCondition') {
      const seen: When[] = [];
      for (const branch of elements(rule)) {
        let own: When;
        if (branch.name === 'responseElse') {
          const tested = seen.filter((w) => w === 'correct' || w === 'incorrect');
          own =
            tested.length === 1
              ? tested[0] === 'correct'
                ? 'incorrect'
                : 'correct'
              : seen.length === 0
                ? 'always'
                : 'other';
        } else {
          const tested = elements(branch)[0];
          const test = testWhen(tested, responses, settings);
          if (test === 'empty') continue;
          // A score above 0 tested after a full score, or one comparison with the right answer giving part of the
          // best score (a looser rounding of the right number, ADR 408): a partly right answer.
          own =
            (test === 'other' && seen.includes('correct') && isAnyScoreTest(tested)) ||
            (test === 'correct' && COMPARISONS.has(tested?.name ?? '') && givesPart(branch, settings.best))
              ? 'partlyCorrect'
              : test;
          seen.push(own);
        }
        const body = branch.name === 'responseElse' ? elements(branch) : elements(branch).slice(1);
        readRules(body, combine(when, own), responses, settings);
      }
    }
  }
}

/** When each feedback of the item is shown, read as general, right-answer, wrong-answer and per-choice feedback. */
export function qti2Feedback(item: XmlElement): Qti2FeedbackRead {
  const declarations = elements(item, 'responseDeclaration');
  const responses = new Set(declarations.map((d) => d.attributes.identifier ?? ''));
  const correctNumbers = new Map(
    declarations.map((d) => [
      d.attributes.identifier ?? '',
      correctValues(d).flatMap((v) => {
        const value = numberOf(v);
        return value === undefined ? [] : [value];
      }),
    ]),
  );
  const settings = new Settings(
    new Set(elements(item, 'templateDeclaration').map((d) => d.attributes.identifier ?? '')),
    correctNumbers,
    bestScore(item),
  );
  for (const outcome of elements(item, 'outcomeDeclaration'))
    for (const value of descendants(outcome, 'value'))
      settings.add(outcome.attributes.identifier ?? '', textOf(value).trim(), 'default');
  for (const processing of elements(item, 'responseProcessing'))
    readRules(elements(processing), 'always', responses, settings);
  const general: string[] = [];
  const correct: string[] = [];
  const partlyCorrect: string[] = [];
  const incorrect: string[] = [];
  const byChoice = new Map<string, string>();
  for (const feedback of itemFeedback(item)) {
    const { outcomeIdentifier = '', identifier = '', showHide = 'show' } = feedback.attributes;
    const text = clean(feedback);
    if (showHide !== 'show' || text === '') continue;
    const whens = settings.whenOf(outcomeIdentifier, identifier);
    // Shown from the start (the outcome's default): general feedback as generalFeedback reads it.
    if (whens.has('default')) continue;
    if (whens.has('always') || (whens.has('correct') && whens.has('incorrect'))) general.push(text);
    else if (whens.size === 1 && whens.has('correct')) correct.push(text);
    else if (whens.size === 1 && whens.has('incorrect')) incorrect.push(text);
    else if (whens.size === 1 && whens.has('partlyCorrect')) partlyCorrect.push(text);
    else if (whens.size === 1 && [...whens][0]!.startsWith('chosen:')) {
      const choice = [...whens][0]!.slice('chosen:'.length);
      byChoice.set(choice, [byChoice.get(choice), text].filter(Boolean).join(' '));
    } else if (whens.size === 0 && settings.whenOf(outcomeIdentifier, '').has('response'))
      byChoice.set(identifier, [byChoice.get(identifier), text].filter(Boolean).join(' '));
  }
  // The same text on a right and on a wrong answer is shown whatever the answer.
  const both = correct.filter((text) => incorrect.includes(text));
  const join = (texts: readonly string[]) => {
    const kept = [...new Set(texts)];
    return kept.length > 0 ? kept.join(' ') : undefined;
  };
  const read = {
    general: join([...general, ...both]),
    correct: join(correct.filter((text) => !both.includes(text))),
    incorrect: join(incorrect.filter((text) => !both.includes(text))),
    partlyCorrect: join(partlyCorrect),
  };
  return {
    ...(read.general === undefined ? {} : { general: read.general }),
    ...(read.correct === undefined ? {} : { correct: read.correct }),
    ...(read.incorrect === undefined ? {} : { incorrect: read.incorrect }),
    ...(read.partlyCorrect === undefined ? {} : { partlyCorrect: read.partlyCorrect }),
    byChoice,
  };
}

/**
 * A QTI 2.1/2.2 item's end-attempt buttons read as the question's hints (ADR 293). An `endAttemptInteraction`
 * ("Show Hint", "Show Solution") sets its boolean response when pressed; the response processing then shows a
 * feedback (a `modalFeedback`, `feedbackBlock` or `feedbackInline` whose identifier it sets on its outcome) and may
 * set a flag that later takes the score away ("Since you have viewed the solution, your score for this question
 * will be 0."). Each button is a hint: the feedback it shows is its text, the score it takes its penalty (1 when a
 * flag it sets makes the score 0, else 0), and it is the solution when the button or the feedback says so.
 */
import type { Hint } from '../../src/domain/quiz/hints/hints';
import { plainText } from '../exports/xml';
import { NOT_SHOWN } from './qti2Item';
import { htmlOfXml, paragraph, richHtml } from './questionText';
import { descendants, elements, textOf, type XmlElement } from './xmlTree';

const FEEDBACK = ['modalFeedback', 'feedbackBlock', 'feedbackInline'] as const;
const CONDITIONS = ['responseIf', 'responseElseIf'] as const;

/** The branches of the processing taken when `identifier` is true (`<variable identifier="X"/>` as the test). */
function branchesOn(processing: XmlElement, identifier: string): XmlElement[] {
  return CONDITIONS.flatMap((name) => descendants(processing, name)).filter((branch) => {
    const test = elements(branch)[0];
    return test?.name === 'variable' && test.attributes.identifier === identifier;
  });
}

/** The setOutcomeValue rules of a branch, not those of the branches nested in it. */
const setsOf = (branch: XmlElement) => descendants(branch, 'setOutcomeValue');

const identifierValues = (set: XmlElement) =>
  descendants(set, 'baseValue')
    .filter((value) => value.attributes.baseType === 'identifier')
    .map((value) => textOf(value).trim());

const isTrue = (set: XmlElement) =>
  descendants(set, 'baseValue').some(
    (value) => value.attributes.baseType === 'boolean' && textOf(value).trim() === 'true',
  );

/** The item's points: SCORE's normal maximum, else 1. */
function pointsOf(item: XmlElement): number {
  const score = elements(item, 'outcomeDeclaration').find((o) => o.attributes.identifier === 'SCORE');
  const points = Number(score?.attributes.normalMaximum);
  return Number.isFinite(points) && points > 0 ? points : 1;
}

/**
 * The share of the points a branch takes from the score: all of them when it sets SCORE to 0, `v` of them when it
 * sets SCORE to SCORE − v (as the console's own export writes a partial penalty); 0 when it does neither.
 */
function penaltyOf(branch: XmlElement, points: number): number {
  let share = 0;
  for (const set of setsOf(branch)) {
    if (set.attributes.identifier !== 'SCORE') continue;
    const expression = elements(set)[0];
    if (expression?.name === 'baseValue' && Number(textOf(expression).trim()) === 0) share = 1;
    if (expression?.name === 'subtract') {
      const [from, taken] = elements(expression);
      if (
        from?.name === 'variable' &&
        from.attributes.identifier === 'SCORE' &&
        taken?.name === 'baseValue'
      ) {
        const value = Number(textOf(taken).trim());
        if (Number.isFinite(value) && value > 0) share = Math.max(share, Math.min(1, value / points));
      }
    }
  }
  return Math.round(share * 1e7) / 1e7;
}

/** The HTML of a feedback element's content (rich when it has more than a line, else a paragraph). */
function feedbackHtml(feedback: XmlElement): string {
  const written = htmlOfXml(feedback.children, new Set([...NOT_SHOWN, 'endAttemptInteraction']));
  return richHtml(written) ?? paragraph(plainText(written).replace(/\s+/g, ' '));
}

/** One button as a hint; undefined when the item shows nothing for it. */
function hintOf(item: XmlElement, button: XmlElement): Hint | undefined {
  const response = button.attributes.responseIdentifier;
  const processing = elements(item, 'responseProcessing')[0];
  if (!response || !processing) return undefined;
  const branches = branchesOn(processing, response);
  const shown = new Map<string, Set<string>>();
  const flags = new Set<string>();
  for (const set of branches.flatMap(setsOf)) {
    const outcome = set.attributes.identifier ?? '';
    for (const value of identifierValues(set)) {
      if (!shown.has(outcome)) shown.set(outcome, new Set());
      shown.get(outcome)!.add(value);
    }
    if (isTrue(set)) flags.add(outcome);
  }
  const feedback = FEEDBACK.flatMap((name) => descendants(item, name)).filter(
    (f) =>
      f.attributes.showHide !== 'hide' &&
      shown.get(f.attributes.outcomeIdentifier ?? '')?.has(f.attributes.identifier ?? '') === true,
  );
  const text = feedback
    .map(feedbackHtml)
    .filter((html) => html !== '')
    .join('');
  if (text === '') return undefined;
  const points = pointsOf(item);
  const penalty = Math.max(
    0,
    ...[...flags].flatMap((flag) => branchesOn(processing, flag).map((branch) => penaltyOf(branch, points))),
  );
  const solution = [
    button.attributes.title ?? '',
    ...feedback.map((f) => f.attributes.identifier ?? ''),
  ].some((name) => /solution/i.test(name));
  return { text, penalty, ...(solution ? { solution: true as const } : {}) };
}

/**
 * The hints of an item's end-attempt buttons, in the order of the body, a solution last; `unread` names the
 * buttons that show nothing the import could find.
 */
export function qti2Hints(
  item: XmlElement,
  buttons: readonly XmlElement[],
): { hints: Hint[]; unread: XmlElement[] } {
  const hints: Hint[] = [];
  const unread: XmlElement[] = [];
  for (const button of buttons) {
    const hint = hintOf(item, button);
    if (hint) hints.push(hint);
    else unread.push(button);
  }
  const ordered = [...hints.filter((h) => !h.solution), ...hints.filter((h) => h.solution)];
  // Only the last may be the solution: a second one is shown as a hint, with what it costs.
  return {
    hints: ordered.map((h, i) =>
      h.solution && i !== ordered.length - 1 ? { text: h.text, penalty: h.penalty } : h,
    ),
    unread,
  };
}

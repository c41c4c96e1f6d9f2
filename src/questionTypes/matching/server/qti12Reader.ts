/**
 * QTI 1.2 matching items: Canvas's matching_question (and the same shape undeclared): one `response_lid` per prompt,
 * its material the prompt and its labels the answers; the answer a condition giving points selects is the prompt's.
 * Labels no prompt is paired with are distractors. The feedback Canvas shows when a prompt is not given its answer (a
 * condition `not varequal`) is the pair's (ADR 406). Blackboard's Matching writes its prompts beside their lists and its
 * answers apart, and marks each pair by a condition that sets no score (server/imports/blackboardQti.ts, ADR 382).
 *
 * Canvas's categorization_question is the same pairing seen from the other side: one `response_lid` per group (its
 * material the group's name), every answer a label of each, and the labels a condition giving points selects belong
 * to that group. It comes in as a matching question whose prompts are the answers and whose answers are the groups
 * (ADR 277).
 */
import {
  answerOfChoice,
  blackboardMatch,
  marksRightUnscored,
  type BlackboardMatch,
} from '../../../../server/imports/blackboardQti';
import {
  comparisons,
  conditionFeedback,
  conditionsOf,
  conditionVar,
  feedbackTexts,
  qti12Base,
} from '../../../../server/imports/qti12Description';
import {
  conditionPoints,
  claimsDeclared,
  declaredAs,
  type Qti12Source,
} from '../../../../server/imports/qti12Item';
import { partsText, textParts } from '../../../../server/imports/qti12Material';
import { child, descendants, elements, textOf, type XmlElement } from '../../../../server/imports/xmlTree';
import { withFeedback } from '../../shared/server/description';
import { canvasGaps } from '../../fillInBlanks/server/canvasGaps';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import {
  MATCHING_REASONS,
  matchingRead,
  type MatchingDescription,
  type MatchingPair,
} from './matchingDescription';

const CATEGORIZATION = 'categorization_question';
const DECLARED = new Set(['matching_question', 'matching', 'matching question', CATEGORIZATION]);

export const CATEGORIZATION_NOTES = {
  sorted:
    'It sorted answers into groups: each answer is a prompt matched with its group, and each one placed right ' +
    'earns its share of the points (Canvas gave points per whole group).',
  inNoGroup: (answers: readonly string[]) =>
    `${answers.map((answer) => `"${answer}"`).join(', ')} belonged to no group; ` +
    `${answers.length === 1 ? 'it is' : 'they are'} left out.`,
} as const;

const promptOf = (lid: XmlElement) => partsText(elements(lid, 'material').flatMap((m) => textParts(m)));

const claims = claimsDeclared(
  DECLARED,
  (source) =>
    source.responses.length >= 2 &&
    source.responses.every(
      (r) => r.name === 'response_lid' && descendants(r, 'render_choice').length === 1,
    ) &&
    source.responses.every((r) => promptOf(r) !== '') &&
    canvasGaps(source) === undefined,
);

const labelsOf = (lid: XmlElement) =>
  new Map(descendants(lid, 'response_label').map((l) => [l.attributes.ident ?? '', partsText(textParts(l))]));

function readCategorization(source: Qti12Source): TypeRead<MatchingDescription> {
  const groups = source.responses.filter((r) => r.name === 'response_lid');
  const conditions = conditionsOf(source.item).filter((c) => conditionPoints(c) > 0);
  const pairs: MatchingPair[] = [];
  const answers: string[] = [];
  const placed = new Set<string>();
  const shown: string[] = [];
  for (const group of groups) {
    const name = promptOf(group);
    const labels = labelsOf(group);
    shown.push(...labels.values());
    const members = conditions
      .flatMap((c) => comparisons(conditionVar(c), group.attributes.ident))
      .filter((c) => c.name === 'varequal')
      .map((c) => labels.get(textOf(c)) ?? '');
    answers.push(name);
    for (const member of members)
      if (member !== '' && !placed.has(member)) {
        placed.add(member);
        pairs.push({ prompt: member, answer: name });
      }
  }
  const inNoGroup = [...new Set(shown)].filter((text) => text.trim() !== '' && !placed.has(text));
  const base = qti12Base(source);
  const notes = [
    ...base.notes,
    CATEGORIZATION_NOTES.sorted,
    ...(inNoGroup.length > 0 ? [CATEGORIZATION_NOTES.inNoGroup(inNoGroup)] : []),
  ];
  return matchingRead({ ...base, notes }, pairs, answers);
}

/** Blackboard's matching: each prompt's answer is the one at the position of the choice its condition names. */
function readBlackboard(source: Qti12Source, match: BlackboardMatch): TypeRead<MatchingDescription> {
  const conditions = conditionsOf(source.item).filter(
    (c) => conditionPoints(c) > 0 || marksRightUnscored(source, c),
  );
  const pairs: MatchingPair[] = [];
  for (const { prompt, lid } of match.prompts) {
    const chosen = conditions
      .flatMap((c) => comparisons(conditionVar(c), lid.attributes.ident))
      .filter((c) => c.name === 'varequal')
      .map((c) => answerOfChoice(match, lid, textOf(c).trim()) ?? '')
      .find((text) => text !== '');
    if (chosen === undefined) return { kind: 'unreadable', reason: MATCHING_REASONS.unpaired(prompt) };
    pairs.push({ prompt, answer: chosen });
  }
  return matchingRead(qti12Base(source), pairs, match.answers);
}

/**
 * The feedback shown when the response `ident` is not `label` (Canvas's pair feedback): a condition whose only test
 * is `not varequal` of that response and label.
 */
function wrongMatchFeedback(
  conditions: readonly XmlElement[],
  texts: ReadonlyMap<string, string>,
  ident: string | undefined,
  label: string,
): string | undefined {
  for (const condition of conditions) {
    const tested = conditionVar(condition);
    const tests = tested ? elements(tested) : [];
    const negated = tests.length === 1 && tests[0]!.name === 'not' ? child(tests[0]!, 'varequal') : undefined;
    if (negated && negated.attributes.respident === ident && textOf(negated).trim() === label) {
      const shown = conditionFeedback(condition, texts);
      if (shown !== undefined) return shown;
    }
  }
  return undefined;
}

function read(source: Qti12Source): TypeRead<MatchingDescription> {
  if (declaredAs(source) === CATEGORIZATION) return readCategorization(source);
  const blackboard = blackboardMatch(source);
  if (blackboard) return readBlackboard(source, blackboard);
  const lids = source.responses.filter((r) => r.name === 'response_lid');
  const all = conditionsOf(source.item);
  const conditions = all.filter((c) => conditionPoints(c) > 0);
  const texts = feedbackTexts(source.item);
  const answers: string[] = [];
  const pairs: MatchingPair[] = [];
  for (const lid of lids) {
    const labels = labelsOf(lid);
    answers.push(...labels.values());
    const prompt = promptOf(lid);
    // Canvas writes a blank prompt beside the real ones: it only offers its answers.
    if (prompt === '') continue;
    const chosen = conditions
      .flatMap((c) => comparisons(conditionVar(c), lid.attributes.ident))
      .filter((c) => c.name === 'varequal')
      .map((c) => ({ label: textOf(c).trim(), text: labels.get(textOf(c)) ?? '' }))
      .find(({ text }) => text !== '');
    if (chosen === undefined) return { kind: 'unreadable', reason: MATCHING_REASONS.unpaired(prompt) };
    const feedback = wrongMatchFeedback(all, texts, lid.attributes.ident, chosen.label);
    pairs.push(withFeedback({ prompt, answer: chosen.text }, feedback));
  }
  return matchingRead(qti12Base(source), pairs, answers);
}

export const matchingQti12Reader: FormatReader<Qti12Source, MatchingDescription> = { claims, read };

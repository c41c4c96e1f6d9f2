/**
 * QTI 1.2 matching items: Canvas's matching_question (and the same shape undeclared): one `response_lid` per prompt,
 * its material the prompt and its labels the answers; the answer a condition giving points selects is the prompt's.
 * Labels no prompt is paired with are distractors.
 */
import { comparisons, conditionsOf, conditionVar, qti12Base } from '../../imports/qti12Description';
import { conditionPoints, claimsDeclared, type Qti12Source } from '../../imports/qti12Item';
import { partsText, textParts } from '../../imports/qti12Material';
import { descendants, elements, textOf, type XmlElement } from '../../imports/xmlTree';
import { canvasGaps } from '../fillInBlanks/canvasGaps';
import type { FormatReader, TypeRead } from '../questionType';
import {
  distractorsOf,
  MATCHING_REASONS,
  type MatchingDescription,
  type MatchingPair,
} from './matchingDescription';

const DECLARED = new Set(['matching_question', 'matching', 'matching question']);

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

function read(source: Qti12Source): TypeRead<MatchingDescription> {
  const lids = source.responses.filter((r) => r.name === 'response_lid');
  const conditions = conditionsOf(source.item).filter((c) => conditionPoints(c) > 0);
  const answers: string[] = [];
  const pairs: MatchingPair[] = [];
  for (const lid of lids) {
    const texts = new Map(
      descendants(lid, 'response_label').map((l) => [l.attributes.ident ?? '', partsText(textParts(l))]),
    );
    answers.push(...texts.values());
    const prompt = promptOf(lid);
    // Canvas writes a blank prompt beside the real ones: it only offers its answers.
    if (prompt === '') continue;
    const chosen = conditions
      .flatMap((c) => comparisons(conditionVar(c), lid.attributes.ident))
      .filter((c) => c.name === 'varequal')
      .map((c) => texts.get(textOf(c)) ?? '')
      .find((text) => text !== '');
    if (chosen === undefined) return { kind: 'unreadable', reason: MATCHING_REASONS.unpaired(prompt) };
    pairs.push({ prompt, answer: chosen });
  }
  if (pairs.length < 2) return { kind: 'unreadable', reason: MATCHING_REASONS.tooFewPairs };
  return {
    kind: 'read',
    description: {
      kind: 'matching',
      ...qti12Base(source),
      pairs,
      distractors: distractorsOf(pairs, answers),
    },
  };
}

export const matchingQti12Reader: FormatReader<Qti12Source, MatchingDescription> = { claims, read };

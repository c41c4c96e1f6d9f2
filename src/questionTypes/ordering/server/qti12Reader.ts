/**
 * QTI 1.2 ordering items: a `response_lid` with `rcardinality="Ordered"` (IMS's object ordering) or declared as
 * ordering; the right order is the sequence of `varequal`s of the condition that gives the most points.
 */
import {
  comparisons,
  conditionsOf,
  conditionVar,
  qti12Base,
} from '../../../../server/imports/qti12Description';
import { conditionPoints, claimsDeclared, type Qti12Source } from '../../../../server/imports/qti12Item';
import { partsText, textParts } from '../../../../server/imports/qti12Material';
import { descendants, textOf } from '../../../../server/imports/xmlTree';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import { ORDERING_REASONS, type OrderingDescription } from './orderingDescription';

const DECLARED = new Set(['ordering_question', 'ordering', 'ordering question']);

const orderedResponse = (source: Qti12Source) =>
  source.responses.length === 1 &&
  source.responses[0]!.name === 'response_lid' &&
  /^ordered$/i.test(source.responses[0]!.attributes.rcardinality ?? '')
    ? source.responses[0]
    : undefined;

const claims = claimsDeclared(DECLARED, (source) => orderedResponse(source) !== undefined);

function read(source: Qti12Source): TypeRead<OrderingDescription> {
  const lid = orderedResponse(source) ?? source.responses.find((r) => r.name === 'response_lid');
  const texts = new Map(
    (lid ? descendants(lid, 'response_label') : []).map((l) => [
      l.attributes.ident ?? '',
      partsText(textParts(l)),
    ]),
  );
  if (texts.size < 2) return { kind: 'unreadable', reason: ORDERING_REASONS.tooFewItems };
  const best = conditionsOf(source.item)
    .map((condition) => ({
      points: conditionPoints(condition),
      order: comparisons(conditionVar(condition), lid?.attributes.ident)
        .filter((c) => c.name === 'varequal')
        .map((c) => textOf(c)),
    }))
    .filter((c) => c.points > 0 && c.order.length === texts.size && c.order.every((id) => texts.has(id)))
    .sort((a, b) => b.points - a.points)[0];
  if (!best) return { kind: 'unreadable', reason: ORDERING_REASONS.noOrder };
  return {
    kind: 'read',
    description: { kind: 'ordering', ...qti12Base(source), items: best.order.map((id) => texts.get(id)!) },
  };
}

export const orderingQti12Reader: FormatReader<Qti12Source, OrderingDescription> = { claims, read };

/**
 * QTI 2 ordering items: one orderInteraction, the right order its correct response (ordered identifiers); all or
 * nothing when the response processing gives the points only for that order (`match_correct`, ADR 292).
 */
import { qti2Base } from '../../imports/qti2Description';
import { correctValues, declarationOf, NOT_SHOWN, type Qti2Source } from '../../imports/qti2Item';
import { descendants, textOf } from '../../imports/xmlTree';
import type { FormatReader, TypeRead } from '../questionType';
import { qti2Scoring } from '../qti2Scoring';
import { ORDERING_REASONS, type OrderingDescription } from './orderingDescription';

const claims = (source: Qti2Source) =>
  source.interactions.length === 1 && source.interactions[0]!.name === 'orderInteraction';

function read(source: Qti2Source): TypeRead<OrderingDescription> {
  const interaction = source.interactions[0]!;
  const texts = new Map(
    descendants(interaction, 'simpleChoice').map((c) => [
      c.attributes.identifier ?? '',
      textOf(c, NOT_SHOWN),
    ]),
  );
  if (texts.size < 2) return { kind: 'unreadable', reason: ORDERING_REASONS.tooFewItems };
  const order = correctValues(declarationOf(source.item, interaction));
  if (order.length !== texts.size || !order.every((id) => texts.has(id)))
    return { kind: 'unreadable', reason: ORDERING_REASONS.noOrder };
  // Two items have one neighbour: both rules score them alike.
  const scoring = qti2Scoring(
    source.item,
    [interaction.attributes.responseIdentifier ?? ''],
    order.length - 1,
  );
  return {
    kind: 'read',
    description: {
      kind: 'ordering',
      ...qti2Base(source, interaction),
      items: order.map((id) => texts.get(id)!),
      ...(scoring === 'partial' ? {} : { scoring }),
    },
  };
}

export const orderingQti2Reader: FormatReader<Qti2Source, OrderingDescription> = { claims, read };

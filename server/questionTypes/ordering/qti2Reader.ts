/** QTI 2 ordering items: one orderInteraction, the right order its correct response (ordered identifiers). */
import { qti2Base } from '../../imports/qti2Description';
import { correctValues, declarationOf, NOT_SHOWN, type Qti2Source } from '../../imports/qti2Item';
import { descendants, textOf } from '../../imports/xmlTree';
import type { FormatReader, TypeRead } from '../questionType';
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
  return {
    kind: 'read',
    description: {
      kind: 'ordering',
      ...qti2Base(source, interaction),
      items: order.map((id) => texts.get(id)!),
    },
  };
}

export const orderingQti2Reader: FormatReader<Qti2Source, OrderingDescription> = { claims, read };

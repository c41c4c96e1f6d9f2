/**
 * QTI 2 ordering items: one orderInteraction, the right order its correct response (ordered identifiers); all or
 * nothing when the response processing gives the points only for that order (`match_correct`, ADR 292). A
 * graphicOrderInteraction orders places on a picture (ADR 307): its object is the question's image, each
 * hotspotChoice an item named by its hotspotLabel (else its identifier) whose place is in pixels of the object's
 * width and height.
 */
import { qti2Base } from '../../../../server/imports/qti2Description';
import {
  correctValues,
  declarationOf,
  NOT_SHOWN,
  type Qti2Source,
} from '../../../../server/imports/qti2Item';
import { descendants, textOf, type XmlElement } from '../../../../server/imports/xmlTree';
import { qti2PlacesPicture } from '../../shared/server/placesPicture';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import { qti2Scoring } from '../../shared/server/qti2Scoring';
import { ORDERING_REASONS, type OrderingDescription } from './orderingDescription';

const NAMES = new Set(['orderInteraction', 'graphicOrderInteraction']);

const claims = (source: Qti2Source) =>
  source.interactions.length === 1 && NAMES.has(source.interactions[0]!.name);

const choiceName = (choice: XmlElement) =>
  choice.attributes.hotspotLabel?.replace(/\s+/g, ' ').trim() || (choice.attributes.identifier ?? '');

function read(source: Qti2Source): TypeRead<OrderingDescription> {
  const interaction = source.interactions[0]!;
  const graphic = interaction.name === 'graphicOrderInteraction';
  const choices = descendants(interaction, graphic ? 'hotspotChoice' : 'simpleChoice');
  const texts = new Map(
    choices.map((c) => [c.attributes.identifier ?? '', graphic ? choiceName(c) : textOf(c, NOT_SHOWN)]),
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
  const base = qti2Base(source, interaction);
  const items = order.map((id) => texts.get(id)!);
  const description = {
    kind: 'ordering' as const,
    ...base,
    items,
    ...(scoring === 'partial' ? {} : { scoring }),
  };
  if (!graphic) return { kind: 'read', description };
  const byId = new Map(choices.map((c) => [c.attributes.identifier ?? '', c]));
  const read = qti2PlacesPicture(
    interaction,
    order.map((id) => byId.get(id)!),
    base.prompt,
  );
  if ('reason' in read) return { kind: 'unreadable', reason: read.reason };
  return { kind: 'read', description: { ...description, ...read } };
}

export const orderingQti2Reader: FormatReader<Qti2Source, OrderingDescription> = { claims, read };

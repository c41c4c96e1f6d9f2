/**
 * QTI 2 ordering items: one orderInteraction, the right order its correct response (ordered identifiers); all or
 * nothing when the response processing gives the points only for that order (`match_correct`, ADR 292). A
 * graphicOrderInteraction orders places on a picture (ADR 307): its object is the question's image, each
 * hotspotChoice an item named by its hotspotLabel (else its identifier) whose place is in pixels of the object's
 * width and height.
 */
import { qti2Base } from '../../imports/qti2Description';
import { correctValues, declarationOf, NOT_SHOWN, type Qti2Source } from '../../imports/qti2Item';
import { descendants, textOf, type XmlElement } from '../../imports/xmlTree';
import type { FormatReader, TypeRead } from '../questionType';
import { qti2Scoring } from '../qti2Scoring';
import { regionOf, sizeOf, type HotspotRegion } from '../hotspot/hotspotDescription';
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
  const object = descendants(interaction, 'object')[0];
  const src = object?.attributes.data?.trim();
  if (!object || !src) return { kind: 'unreadable', reason: ORDERING_REASONS.noImage };
  const size = sizeOf(object.attributes.width, object.attributes.height);
  if (!size) return { kind: 'unreadable', reason: ORDERING_REASONS.noSize };
  const byId = new Map(choices.map((c) => [c.attributes.identifier ?? '', c]));
  const places: HotspotRegion[] = [];
  for (const id of order) {
    const choice = byId.get(id)!;
    const place = regionOf(choice.attributes.shape ?? '', choice.attributes.coords ?? '', 'pixels');
    if (!place) return { kind: 'unreadable', reason: ORDERING_REASONS.badPlace };
    places.push(place);
  }
  return {
    kind: 'read',
    description: {
      ...description,
      // The picture is the question's image, not a picture of its text.
      prompt: { ...base.prompt, images: base.prompt.images.filter((image) => image.src !== src) },
      picture: { image: { src, alt: textOf(object) }, size, places },
    },
  };
}

export const orderingQti2Reader: FormatReader<Qti2Source, OrderingDescription> = { claims, read };

/**
 * QTI 2 hotspot items: a hotspotInteraction (its right hotspot choices, by the correct response or a positive
 * mapping) or a selectPointInteraction (the areas of its area mapping that give points), over the interaction's
 * image; coordinates in pixels of the image.
 */
import { qti2Base } from '../../imports/qti2Description';
import { correctValues, declarationOf, type Qti2Source } from '../../imports/qti2Item';
import { descendants, textOf } from '../../imports/xmlTree';
import { numberOf } from '../description';
import type { FormatReader, TypeRead } from '../questionType';
import {
  HOTSPOT_REASONS,
  hotspotRead,
  regionOf,
  sizeOf,
  type HotspotDescription,
  type HotspotRegion,
} from './hotspotDescription';

const NAMES = new Set(['hotspotInteraction', 'selectPointInteraction']);

const claims = (source: Qti2Source) =>
  source.interactions.length === 1 && NAMES.has(source.interactions[0]!.name);

function read(source: Qti2Source): TypeRead<HotspotDescription> {
  const interaction = source.interactions[0]!;
  const object = descendants(interaction, 'object')[0];
  const src = object?.attributes.data?.trim();
  if (!object || !src) return { kind: 'unreadable', reason: HOTSPOT_REASONS.noImage };
  const declaration = declarationOf(source.item, interaction);
  let regions: HotspotRegion[];
  if (interaction.name === 'hotspotInteraction') {
    const mappedRight = (declaration ? descendants(declaration, 'mapEntry') : [])
      .filter((entry) => Number(entry.attributes.mappedValue) > 0)
      .map((entry) => entry.attributes.mapKey ?? '');
    const right = new Set([...correctValues(declaration), ...mappedRight]);
    regions = descendants(interaction, 'hotspotChoice')
      .filter((choice) => right.has(choice.attributes.identifier ?? ''))
      .flatMap(
        (choice) => regionOf(choice.attributes.shape ?? '', choice.attributes.coords ?? '', 'pixels') ?? [],
      );
  } else
    regions = (declaration ? descendants(declaration, 'areaMapEntry') : [])
      .filter((entry) => Number(entry.attributes.mappedValue) > 0)
      .flatMap(
        (entry) => regionOf(entry.attributes.shape ?? '', entry.attributes.coords ?? '', 'pixels') ?? [],
      );
  const maxChoices = numberOf(interaction.attributes.maxChoices);
  const base = qti2Base(source, interaction);
  return hotspotRead(
    { ...base, prompt: { ...base.prompt, images: base.prompt.images.filter((image) => image.src !== src) } },
    {
      image: { src, alt: textOf(object) },
      size: sizeOf(object.attributes.width, object.attributes.height),
      regions,
      maxChoices: maxChoices !== undefined && maxChoices > 0 ? maxChoices : 1,
    },
  );
}

export const hotspotQti2Reader: FormatReader<Qti2Source, HotspotDescription> = { claims, read };

/**
 * QTI 2 hotspot items: a hotspotInteraction (its right hotspot choices, by the correct response or a positive
 * mapping) or a selectPointInteraction (the areas of its area mapping that give points), over the interaction's
 * image; coordinates in pixels of the image. A positionObjectInteraction (ADR 308: the student places an object,
 * as many times as it allows, on its stage's picture) is read as a selectPointInteraction on the stage's picture:
 * the object is only what each mark looks like, and the areas of its area mapping that give points are the regions.
 */
import { qti2Base } from '../../../../server/imports/qti2Description';
import { correctValues, declarationOf, type Qti2Source } from '../../../../server/imports/qti2Item';
import { descendants, textOf, type XmlElement } from '../../../../server/imports/xmlTree';
import { numberOf } from '../../shared/server/description';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import {
  HOTSPOT_REASONS,
  hotspotRead,
  regionOf,
  sizeOf,
  type HotspotDescription,
  type HotspotRegion,
} from './hotspotDescription';

const NAMES = new Set(['hotspotInteraction', 'selectPointInteraction', 'positionObjectInteraction']);

/** The picture a positionObjectInteraction places its object on: its stage's own object, not the object placed. */
function stagePicture(source: Qti2Source, interaction: XmlElement): XmlElement | undefined {
  const stage = descendants(source.item, 'positionObjectStage').find((candidate) =>
    descendants(candidate, 'positionObjectInteraction').includes(interaction),
  );
  return stage?.children.find(
    (child): child is XmlElement => typeof child !== 'string' && child.name === 'object',
  );
}

const claims = (source: Qti2Source) =>
  source.interactions.length === 1 && NAMES.has(source.interactions[0]!.name);

function read(source: Qti2Source): TypeRead<HotspotDescription> {
  const interaction = source.interactions[0]!;
  const positioned = interaction.name === 'positionObjectInteraction';
  const object = positioned ? stagePicture(source, interaction) : descendants(interaction, 'object')[0];
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
  // The picture is the question's image; a placed object is only the look of a mark.
  const shown = new Set([
    src,
    ...descendants(interaction, 'object').map((placed) => placed.attributes.data?.trim()),
  ]);
  return hotspotRead(
    {
      ...base,
      prompt: { ...base.prompt, images: base.prompt.images.filter((image) => !shown.has(image.src)) },
    },
    {
      image: { src, alt: textOf(object) },
      size: sizeOf(object.attributes.width, object.attributes.height),
      regions,
      maxChoices: maxChoices !== undefined && maxChoices > 0 ? maxChoices : 1,
    },
  );
}

export const hotspotQti2Reader: FormatReader<Qti2Source, HotspotDescription> = { claims, read };

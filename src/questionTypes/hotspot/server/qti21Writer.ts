/**
 * A hotspot question in QTI 2.1 (ADR 236): a selectPointInteraction on the question's image (as many points as the
 * student may mark), each right region an area of the response's area mapping worth the points over the regions to
 * find; `mapResponsePoint` counts each area once, so the score is the share of the regions found, as the console
 * scores it. Regions are written in pixels of the image, whose size the package reads from its header.
 */
import { pointsOf } from '../../../../server/exports/exportModel';
import type { ExportHotspotQuestion } from './hotspotExportQuestion';
import { storagePathOf } from '../../../../server/exports/questionImages';
import { decimal, RESPONSE, setScore } from '../../../../server/exports/qti21Rules';
import type { XmlValue } from '../../../../server/exports/xml';
import type { Qti21Image, Qti21Parts } from '../../shared/server/questionType';
import { pixelRegion } from './hotspotExport';
import { pictureInteraction } from '../../shared/server/onPictureQti21';

export const HOTSPOT_QTI_NOTES = {
  noSize:
    'its image’s size is unknown (it is a link), so its regions are written for the image shown at 1000 × 1000 pixels.',
  noImage: 'its image is not in this download, so its regions cannot be shown on it.',
} as const;

function parts(
  question: ExportHotspotQuestion,
  prompt: XmlValue,
  imageOf: (src: string) => Qti21Image | undefined,
): Qti21Parts {
  const { regions, maxMarks } = question.definition;
  const image = question.image === null ? undefined : imageOf(question.image);
  const { size, parts: onImage } = pictureInteraction(prompt, image, 'The image to mark');
  const wanted = Math.max(1, Math.min(regions.length, maxMarks));
  const points = pointsOf(question);
  return {
    responseDeclaration: {
      '@_identifier': 'RESPONSE',
      '@_cardinality': maxMarks === 1 ? 'single' : 'multiple',
      '@_baseType': 'point',
      areaMapping: {
        '@_defaultValue': '0',
        '@_lowerBound': '0',
        '@_upperBound': decimal(points),
        areaMapEntry: regions.map((region) => {
          const { shape, coords } = pixelRegion(region, size);
          return { '@_shape': shape, '@_coords': coords, '@_mappedValue': decimal(points / wanted) };
        }),
      },
    },
    itemBody: {
      selectPointInteraction: {
        '@_responseIdentifier': 'RESPONSE',
        '@_maxChoices': String(maxMarks),
        ...onImage,
      },
    },
    responseProcessing: setScore({ mapResponsePoint: RESPONSE }),
  };
}

/** QTI's metadata vocabulary names the select point interaction `selectionPointInteraction`. */
export const hotspotQti21Writer = { interactionType: 'selectionPointInteraction', parts } as const;

/** What QTI 2.1 loses: feedback; where the regions are, when the image is not shipped with its size. */
export function hotspotQti21Notes(question: ExportHotspotQuestion): string[] {
  const placement =
    question.image === null
      ? [HOTSPOT_QTI_NOTES.noImage]
      : storagePathOf(question.image) === undefined
        ? [HOTSPOT_QTI_NOTES.noSize]
        : [];
  return [...placement];
}

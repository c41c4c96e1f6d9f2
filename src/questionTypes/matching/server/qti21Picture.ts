/**
 * A matching question whose prompts are places on its image (ADR 310) in QTI 2.1: a graphicGapMatchInteraction, the
 * image its object and each prompt an associableHotspot named by its hotspotLabel, in pixels of the image as a
 * hotspot's regions are written (hotspotExport.ts). QTI 2.1's labels are pictures (gapImg; text labels, gapText, came
 * with QTI 2.2), so each answer is a gapImg whose objectLabel is its text and whose object is a small SVG picture of
 * that text, written inside the item (a data: address). An answer that is its picture (ADR 311) is a gapImg of that
 * picture, shipped, described by its alternative text and without objectLabel, as the reader takes such a label back.
 * The right pairs are label–place pairs.
 */
import type { ExportMatchingQuestion } from './matchingExportQuestion';
import type { XmlNode, XmlValue } from '../../../../server/exports/xml';
import type { Qti21Image } from '../../shared/server/questionType';
import type { OptionPicture } from '../../shared/domain/optionPicture';
import { pixelRegion } from '../../hotspot/server/hotspotExport';
import { pictureInteraction } from '../../shared/server/onPictureQti21';
import { hasPlaces } from '../domain/matching';

/** Whether the question is written on its picture: its prompts have places and it has an image. */
export const onPicture = (question: ExportMatchingQuestion) =>
  hasPlaces(question.definition) && typeof question.image === 'string' && question.image !== '';

const LABEL = { height: 24, perCharacter: 9, padding: 8 } as const;

const escapeSvg = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A label's picture: its text in dark letters on white, as wide as the text needs. */
function labelPicture(text: string) {
  const width = LABEL.padding * 2 + LABEL.perCharacter * [...text].length;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${LABEL.height}">` +
    `<rect width="100%" height="100%" fill="#fff" stroke="#0f172a"/>` +
    `<text x="${LABEL.padding}" y="17" font-family="sans-serif" font-size="14" fill="#0f172a">${escapeSvg(text)}</text></svg>`;
  return { data: `data:image/svg+xml,${encodeURIComponent(svg)}`, width };
}

/** The interaction: the image, each answer a labelled gapImg, each prompt's place an associableHotspot. */
/** A label's gapImg: its own picture where the package ships it, else a picture of its text. */
function labelOf(
  answer: { id: string; text: string; picture?: OptionPicture; own?: string },
  matchMax: number,
  imageOf: (src: string) => Qti21Image | undefined,
): XmlNode {
  const shipped = answer.picture && imageOf(answer.picture.src);
  if (answer.picture && shipped && !answer.own)
    return {
      '@_identifier': answer.id,
      '@_matchMax': String(matchMax),
      object: {
        '@_data': shipped.href,
        '@_type': shipped.type ?? 'image/png',
        ...(shipped.size
          ? { '@_width': String(shipped.size.width), '@_height': String(shipped.size.height) }
          : {}),
        '#text': answer.picture.alt,
      },
    };
  const picture = labelPicture(answer.text);
  return {
    '@_identifier': answer.id,
    '@_matchMax': String(matchMax),
    '@_objectLabel': answer.text,
    object: {
      '@_data': picture.data,
      '@_type': 'image/svg+xml',
      '@_width': String(picture.width),
      '@_height': String(LABEL.height),
      '#text': answer.text,
    },
  };
}

export function graphicGapMatch(
  prompt: XmlValue,
  imageOf: (src: string) => Qti21Image | undefined,
  src: string,
  answers: readonly { id: string; text: string; picture?: OptionPicture; own?: string }[],
  places: readonly {
    id: string;
    text: string;
    place: NonNullable<ExportMatchingQuestion['definition']['pairs'][number]['place']>;
  }[],
): XmlNode {
  const image = imageOf(src);
  const { size, parts } = pictureInteraction(prompt, image, 'The picture with the places to match');
  return {
    graphicGapMatchInteraction: {
      '@_responseIdentifier': 'RESPONSE',
      ...parts,
      gapImg: answers.map((answer) => labelOf(answer, places.length, imageOf)),
      associableHotspot: places.map((p) => {
        const { shape, coords } = pixelRegion(p.place, size);
        return {
          '@_identifier': p.id,
          '@_matchMax': '1',
          '@_shape': shape,
          '@_coords': coords,
          '@_hotspotLabel': p.text.slice(0, 256),
        };
      }),
    },
  };
}

/**
 * QTI 2 file upload items: one uploadInteraction, its `type` the media type of the file it takes. A rubric shown to
 * the candidate is the question's instructions (the console writes them so, ADR 294). A drawingInteraction (ADR
 * 306) is a file upload the student answers by drawing on its `<object>` picture, which becomes the question's own
 * image; one without a picture asks nothing the console can show.
 */
import { qti2Base } from '../../../../server/imports/qti2Description';
import type { Qti2Source } from '../../../../server/imports/qti2Item';
import { descendants, textOf, type XmlElement } from '../../../../server/imports/xmlTree';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import type { FileUploadDescription } from './fileUploadDescription';

export const FILE_UPLOAD_QTI2_REASONS = {
  noPicture: 'It asks for a drawing on a picture, and the item gives no picture to draw on.',
} as const;

const NAMES = new Set(['uploadInteraction', 'drawingInteraction']);

const claims = (source: Qti2Source) =>
  source.interactions.length === 1 && NAMES.has(source.interactions[0]!.name);

/** The picture of a drawingInteraction: its `<object>` (an image), as the hotspot reader reads its own. */
function pictureOf(interaction: XmlElement) {
  const object = descendants(interaction, 'object')[0];
  const src = object?.attributes.data?.trim();
  return object && src ? { src, alt: textOf(object).trim() } : undefined;
}

function read(source: Qti2Source): TypeRead<FileUploadDescription> {
  const interaction = source.interactions[0]!;
  const type = interaction.attributes.type?.trim();
  const instructions = descendants(source.body, 'rubricBlock')
    .filter((r) => /candidate/.test(r.attributes.view ?? ''))
    .map((r) => textOf(r).replace(/\s+/g, ' ').trim())
    .filter((text) => text !== '')
    .join('\n');
  const base = qti2Base(source, interaction);
  const drawing = interaction.name === 'drawingInteraction' ? pictureOf(interaction) : undefined;
  if (interaction.name === 'drawingInteraction' && !drawing)
    return { kind: 'unreadable', reason: FILE_UPLOAD_QTI2_REASONS.noPicture };
  return {
    kind: 'read',
    description: {
      kind: 'fileUpload',
      ...base,
      ...(drawing
        ? {
            prompt: {
              ...base.prompt,
              images: base.prompt.images.filter((image) => image.src !== drawing.src),
            },
          }
        : {}),
      ...(type ? { kinds: [type] } : {}),
      ...(instructions !== '' ? { instructions } : {}),
      ...(drawing ? { drawing } : {}),
    },
  };
}

export const fileUploadQti2Reader: FormatReader<Qti2Source, FileUploadDescription> = { claims, read };

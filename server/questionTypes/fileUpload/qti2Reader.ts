/**
 * QTI 2 file upload items: one uploadInteraction, its `type` the media type of the file it takes. A rubric shown to
 * the candidate is the question's instructions (the console writes them so, ADR 294).
 */
import { qti2Base } from '../../imports/qti2Description';
import type { Qti2Source } from '../../imports/qti2Item';
import { descendants, textOf } from '../../imports/xmlTree';
import type { FormatReader, TypeRead } from '../questionType';
import type { FileUploadDescription } from './fileUploadDescription';

const claims = (source: Qti2Source) =>
  source.interactions.length === 1 && source.interactions[0]!.name === 'uploadInteraction';

function read(source: Qti2Source): TypeRead<FileUploadDescription> {
  const interaction = source.interactions[0]!;
  const type = interaction.attributes.type?.trim();
  const instructions = descendants(source.body, 'rubricBlock')
    .filter((r) => /candidate/.test(r.attributes.view ?? ''))
    .map((r) => textOf(r).replace(/\s+/g, ' ').trim())
    .filter((text) => text !== '')
    .join('\n');
  return {
    kind: 'read',
    description: {
      kind: 'fileUpload',
      ...qti2Base(source, interaction),
      ...(type ? { kinds: [type] } : {}),
      ...(instructions !== '' ? { instructions } : {}),
    },
  };
}

export const fileUploadQti2Reader: FormatReader<Qti2Source, FileUploadDescription> = { claims, read };

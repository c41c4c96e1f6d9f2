/**
 * QTI 2 essay items: one extendedTextInteraction (`format="xhtml"` an editor, else plain text; `expectedLines` the
 * box's lines). A rubric for scorers becomes the information for graders.
 */
import { qti2Base } from '../../../../server/imports/qti2Description';
import type { Qti2Source } from '../../../../server/imports/qti2Item';
import { descendants, textOf } from '../../../../server/imports/xmlTree';
import { numberOf } from '../../shared/server/description';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import type { EssayDescription } from './essayDescription';

const claims = (source: Qti2Source) =>
  source.interactions.length === 1 && source.interactions[0]!.name === 'extendedTextInteraction';

function read(source: Qti2Source): TypeRead<EssayDescription> {
  const interaction = source.interactions[0]!;
  const lines = numberOf(interaction.attributes.expectedLines);
  const rubric = descendants(source.body, 'rubricBlock')
    .filter((r) => /scorer/.test(r.attributes.view ?? ''))
    .map((r) => textOf(r))
    .join(' ')
    .trim();
  return {
    kind: 'read',
    description: {
      kind: 'essay',
      ...qti2Base(source, interaction),
      responseFormat: interaction.attributes.format === 'xhtml' ? 'html' : 'plain',
      ...(lines !== undefined && lines > 0 ? { lines } : {}),
      ...(rubric !== '' ? { graderInfo: rubric } : {}),
    },
  };
}

export const essayQti2Reader: FormatReader<Qti2Source, EssayDescription> = { claims, read };

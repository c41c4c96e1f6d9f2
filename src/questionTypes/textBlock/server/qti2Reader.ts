/**
 * QTI 2 text blocks: an item whose body has no interaction and that declares no response. An item declaring a
 * response whose interaction is elsewhere (an XInclude of another file) asks something and is not one.
 */
import { qti2Base } from '../../../../server/imports/qti2Description';
import type { Qti2Source } from '../../../../server/imports/qti2Item';
import { descendants, elements, type XmlElement } from '../../../../server/imports/xmlTree';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import type { TextBlockDescription } from './textBlockDescription';

/** Stands for the interaction the body does not have: the whole body is the text. */
const NONE: XmlElement = { name: 'noInteraction', attributes: {}, children: [] };

const claims = (source: Qti2Source) =>
  source.interactions.length === 0 &&
  elements(source.item, 'responseDeclaration').length === 0 &&
  descendants(source.body, 'include').length === 0 &&
  descendants(source.body, 'xi:include').length === 0;

const read = (source: Qti2Source): TypeRead<TextBlockDescription> => ({
  kind: 'read',
  description: { kind: 'textBlock', ...qti2Base(source, NONE) },
});

export const textBlockQti2Reader: FormatReader<Qti2Source, TextBlockDescription> = { claims, read };

/**
 * QTI 1.2 text blocks: Canvas's `text_only_question` (instructions, a passage, a stimulus), and an item whose
 * presentation shows material but asks nothing (no response element, no response processing).
 */
import { qti12Base, conditionsOf } from '../../../../server/imports/qti12Description';
import { declaredAs, type Qti12Source } from '../../../../server/imports/qti12Item';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import type { TextBlockDescription } from './textBlockDescription';

const claims = (source: Qti12Source) =>
  declaredAs(source) === 'text_only_question' ||
  (source.declared === undefined &&
    source.presentation !== undefined &&
    source.responses.length === 0 &&
    conditionsOf(source.item).length === 0);

const read = (source: Qti12Source): TypeRead<TextBlockDescription> => ({
  kind: 'read',
  description: { kind: 'textBlock', ...qti12Base(source) },
});

export const textBlockQti12Reader: FormatReader<Qti12Source, TextBlockDescription> = { claims, read };

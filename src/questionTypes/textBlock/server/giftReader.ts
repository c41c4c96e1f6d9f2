/** GIFT text blocks: a question without an answer section, which Moodle's GIFT import reads as a description. */
import { giftBase, type GiftSource } from '../../../../server/imports/giftSyntax';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import type { TextBlockDescription } from './textBlockDescription';

const claims = (source: GiftSource) => source.shape === 'description';

const read = (source: GiftSource): TypeRead<TextBlockDescription> => ({
  kind: 'read',
  description: { kind: 'textBlock', ...giftBase(source) },
});

export const textBlockGiftReader: FormatReader<GiftSource, TextBlockDescription> = { claims, read };

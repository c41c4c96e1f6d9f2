/** GIFT essay questions (`{}`): answered in an editor, as Moodle's GIFT import makes them. */
import { giftBase, type GiftSource } from '../../../../server/imports/giftSyntax';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import type { EssayDescription } from './essayDescription';

const claims = (source: GiftSource) => source.shape === 'essay';

const read = (source: GiftSource): TypeRead<EssayDescription> => ({
  kind: 'read',
  description: { kind: 'essay', ...giftBase(source), responseFormat: 'html' },
});

export const essayGiftReader: FormatReader<GiftSource, EssayDescription> = { claims, read };

/**
 * Text blocks (ADR 260): Canvas's text_only_question, QTI items that ask nothing, Moodle's and GIFT's descriptions,
 * stored as the console's text block and written back as each format's text without a question.
 * @publicModule server/exports uses it.
 */
import type { ServerQuestionType } from '../../shared/server/questionType';
import type { ExportTextBlockQuestion } from './textBlockExportQuestion';
import { textBlockCcNotes, textBlockCcWriter } from './ccWriter';
import { textBlockGiftReader } from './giftReader';
import { textBlockGiftWriter } from './giftWriter';
import { textBlockMoodleReader } from './moodleReader';
import { textBlockMoodleXmlWriter } from './moodleXmlWriter';
import { textBlockQti12Reader } from './qti12Reader';
import { textBlockQti21Writer } from './qti21Writer';
import { textBlockQti2Reader } from './qti2Reader';
import { textBlockScormWriter } from './scormWriter';
import type { TextBlockDescription } from './textBlockDescription';
import { storeTextBlock } from './textBlockStore';

export const textBlockType: ServerQuestionType<TextBlockDescription, ExportTextBlockQuestion> = {
  kind: 'textBlock',
  names: { kind: 'Text block', stored: 'text block' },
  read: {
    qti12: textBlockQti12Reader,
    qti2: textBlockQti2Reader,
    moodleXml: textBlockMoodleReader,
    gift: textBlockGiftReader,
  },
  store: storeTextBlock,
  write: {
    definition: () => ({}),
    qti21: textBlockQti21Writer,
    cc: textBlockCcWriter,
    moodleXml: textBlockMoodleXmlWriter,
    gift: textBlockGiftWriter,
    scorm: textBlockScormWriter,
    notes: { cc: textBlockCcNotes },
  },
};

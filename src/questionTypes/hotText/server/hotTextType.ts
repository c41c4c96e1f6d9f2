/**
 * Hot text questions (ADR 295), read from QTI 2.x's hottextInteraction and stored as the console's hot text
 * question. Written as a QTI 2.1 hottextInteraction; as a choice among the words to pick in Moodle XML, GIFT and
 * Common Cartridge, which have none (noted); played and scored by the SCORM player.
 * @publicModule the H5P import stores a MarkTheWords interaction with it.
 */
import { choiceCcWriter } from '../../choice/server/ccWriter';
import { choiceGiftWriter } from '../../choice/server/giftWriter';
import { choiceMoodleXmlWriter } from '../../choice/server/moodleXmlWriter';
import type { ServerQuestionType } from '../../shared/server/questionType';
import type { ExportHotTextQuestion } from './hotTextExportQuestion';
import type { HotTextDescription } from './hotTextDescription';
import { asChoice, choiceLoss } from './hotTextExport';
import { storeHotText } from './hotTextStore';
import { hotTextQti21Notes, hotTextQti21Writer } from './qti21Writer';
import { hotTextQti2Reader } from './qti2Reader';
import { hotTextScormWriter } from './scormWriter';
import { hotTextPrompt } from './hotTextPrompt';
import { hotTextOf } from '../domain/hotText';

export const hotTextType: ServerQuestionType<HotTextDescription, ExportHotTextQuestion> = {
  kind: 'hotText',
  names: { kind: 'Hot text', stored: 'hot text' },
  prompt: hotTextPrompt,
  read: { qti2: hotTextQti2Reader },
  store: storeHotText,
  write: {
    definition: hotTextOf,
    qti21: hotTextQti21Writer,
    cc: (question) => choiceCcWriter(asChoice(question)),
    moodleXml: (question, pictures) => choiceMoodleXmlWriter(asChoice(question), pictures),
    gift: (question) => choiceGiftWriter(asChoice(question)),
    scorm: hotTextScormWriter,
    writtenAs: { gift: asChoice, cc: asChoice, moodle: asChoice },
    notes: {
      qti: hotTextQti21Notes,
      cc: (question) => choiceLoss(question, 'Common Cartridge'),
      moodle: (question) => choiceLoss(question, 'Moodle XML'),
      gift: (question) => choiceLoss(question, 'GIFT'),
    },
  },
};

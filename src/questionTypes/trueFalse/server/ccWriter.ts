/** A true/false question in Common Cartridge's QTI 1.2 profile: cc.true_false.v0p1, full marks for the right value. */
import type { ExportTrueFalseQuestion } from './trueFalseExportQuestion';
import { feedbackLoss } from '../../shared/server/formatLosses';
import type { CcParts } from '../../shared/server/questionType';
import { ccSetScore, CC_SCORE_OUTCOMES } from '../../shared/server/ccScoring';

const label = (ident: string, text: string) => ({
  '@_ident': ident,
  material: { mattext: { '@_texttype': 'text/plain', '#text': text } },
});

export function trueFalseCcWriter(question: ExportTrueFalseQuestion): CcParts {
  return {
    profile: 'cc.true_false.v0p1',
    response: {
      response_lid: {
        '@_ident': 'response1',
        '@_rcardinality': 'Single',
        render_choice: { response_label: [label('true', 'True'), label('false', 'False')] },
      },
    },
    resprocessing: {
      outcomes: CC_SCORE_OUTCOMES,
      respcondition: ccSetScore(
        { varequal: { '@_respident': 'response1', '#text': question.definition.answer ? 'true' : 'false' } },
        '100',
      ),
    },
  };
}

export const trueFalseCcNotes = (question: ExportTrueFalseQuestion) =>
  feedbackLoss(question, question.definition.feedbackTrue, question.definition.feedbackFalse);

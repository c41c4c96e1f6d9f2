/**
 * A choice question in Common Cartridge's QTI 1.2 profile: cc.multiple_choice.v0p1 or cc.multiple_response.v0p1,
 * full marks for the right option, or for all right options and no wrong one. Its general feedback and each option's
 * are `itemfeedback`s a condition shows, `general_fb` whatever the answer and `<option>_fb` when the option is chosen,
 * as Canvas writes and reads them (ADR 393). A text holding an equation is HTML with its MathML (ADR 390).
 * @publicModule hotText uses it.
 */
import type { ExportChoiceQuestion } from '../../../../server/exports/exportModel';
import { textField, type XmlNode } from '../../../../server/exports/xml';
import type { CcParts } from '../../shared/server/questionType';
import { ccSetScore, CC_SCORE_OUTCOMES } from '../../shared/server/ccScoring';
import { ccTextMaterial } from '../../shared/server/ccText';
import { entryHtml } from '../../shared/server/optionPictureExports';

const feedbackText = (ident: string, text: string) => ({
  '@_ident': ident,
  flow_mat: { material: ccTextMaterial(text) },
});

/** The conditions that show the question's feedback and its options', and the feedback they show. */
function choiceFeedback(question: ExportChoiceQuestion) {
  const general = textField(question.feedback ?? '');
  const options = question.options.flatMap((option) => {
    const text = textField(option.feedback ?? '');
    return text === '' ? [] : [{ id: String(option.id), text }];
  });
  const shows = (conditionvar: XmlNode, ident: string) => ({
    '@_continue': 'Yes',
    conditionvar,
    displayfeedback: { '@_feedbacktype': 'Response', '@_linkrefid': ident },
  });
  return {
    conditions: [
      ...(general === '' ? [] : [shows({ other: '' }, 'general_fb')]),
      ...options.map(({ id }) =>
        shows({ varequal: { '@_respident': 'response1', '#text': id } }, `${id}_fb`),
      ),
    ],
    itemfeedback: [
      ...(general === '' ? [] : [feedbackText('general_fb', general)]),
      ...options.map(({ id, text }) => feedbackText(`${id}_fb`, text)),
    ],
  };
}

export function choiceCcWriter(question: ExportChoiceQuestion): CcParts {
  const feedback = choiceFeedback(question);
  const right = new Set(question.rightAnswer);
  const wrong = question.options.filter((o) => !right.has(o.id));
  const equal = (id: number) => ({ '@_respident': 'response1', '#text': String(id) });
  const condition: XmlNode = question.isMultiple
    ? {
        and: {
          varequal: question.rightAnswer.map(equal),
          ...(wrong.length > 0 ? { not: wrong.map((o) => ({ varequal: equal(o.id) })) } : {}),
        },
      }
    : { varequal: equal(question.rightAnswer[0]!) };
  return {
    profile: question.isMultiple ? 'cc.multiple_response.v0p1' : 'cc.multiple_choice.v0p1',
    response: {
      response_lid: {
        '@_ident': 'response1',
        '@_rcardinality': question.isMultiple ? 'Multiple' : 'Single',
        render_choice: {
          response_label: question.options.map((option) => ({
            '@_ident': String(option.id),
            material: option.picture
              ? // The package has pointed the picture at its file (ADR 311): an <img> in the option's HTML.
                {
                  mattext: {
                    '@_texttype': 'text/html',
                    '#text': entryHtml(option.text, option.picture, option.picture.src),
                  },
                }
              : ccTextMaterial(textField(option.text) || '-'),
          })),
        },
      },
    },
    resprocessing: {
      outcomes: CC_SCORE_OUTCOMES,
      respcondition: [...feedback.conditions, ccSetScore(condition, '100')],
    },
    ...(feedback.itemfeedback.length > 0 ? { itemfeedback: feedback.itemfeedback } : {}),
  };
}

/**
 * A choice question in Common Cartridge's QTI 1.2 profile: cc.multiple_choice.v0p1 or cc.multiple_response.v0p1,
 * full marks for the right option, or for all right options and no wrong one.
 * @publicModule hotText uses it.
 */
import type { ExportChoiceQuestion } from '../../../../server/exports/exportModel';
import { textField, type XmlNode } from '../../../../server/exports/xml';
import type { CcParts } from '../../shared/server/questionType';
import { ccSetScore, CC_SCORE_OUTCOMES } from '../../shared/server/ccScoring';
import { entryHtml } from '../../shared/server/optionPictureExports';

export function choiceCcWriter(question: ExportChoiceQuestion): CcParts {
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
              : { mattext: { '@_texttype': 'text/plain', '#text': textField(option.text) || '-' } },
          })),
        },
      },
    },
    resprocessing: {
      outcomes: CC_SCORE_OUTCOMES,
      respcondition: ccSetScore(condition, '100'),
    },
  };
}

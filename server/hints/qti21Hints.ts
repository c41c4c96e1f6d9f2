/**
 * A question's hints in QTI 2.1 (ADR 293), as QTI's own adaptive items write them: each hint an
 * `endAttemptInteraction` ("Show hint", "Show solution") whose response, when pressed, shows its `modalFeedback` and
 * sets a flag; once the flag is set, the response processing takes the hint's penalty from SCORE (a whole
 * question's penalty sets SCORE to 0, as the IMS examples do after a solution was seen). The item is adaptive, so
 * the flags last from one submission to the next. The console's QTI 2 import reads them back as hints
 * (server/imports/qti2Hints.ts).
 */
import type { Hint } from '../../src/domain/quiz/hints/hints';
import { questionXhtml } from '../exports/questionHtml';
import { decimal } from '../exports/qti21Rules';
import { escapeHtml, plainText } from '../exports/xml';

const MATCH_CORRECT = 'http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct';
const MAP_RESPONSE = 'http://www.imsglobal.org/question/qti_v2p1/rptemplates/map_response';

const request = (index: number) => `HINTREQUEST${index + 1}`;
const used = (index: number) => `HINTUSED${index + 1}`;
const feedbackId = (hint: Hint, index: number) => (hint.solution ? 'SOLUTION' : `HINT${index + 1}`);

/** A response processing template written out as its rules, so it can sit in a branch or be added to. */
export function explicitRules(template: string): string {
  const score = (value: string) =>
    `<setOutcomeValue identifier="SCORE"><baseValue baseType="float">${value}</baseValue></setOutcomeValue>`;
  if (template === MATCH_CORRECT)
    return (
      '<responseCondition><responseIf><match><variable identifier="RESPONSE"/><correct identifier="RESPONSE"/>' +
      `</match>${score('1')}</responseIf><responseElse>${score('0')}</responseElse></responseCondition>`
    );
  if (template === MAP_RESPONSE)
    return (
      `<responseCondition><responseIf><isNull><variable identifier="RESPONSE"/></isNull>${score('0')}` +
      '</responseIf><responseElse><setOutcomeValue identifier="SCORE"><mapResponse identifier="RESPONSE"/>' +
      '</setOutcomeValue></responseElse></responseCondition>'
    );
  return '';
}

const PROCESSING = /<responseProcessing\b([^>]*?)(?:\/>|>([\s\S]*?)<\/responseProcessing>)/;

/** The response processing of the item around the type's own rules: hint requests first, penalties after. */
function processing(hints: readonly Hint[], points: number, own: string): string {
  const boolean = (value: string) => `<baseValue baseType="boolean">${value}</baseValue>`;
  const score = (expression: string) => `<setOutcomeValue identifier="SCORE">${expression}</setOutcomeValue>`;
  const float = (value: number) => `<baseValue baseType="float">${decimal(value)}</baseValue>`;
  const branch = (hint: Hint, index: number) =>
    `<variable identifier="${request(index)}"/>` +
    `<setOutcomeValue identifier="FEEDBACK"><baseValue baseType="identifier">${feedbackId(hint, index)}</baseValue></setOutcomeValue>` +
    `<setOutcomeValue identifier="${used(index)}">${boolean('true')}</setOutcomeValue>`;
  const requests =
    '<responseCondition>' +
    hints
      .map((hint, index) =>
        index === 0
          ? `<responseIf>${branch(hint, index)}</responseIf>`
          : `<responseElseIf>${branch(hint, index)}</responseElseIf>`,
      )
      .join('') +
    `<responseElse>${own}</responseElse></responseCondition>`;
  const penalties = hints
    .map((hint, index) =>
      hint.penalty <= 0
        ? ''
        : `<responseCondition><responseIf><variable identifier="${used(index)}"/>${score(
            hint.penalty >= 1
              ? float(0)
              : `<subtract><variable identifier="SCORE"/>${float(hint.penalty * points)}</subtract>`,
          )}</responseIf></responseCondition>`,
    )
    .join('');
  const floor = hints.some((hint) => hint.penalty > 0 && hint.penalty < 1)
    ? `<responseCondition><responseIf><lt><variable identifier="SCORE"/>${float(0)}</lt>${score(float(0))}</responseIf></responseCondition>`
    : '';
  return `<responseProcessing>${requests}${penalties}${floor}</responseProcessing>`;
}

/**
 * A question's item with its hints: the item adaptive, a request and a flag per hint declared, its buttons at the
 * end of the body, its response processing inside the hints' and each hint's text as a `modalFeedback`. An item
 * that asks nothing (no response processing) is written as it is.
 */
export function withQti21Hints(
  xml: string,
  question: { readonly hints?: readonly Hint[]; readonly points?: number },
): string {
  const hints = question.hints ?? [];
  const own = PROCESSING.exec(xml);
  if (hints.length === 0 || !own) return xml;
  const template = /template="([^"]*)"/.exec(own[1] ?? '')?.[1];
  const rules = template ? explicitRules(template) : (own[2] ?? '');
  const points = question.points ?? 1;
  const requests = hints
    .map(
      (_, index) =>
        `<responseDeclaration identifier="${request(index)}" cardinality="single" baseType="boolean"/>`,
    )
    .join('');
  const outcomes =
    '<outcomeDeclaration identifier="FEEDBACK" cardinality="single" baseType="identifier"/>' +
    hints
      .map(
        (_, index) =>
          `<outcomeDeclaration identifier="${used(index)}" cardinality="single" baseType="boolean"><defaultValue><value>false</value></defaultValue></outcomeDeclaration>`,
      )
      .join('');
  const buttons = hints
    .map(
      (hint, index) =>
        `<p><endAttemptInteraction responseIdentifier="${request(index)}" title="${
          hint.solution ? 'Show solution' : 'Show hint'
        }"/></p>`,
    )
    .join('');
  const feedback = hints
    .map((hint, index) => {
      const body = questionXhtml(hint.text) ?? `<p>${escapeHtml(plainText(hint.text))}</p>`;
      return `<modalFeedback outcomeIdentifier="FEEDBACK" identifier="${feedbackId(hint, index)}" showHide="show">${body}</modalFeedback>`;
    })
    .join('');
  const firstOutcome = xml.indexOf('<outcomeDeclaration');
  const lastOutcome = xml.lastIndexOf('</outcomeDeclaration>') + '</outcomeDeclaration>'.length;
  return (
    xml.slice(0, firstOutcome) +
    requests +
    xml.slice(firstOutcome, lastOutcome) +
    outcomes +
    xml.slice(lastOutcome)
  )
    .replace(/adaptive="false"/, 'adaptive="true"')
    .replace(PROCESSING, () => processing(hints, points, rules))
    .replace(/<\/itemBody>/, () => `${buttons}</itemBody>`)
    .replace(/<\/assessmentItem>/, () => `${feedback}</assessmentItem>`);
}

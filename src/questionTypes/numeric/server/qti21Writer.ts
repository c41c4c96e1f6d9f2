/**
 * A numeric question in QTI 2.1: a textEntryInteraction of a float, or a sliderInteraction with the question's
 * bounds and step when it is answered on a slider (ADR 297). The response processing asks the accepted
 * answers in the author's order and the first the number fits gives its share of the points, as the console scores
 * it: `equal` exactly, within an absolute tolerance or a relative one (in percent), or `gte`/`lte` for a range. The
 * correct response and the mapping name the values, so an importer reads the answers back.
 */
import type { NumericMatch } from '../domain/numeric';
import { pointsOf } from '../../../../server/exports/exportModel';
import type { ExportNumericQuestion } from './numericExportQuestion';
import { ownFeedbackLoss } from '../../shared/server/formatLosses';
import { decimal, floatValue, inlineBody, RESPONSE, setScore } from '../../../../server/exports/qti21Rules';
import type { XmlNode, XmlValue } from '../../../../server/exports/xml';
import type { Qti21Parts } from '../../shared/server/questionType';

export const NUMERIC_NOTES = {
  units: (units: readonly string[]) =>
    `its units (${units.join(', ')}) are not written: the number is asked without a unit.`,
  slider: (lower: string, upper: string, step: string) =>
    `its slider (from ${lower} to ${upper} in steps of ${step}) is not written: the student types the number.`,
} as const;

/** The slider's loss, in a format that has no slider (ADR 297). */
export const sliderLoss = ({ definition: { slider } }: ExportNumericQuestion): string[] =>
  slider
    ? [NUMERIC_NOTES.slider(decimal(slider.lowerBound), decimal(slider.upperBound), decimal(slider.step))]
    : [];

/** The value an answer names, when it names one (a range names none). */
const valueOf = (match: NumericMatch) => (match.kind === 'range' ? undefined : match.value);

function condition(match: NumericMatch): XmlNode {
  const compared = (value: number) => ({ variable: RESPONSE, baseValue: floatValue(value) });
  switch (match.kind) {
    case 'exact':
      return { equal: { '@_toleranceMode': 'exact', ...compared(match.value) } };
    case 'tolerance': {
      const tolerance = decimal(match.relative ? match.tolerance * 100 : match.tolerance);
      return {
        equal: {
          '@_toleranceMode': match.relative ? 'relative' : 'absolute',
          '@_tolerance': `${tolerance} ${tolerance}`,
          ...compared(match.value),
        },
      };
    }
    case 'range':
      return { and: { gte: compared(match.min), lte: compared(match.max) } };
  }
}

function parts(question: ExportNumericQuestion, prompt: XmlValue): Qti21Parts {
  const points = pointsOf(question);
  const { answers, slider } = question.definition;
  const named = answers.filter((answer) => answer.fraction > 0 && valueOf(answer.match) !== undefined);
  const right = named.find((answer) => answer.fraction === 1);
  const branches = answers.map((answer) => ({
    ...condition(answer.match),
    ...setScore({ baseValue: floatValue(answer.fraction * points) }),
  }));
  return {
    responseDeclaration: {
      '@_identifier': 'RESPONSE',
      '@_cardinality': 'single',
      '@_baseType': 'float',
      ...(right ? { correctResponse: { value: decimal(valueOf(right.match)!) } } : {}),
      ...(named.length > 0
        ? {
            mapping: {
              '@_defaultValue': '0',
              mapEntry: named.map((answer) => ({
                '@_mapKey': decimal(valueOf(answer.match)!),
                '@_mappedValue': decimal(answer.fraction * points),
              })),
            },
          }
        : {}),
    },
    itemBody: slider
      ? {
          sliderInteraction: {
            '@_responseIdentifier': 'RESPONSE',
            '@_lowerBound': decimal(slider.lowerBound),
            '@_upperBound': decimal(slider.upperBound),
            '@_step': decimal(slider.step),
            prompt,
          },
        }
      : inlineBody(prompt as XmlNode | string, {
          textEntryInteraction: { '@_responseIdentifier': 'RESPONSE', '@_expectedLength': '15' },
        }),
    responseProcessing:
      branches.length === 0
        ? {}
        : {
            responseCondition: {
              responseIf: branches[0]!,
              ...(branches.length > 1 ? { responseElseIf: branches.slice(1) } : {}),
            },
          },
  };
}

export const numericQti21Writer = {
  interactionType: (question: ExportNumericQuestion) =>
    question.definition.slider ? 'sliderInteraction' : 'textEntryInteraction',
  parts,
} as const;

export const numericQti21Notes = (question: ExportNumericQuestion) => [
  ...(question.definition.units.length > 0
    ? [NUMERIC_NOTES.units(question.definition.units.map((u) => u.unit))]
    : []),
  ...ownFeedbackLoss(...question.definition.answers.map((answer) => answer.feedback)),
];

/**
 * A hot text question in QTI 2.1 (ADR 295): a hottextInteraction around the passage, each span a hottext, with
 * maxChoices and minChoices. Scored as the console scores it: all or nothing by match_correct; partial credit by a
 * mapping (map_response) giving each right span its share of the points and taking a share for each wrong one,
 * bounded by 0 and the points; points per span by the same mapping, scaled to the question's points.
 */
import { isMapped, rightSpans } from '../domain/hotText';
import { parsePassage } from '../domain/hotTextPassage';
import { pointsOf } from '../../../../server/exports/exportModel';
import type { ExportHotTextQuestion } from './hotTextExportQuestion';
import { decimal, MAP_RESPONSE } from '../../../../server/exports/qti21Rules';
import { escapeHtml, type XmlValue } from '../../../../server/exports/xml';
import type { Qti21Parts } from '../../shared/server/questionType';
import { allOrNothingProcessing } from '../../shared/server/qti2Scoring';

const PASSAGE_MARK = 'HOTTEXT-PASSAGE-5c2a7e';

const NCNAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

/** Each span's QTI identifier: its id when QTI allows it, else H and its number. */
export function spanIdentifiers(question: ExportHotTextQuestion): string[] {
  const ids = question.definition.spans.map((span, index) =>
    NCNAME.test(span.id) ? span.id : `H${index + 1}`,
  );
  return new Set(ids).size === ids.length ? ids : ids.map((_, index) => `H${index + 1}`);
}

/** The passage as XHTML: paragraphs at blank lines, line breaks at single ones, each span a hottext. */
function passageXml(question: ExportHotTextQuestion, ids: readonly string[]): string {
  const text = (value: string) => escapeHtml(value).replace(/\n/g, '<br/>');
  const paragraphs: string[] = [''];
  for (const part of parsePassage(question.definition.passage).parts) {
    if (part.kind === 'span') {
      paragraphs[paragraphs.length - 1] +=
        `<hottext identifier="${ids[part.index]}">${escapeHtml(part.text)}</hottext>`;
      continue;
    }
    const pieces = part.text.split(/\n{2,}/);
    pieces.forEach((piece, index) => {
      if (index > 0) paragraphs.push('');
      paragraphs[paragraphs.length - 1] += text(piece);
    });
  }
  return paragraphs.map((p) => `<p>${p}</p>`).join('');
}

function parts(question: ExportHotTextQuestion, prompt: XmlValue): Qti21Parts {
  const { definition } = question;
  const ids = spanIdentifiers(question);
  const points = pointsOf(question);
  const right = new Set(rightSpans(definition).map((s) => s.id));
  const rightIds = definition.spans.flatMap((span, index) => (right.has(span.id) ? [ids[index]!] : []));
  const single = definition.maxChoices === 1;
  const allOrNothing = definition.scoring === 'allOrNothing' && !isMapped(definition);
  const best = definition.spans.reduce((sum, s) => sum + Math.max(0, s.points ?? 0), 0);
  const mappedValue = (index: number) => {
    const span = definition.spans[index]!;
    if (isMapped(definition)) return best > 0 ? ((span.points ?? 0) * points) / best : 0;
    const share = points / Math.max(1, right.size);
    return span.right ? share : -share;
  };
  return {
    responseDeclaration: {
      '@_identifier': 'RESPONSE',
      '@_cardinality': single ? 'single' : 'multiple',
      '@_baseType': 'identifier',
      correctResponse: { value: rightIds },
      ...(allOrNothing
        ? {}
        : {
            mapping: {
              '@_lowerBound': '0',
              '@_upperBound': decimal(points),
              '@_defaultValue': '0',
              mapEntry: definition.spans.map((_, index) => ({
                '@_mapKey': ids[index],
                '@_mappedValue': decimal(mappedValue(index)),
              })),
            },
          }),
    },
    itemBody: {
      hottextInteraction: {
        '@_responseIdentifier': 'RESPONSE',
        '@_maxChoices': String(definition.maxChoices),
        ...(definition.minChoices > 0 ? { '@_minChoices': String(definition.minChoices) } : {}),
        prompt,
        div: { '#text': PASSAGE_MARK },
      },
    },
    responseProcessing: allOrNothing ? allOrNothingProcessing(points) : { '@_template': MAP_RESPONSE },
    raw: [[PASSAGE_MARK, passageXml(question, ids)]],
  };
}

export const hotTextQti21Writer = { interactionType: 'hottextInteraction', parts } as const;

export const HOT_TEXT_QTI_NOTES = {
  feedback: 'the feedback of each word picked is not kept.',
} as const;

export const hotTextQti21Notes = (question: ExportHotTextQuestion) => [
  ...(question.definition.spans.some((s) => s.feedback) ? [HOT_TEXT_QTI_NOTES.feedback] : []),
];

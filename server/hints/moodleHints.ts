/**
 * A question's hints in Moodle XML (ADR 293): each `<hint>` is a hint, its `<text>` what the student is shown; the
 * question's `<penalty>` (the share Moodle takes for each further try, when a hint is shown) is each hint's
 * penalty. The export writes them back the same way, the first hint's penalty as the question's.
 */
import type { Hint } from '../../src/domain/quiz/hints/hints';
import { questionHtml } from '../exports/questionHtml';
import { plainText, type XmlNode } from '../exports/xml';
import { moodleText } from '../imports/moodleQuestion';
import { numberOf } from '../../src/questionTypes/shared/server/description';
import { child, elements, textOf, type XmlElement } from '../imports/xmlTree';
import { paragraph, richHtml } from '../imports/questionText';

/** The question's `<penalty>` as a share 0..1; 0 when absent or not a share. */
function penaltyOf(question: XmlElement): number {
  const written = child(question, 'penalty');
  const value = written ? numberOf(textOf(written)) : undefined;
  return value !== undefined && value >= 0 && value <= 1 ? Math.round(value * 1e7) / 1e7 : 0;
}

/** The hints of a Moodle XML question, in order; empty hints are left out. */
export function moodleHints(question: XmlElement): Hint[] {
  const penalty = penaltyOf(question);
  return elements(question, 'hint').flatMap((hint) => {
    const written = moodleText(hint);
    const html = hint.attributes.format === 'html' ? richHtml(written) : undefined;
    const text = html ?? paragraph(hint.attributes.format === 'html' ? plainText(written) : written);
    return text === '' ? [] : [{ text, penalty }];
  });
}

/** What the export writes of a question's hints: its penalty and its `<hint>`s (none: a penalty of 0). */
export function moodleHintFields(hints: readonly Hint[] | undefined): { penalty: string; hint?: XmlNode[] } {
  if (!hints || hints.length === 0) return { penalty: '0' };
  return {
    penalty: String(hints[0]!.penalty),
    hint: hints.map((hint) => ({ '@_format': 'html', text: questionHtml(hint.text, plainText(hint.text)) })),
  };
}

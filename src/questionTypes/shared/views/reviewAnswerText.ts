/**
 * A question's answers on the student's review (ADR 350): the words of the type's own `describeAnswer` and
 * `describeRight`, as the server sends them (Results, the grading queue and the student's detail word them the
 * same way), except where the student page says them in its own language: true / false as its words, a hotspot's
 * marks and right regions as places on the image (ADR 359). Never the response's raw value.
 * @publicModule the take page's review words every answer through it.
 */
import type { TakeText } from '../../../views/take/takeText';
import type { RegionShape } from '../../hotspot/domain/hotspotGeometry';
import { marksInWords, regionsInWords } from '../../hotspot/views/marksInWords';

interface PageWords {
  /** The student's answer, from the response and the server's words of it. */
  readonly answer: (response: unknown, described: string, text: TakeText) => string;
  /** The right answer, from the server's words of it, or its regions on the image where the server sends them. */
  readonly right?: (described: string, text: TakeText, regions?: readonly RegionShape[]) => string;
}

const trueFalseWord = (described: string, text: TakeText) =>
  described === 'True' ? text.trueWord : described === 'False' ? text.falseWord : described;

/** Types whose answers the page words itself; every other type shows the server's words. */
const PAGE_WORDS: Readonly<Record<string, PageWords>> = {
  trueFalse: { answer: (_response, described, text) => trueFalseWord(described, text), right: trueFalseWord },
  hotspot: {
    answer: (response, _described, text) => marksInWords(response, text),
    right: (described, text, regions) => (regions ? regionsInWords(regions, text) : described),
  },
};

/** The student's answer as the review shows it; '' when none was given. */
export function reviewAnswerText(
  questionType: string | undefined,
  response: unknown,
  described: string | undefined,
  text: TakeText,
): string {
  const words = PAGE_WORDS[questionType ?? ''];
  return words ? words.answer(response, described ?? '', text) : (described ?? '');
}

/** The right answer as the review shows it. */
export function reviewRightText(
  questionType: string | undefined,
  described: string,
  text: TakeText,
  regions?: readonly RegionShape[],
): string {
  return PAGE_WORDS[questionType ?? '']?.right?.(described, text, regions) ?? described;
}

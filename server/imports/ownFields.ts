/**
 * Reading back what our own QTI 2.1 and Moodle XML keep of a question beyond the format (ADR 392,
 * server/exports/ownFields.ts). QTI's record is taken only when it names the digest of the item file as it is in the
 * package; Moodle's only while the question's text reads as the record's. Either is taken only for a question read
 * as the type it names: its definition then replaces the one read when the type's schema takes it and it holds no
 * picture (whose address is the package's, stored anew by the import); its text replaces the one read, its
 * pictures' paragraphs left to the import, which adds them after the text as it stores them; its hints take the
 * record's penalties and solution when they read as the record's.
 */
import { itemDigest, OWN_FIELDS_ELEMENT, type OwnFields } from '../exports/ownFields';
import { plainText } from '../exports/xml';
import { sanitizeQuestionHtml } from '../sanitize';
import { HintsSchema } from '../../src/domain/quiz/hints/hints';
import {
  keptOutcomeFeedback,
  OutcomeFeedbackSchema,
  outcomeFeedbackTexts,
  type OutcomeFeedback,
} from '../../src/domain/quiz/outcomeFeedback/outcomeFeedback';
import { questionTypeOf } from '../../src/questionTypes/shared/domain/registry';
import type { ImportedQuestion } from './importedQuiz';
import { descendants, elements, type XmlElement } from './xmlTree';

/** Keys of a definition that hold a picture's address: a definition with one is read from the format. */
const PICTURE_KEYS = /"(?:picture|promptPicture|answerPicture)":/;
/** A paragraph holding only a picture, as the import writes a stored picture after the text. */
const PICTURE_PARAGRAPH = /<p>\s*<img\b[^>]*>\s*<\/p>/gi;

function parsed(element: XmlElement | undefined): OwnFields | undefined {
  if (!element) return undefined;
  try {
    const fields = JSON.parse(element.children.filter((c) => typeof c === 'string').join('')) as unknown;
    if (typeof fields !== 'object' || fields === null) return undefined;
    const { questionType, title, definition, hints, outcomeFeedback } = fields as Record<string, unknown>;
    if (typeof questionType !== 'string' || typeof title !== 'string') return undefined;
    const read = HintsSchema.safeParse(hints);
    const outcomes = OutcomeFeedbackSchema.safeParse(outcomeFeedback ?? {});
    return {
      questionType,
      title,
      ...(definition === undefined ? {} : { definition }),
      ...(read.success ? { hints: read.data } : {}),
      ...(outcomes.success ? { outcomeFeedback: outcomes.data } : {}),
    };
  } catch {
    return undefined;
  }
}

/** QTI 2.1: the record of an item's resource, when it was written for `item` (the item file's bytes). */
export function ownQti2Fields(resource: XmlElement | undefined, item: Uint8Array): OwnFields | undefined {
  const element = resource && descendants(resource, OWN_FIELDS_ELEMENT)[0];
  return element?.attributes.item === itemDigest(item) ? parsed(element) : undefined;
}

/** Moodle XML: the record of a question. */
export const ownMoodleFields = (question: XmlElement): OwnFields | undefined =>
  parsed(elements(question, OWN_FIELDS_ELEMENT)[0]);

const words = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The record's text, when the question still reads as it: its pictures' paragraphs left to the import. */
function ownText(question: ImportedQuestion, title: string) {
  const pictures = title.match(/<img\b/gi)?.length ?? 0;
  const text = title.replace(PICTURE_PARAGRAPH, '');
  const same =
    words(plainText(title)) === words(question.title) || words(plainText(text)) === words(question.title);
  const shown = question.images.filter(
    (i) => !i.inOption && !i.entryPicture && !i.questionImage && !i.linked,
  );
  if (!same || /<img\b/i.test(text) || pictures !== shown.length) return {};
  // The record is read from an uploaded file: its markup is cleaned as any imported text is.
  const html = sanitizeQuestionHtml(text).trim();
  return { title: plainText(html) || question.title, html };
}

/** The read hints with the record's penalties and solution, when they are the record's hints. */
function ownHints(question: ImportedQuestion, hints: OwnFields['hints']) {
  const read = question.hints ?? [];
  if (!hints || hints.length !== read.length) return {};
  const same = hints.every((hint, i) => words(plainText(hint.text)) === words(plainText(read[i]!.text)));
  return same ? { hints: read.map((hint, i) => ({ ...hint, ...hints[i]!, text: hint.text })) } : {};
}

/**
 * The record's feedback on a right, a partly right and a wrong answer (ADR 404, 405), cleaned as any imported text is,
 * and the options' feedback without those texts, which a single answer's reading joins to each option's (ADR 393).
 */
function ownOutcomes(question: ImportedQuestion, recorded: OutcomeFeedback | undefined) {
  if (!recorded) return {};
  const kept = keptOutcomeFeedback(
    Object.fromEntries(
      Object.entries(recorded).map(([outcome, text]) => [outcome, sanitizeQuestionHtml(text ?? '').trim()]),
    ),
  );
  const joined = outcomeFeedbackTexts(kept)
    .map((text) => words(plainText(text)))
    .filter(Boolean);
  const withoutJoined = (text: string | undefined) => {
    if (text === undefined) return undefined;
    let left = words(text);
    for (const outcome of joined) if (left.endsWith(outcome)) left = left.slice(0, -outcome.length).trim();
    return left === words(text) ? text : left || undefined;
  };
  return {
    outcomeFeedback: kept,
    ...(question.optionFeedback ? { optionFeedback: question.optionFeedback.map(withoutJoined) } : {}),
  };
}

/** The question with what the record keeps, where the record is the question's own. */
export function withOwnFields(question: ImportedQuestion, fields: OwnFields | undefined): ImportedQuestion {
  if (!fields || fields.questionType !== (question.questionType ?? 'choice')) return question;
  const text = ownText(question, fields.title);
  // Moodle's record is the question's only while its text reads as written.
  if (!('html' in text) && words(plainText(fields.title)) !== words(question.title)) return question;
  const definition =
    fields.definition !== undefined &&
    question.questionType !== undefined &&
    !PICTURE_KEYS.test(JSON.stringify(fields.definition)) &&
    questionTypeOf(fields.questionType)?.definitionSchema.safeParse(fields.definition).success
      ? { definition: fields.definition }
      : {};
  return {
    ...question,
    ...ownOutcomes(question, fields.outcomeFeedback),
    ...text,
    ...definition,
    ...ownHints(question, fields.hints),
  };
}

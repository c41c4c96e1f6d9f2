/**
 * What our own QTI 2.1 and Moodle XML keep of a question beyond what the format can say (ADR 392): its text as stored,
 * its type's definition whole (an essay's word limits and starting text, a numeric's units, ranges and each answer's
 * feedback, a file upload's kinds and sizes, a calculated formula as written, all-or-nothing scoring…) and its hints'
 * penalties. QTI 2.1 keeps it in the item's resource LOM record, the packaging profile's extension point that players
 * pass over (as a video moment is kept, ADR 343), naming the SHA-256 of the item file it was written with; Moodle XML
 * in an element of the question that Moodle's import passes over. The console's import takes it only for a question
 * that still reads as written (server/imports/ownFields.ts).
 *
 * @publicModule the QTI 2.1 and Moodle XML writers and the console's imports share the record and its names.
 */
import { createHash } from 'node:crypto';
import type { Hint } from '../../src/domain/quiz/hints/hints';
import {
  outcomeFeedbackField,
  type OutcomeFeedback,
} from '../../src/domain/quiz/outcomeFeedback/outcomeFeedback';
import type { ExportQuestion } from './exportModel';
import type { XmlNode } from './xml';

/** The namespace of the console's question extension of LOM (QTI 2.1). */
export const OWN_FIELDS_NS = 'urn:science-video-console:question:v1';
/** The record's element (QTI reads it with its namespace prefix removed; Moodle XML has no namespaces). */
export const OWN_FIELDS_ELEMENT = 'questionFields';

/** The digest an item file is named by: SHA-256 of its bytes, in hex. */
export const itemDigest = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/** What the record keeps of a question. */
export interface OwnFields {
  /** The type the question was written from (a type the format lacks is written as another, then not restored). */
  readonly questionType: string;
  readonly title: string;
  readonly definition?: unknown;
  readonly hints?: readonly Hint[];
  /**
   * Its feedback on a right, a partly right and a wrong answer as written (ADR 404, 405): the format's places read
   * onto a type's own answers where the type has feedback per answer.
   */
  readonly outcomeFeedback?: OutcomeFeedback;
}

const ownFields = (question: ExportQuestion): OwnFields => ({
  questionType: question.questionType ?? 'choice',
  title: question.title,
  ...('definition' in question && question.definition !== undefined
    ? { definition: question.definition }
    : {}),
  ...(question.hints && question.hints.length > 0 ? { hints: question.hints } : {}),
  ...outcomeFeedbackField(question.outcomeFeedback),
});

/** The extension element of a question's LOM record, for the item file whose digest is `digest`. */
export const ownFieldsMetadata = (question: ExportQuestion, digest: string): XmlNode => ({
  [`cq:${OWN_FIELDS_ELEMENT}`]: {
    '@_xmlns:cq': OWN_FIELDS_NS,
    '@_item': digest,
    '#text': JSON.stringify(ownFields(question)),
  },
});

/** The element of a Moodle XML question. */
export const ownFieldsElement = (question: ExportQuestion): XmlNode => ({
  [OWN_FIELDS_ELEMENT]: { '@_format': 'json', '#text': JSON.stringify(ownFields(question)) },
});

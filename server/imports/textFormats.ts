/**
 * Question files written by hand or by Moodle: GIFT (`.gift`, `.txt`) and Aiken (`.txt`). The format is told by
 * the text: Aiken is blocks of a question, lettered options and an `ANSWER:` line; text with answers in `{ }` is
 * GIFT; anything else is refused. The file is UTF-8 (with or without a byte-order mark) or UTF-16 with one.
 */
import { readAiken, looksLikeAiken } from './aikenReader';
import { readGift } from './giftReader';
import { aikenQuestionCount, checkQuestionCount, giftQuestionCount } from './importBounds';
import { IMPORT_MESSAGES, refuse } from './importErrors';
import type { ReadOptions, ReadPackage } from './importedQuiz';
import { PACKAGE_XML_MAX_BYTES } from './packageReader';
import { quizOfEntries } from './questionDraft';

function hasBinaryControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) return true;
  }
  return false;
}

/** The file's text; a file that is not text (not UTF-8, or with NUL bytes) is refused. */
export function decodeText(bytes: Uint8Array, uploadName: string): string {
  let text: string;
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe)
      text = new TextDecoder('utf-16le', { fatal: true }).decode(bytes);
    else if (bytes[0] === 0xfe && bytes[1] === 0xff)
      text = new TextDecoder('utf-16be', { fatal: true }).decode(bytes);
    else text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refuse(IMPORT_MESSAGES.notText(uploadName));
  }
  // Control characters other than tabs and line breaks only appear in binary files.
  if (hasBinaryControl(text)) throw refuse(IMPORT_MESSAGES.notText(uploadName));
  return text.replace(/^\uFEFF/, '');
}

/** GIFT's answer sections: a `{` not escaped with a backslash. */
const GIFT_ANSWERS = /(^|[^\\])\{/;
/** What only GIFT writes: a name, a category, or an answer section that starts as GIFT's do. */
const GIFT_SHAPE = /^\s*(::|\$CATEGORY:)|(^|[^\\])\{\s*([=~#}]|%-?\d|(T|F|TRUE|FALSE)\s*[#}])/m;

/** The file name without its extension, as a quiz title of 3 characters or more. */
function quizTitle(uploadName: string): string {
  const name = uploadName.replace(/\.(gift|txt)$/i, '').trim();
  return name.length >= 3 ? name : name.length > 0 ? `Imported quiz: ${name}` : 'Imported quiz';
}

export function readTextQuestions(
  bytes: Uint8Array,
  uploadName: string,
  maxBytes = PACKAGE_XML_MAX_BYTES,
  options: ReadOptions = {},
): ReadPackage {
  if (bytes.byteLength > maxBytes)
    throw refuse(IMPORT_MESSAGES.tooMuchText(Math.round(maxBytes / 1024 / 1024)));
  const text = decodeText(bytes, uploadName);
  const withoutComments = text.replace(/^[ \t]*\/\/.*$/gm, '');
  const format =
    looksLikeAiken(withoutComments) && !GIFT_SHAPE.test(withoutComments)
      ? 'aiken'
      : GIFT_ANSWERS.test(withoutComments)
        ? 'gift'
        : undefined;
  if (format === undefined) throw refuse(IMPORT_MESSAGES.notGiftOrAiken(uploadName));
  // Counted before the file is read: reading takes longer than the bound's own work (ADR 371).
  checkQuestionCount(
    format === 'aiken'
      ? aikenQuestionCount(withoutComments)
      : giftQuestionCount(withoutComments, GIFT_ANSWERS),
  );
  const entries = format === 'aiken' ? readAiken(text) : readGift(text);
  return quizOfEntries(quizTitle(uploadName), entries, options);
}

/**
 * An article's subtitles as they arrive (ADR 315): UTF-8 WebVTT read by the W3C parser (the transcript reader's), in
 * strict mode: the first error the parser reports refuses the file, named with its line.
 */
import webvtt from 'webvtt-parser';
import entities from 'webvtt-parser/html-entities.json';
import { ARTICLE_MEDIA_MESSAGES } from '../../../src/domain/publish/articleMedia';

// A CommonJS module: its named exports are properties of the default one under Node's ESM loader.
const parser = new webvtt.WebVTTParser(entities);

/** Why the file is no WebVTT subtitles ("Line 7: …"), or null when it is. */
export function subtitleProblem(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return ARTICLE_MEDIA_MESSAGES.subtitleEncoding;
  }
  const result = parser.parse(text, 'subtitles');
  const first = [...result.errors].sort((a, b) => a.line - b.line)[0];
  if (first) return ARTICLE_MEDIA_MESSAGES.subtitleLine(first.line, first.message);
  return result.cues.length === 0 ? ARTICLE_MEDIA_MESSAGES.subtitleEmpty : null;
}

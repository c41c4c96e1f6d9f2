/**
 * A video's transcript from its subtitles (WebVTT), read with the W3C parser: cue text without voice
 * tags or markup, entities decoded, consecutive repeats (roll-up captions) said once. The timed form keeps each
 * line's start and end (ADR 344): a repeat stretches the line it repeats.
 */
import webvtt, { type WebVTTNode } from 'webvtt-parser';
import entities from 'webvtt-parser/html-entities.json';
import type { TranscriptCue } from '../../src/domain/quiz/editor/aiMoments';

// A CommonJS module: its named exports are properties of the default one under Node's ESM loader.
const parser = new webvtt.WebVTTParser(entities);

function textOf(nodes: readonly WebVTTNode[]): string {
  return nodes
    .map((node) => (node.type === 'text' ? (node.value ?? '') : node.children ? textOf(node.children) : ''))
    .join('');
}

/** The spoken lines of a WebVTT file with their times in seconds, in the file's order; empty when it holds no cues. */
export function timedTranscriptOf(vtt: string): TranscriptCue[] {
  const lines: TranscriptCue[] = [];
  for (const cue of parser.parse(vtt, 'subtitles').cues) {
    const text = textOf(cue.tree.children).replace(/\s+/g, ' ').trim();
    const last = lines.at(-1);
    if (text === '') continue;
    if (last && text === last.text)
      lines[lines.length - 1] = { ...last, end: Math.max(last.end, cue.endTime) };
    else lines.push({ start: cue.startTime, end: cue.endTime, text });
  }
  return lines;
}

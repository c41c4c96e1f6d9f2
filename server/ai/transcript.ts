/**
 * A video's transcript from its subtitles (WebVTT), read with the W3C parser: cue text without timings, voice
 * tags or markup, entities decoded, consecutive repeats (roll-up captions) said once.
 */
import webvtt, { type WebVTTNode } from 'webvtt-parser';
import entities from 'webvtt-parser/html-entities.json';

// A CommonJS module: its named exports are properties of the default one under Node's ESM loader.
const parser = new webvtt.WebVTTParser(entities);

function textOf(nodes: readonly WebVTTNode[]): string {
  return nodes
    .map((node) => (node.type === 'text' ? (node.value ?? '') : node.children ? textOf(node.children) : ''))
    .join('');
}

/** The spoken text of a WebVTT file, one cue a line; empty when the file holds no cues. */
export function transcriptOf(vtt: string): string {
  const lines: string[] = [];
  for (const cue of parser.parse(vtt, 'subtitles').cues) {
    const line = textOf(cue.tree.children).replace(/\s+/g, ' ').trim();
    if (line !== '' && line !== lines.at(-1)) lines.push(line);
  }
  return lines.join('\n');
}

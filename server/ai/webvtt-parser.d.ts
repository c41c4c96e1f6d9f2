/** Types of the W3C WebVTT parser (webvtt-parser), the parts the transcript reader uses. */
declare module 'webvtt-parser' {
  export interface WebVTTNode {
    readonly type: 'text' | 'object' | 'timestamp';
    readonly name?: string;
    readonly value?: string;
    readonly children?: readonly WebVTTNode[];
  }
  export interface WebVTTCue {
    readonly startTime: number;
    readonly endTime: number;
    readonly text: string;
    readonly tree: { readonly children: readonly WebVTTNode[] };
  }
  export interface WebVTTResult {
    readonly cues: readonly WebVTTCue[];
    readonly errors: readonly { readonly message: string; readonly line: number }[];
  }
  export class WebVTTParser {
    constructor(entities?: Record<string, string>);
    parse(input: string, mode?: 'subtitles' | 'chapters' | 'metadata'): WebVTTResult;
  }
  const webvtt: { readonly WebVTTParser: typeof WebVTTParser };
  export default webvtt;
}
declare module 'webvtt-parser/html-entities.json' {
  const entities: Record<string, string>;
  export default entities;
}

/**
 * Interactive video in a QTI 2.1 package's manifest (ADR 343): a question's moment and a video's settings (ADR 337)
 * are written in its resource's LOM record, the one place the packaging profile leaves open — LOM's extension point
 * (`grpLax.any`: an element of another namespace, checked laxly) — so the package stays valid against the official
 * schemas. A standard LOM `relation` also names the video resource a question is asked in, for tools that read LOM
 * only. The console's import reads both elements back (server/imports/ownExport.ts); a QTI player ignores them, and
 * the package's notes say what it cannot do with them.
 *
 * @publicModule the QTI 2.1 writer and the console's QTI import share the element names and the namespace.
 */
import type { VideoMoment, VideoSettings } from '../../src/domain/quiz/videoMoments/videoMoments';
import { formatMoment } from '../../src/domain/quiz/videoMoments/videoMoments';
import { plainText, textField, type XmlNode } from './xml';

/** The namespace of the console's interactive-video extension of LOM. */
export const VIDEO_MOMENT_NS = 'urn:science-video-console:interactive-video:v1';

/** The names of the extension's elements (the import reads them with namespace prefixes removed). */
export const VIDEO_MOMENT_ELEMENTS = {
  moment: 'videoMoment',
  settings: 'videoSettings',
  chapter: 'chapter',
  note: 'note',
} as const;

const ns = (name: string) => `iv:${name}`;
const flag = (value: boolean | undefined) => (value ? 'true' : 'false');

/**
 * What a question's LOM record adds for its moment: a `relation` to the video's resource and the exact moment in the
 * extension element. `video` is the identifier of the video item it is asked in.
 */
export function momentMetadata(moment: VideoMoment, video: string): XmlNode {
  return {
    relation: {
      kind: { source: 'LOMv1.0', value: 'references' },
      resource: {
        identifier: { catalog: 'resource', entry: `resource-${video}` },
        description: { string: `Asked at ${formatMoment(moment.at)} of the video` },
      },
    },
    [ns(VIDEO_MOMENT_ELEMENTS.moment)]: {
      '@_xmlns:iv': VIDEO_MOMENT_NS,
      '@_video': video,
      '@_at': String(moment.at),
      '@_pause': flag(moment.pause),
      '@_mustAnswer': flag(moment.mustAnswer),
      ...(moment.jumpBackTo !== undefined ? { '@_jumpBackTo': String(moment.jumpBackTo) } : {}),
    },
  };
}

/** What a video's LOM record adds for its settings: the extension element with its chapters and notes. */
export function settingsMetadata(settings: VideoSettings): XmlNode {
  return {
    [ns(VIDEO_MOMENT_ELEMENTS.settings)]: {
      '@_xmlns:iv': VIDEO_MOMENT_NS,
      ...(settings.preventSkipping ? { '@_preventSkipping': 'true' } : {}),
      ...(settings.requireWatched !== undefined
        ? { '@_requireWatched': String(settings.requireWatched) }
        : {}),
      ...(settings.speeds ? { '@_speeds': settings.speeds.join(' ') } : {}),
      ...(settings.chapters?.length
        ? {
            [ns(VIDEO_MOMENT_ELEMENTS.chapter)]: settings.chapters.map((chapter) => ({
              '@_at': String(chapter.at),
              '#text': textField(chapter.title),
            })),
          }
        : {}),
      ...(settings.notes?.length
        ? {
            // A note's rich text travels as its text: a QTI manifest holds no markup there.
            [ns(VIDEO_MOMENT_ELEMENTS.note)]: settings.notes.map((note) => ({
              '@_at': String(note.at),
              '#text': plainText(note.text),
            })),
          }
        : {}),
    },
  };
}

/**
 * What a download cannot do with interactive video (ADR 343), in the words of its notes (ADR 205): the SCORM
 * package's own player plays it all; a QTI 2.1 package keeps the moments and settings in its manifest's metadata,
 * but a QTI player shows every question beside the video; Common Cartridge, Moodle XML and GIFT have no place for
 * them at all.
 */
import { formatMoment } from '../../src/domain/quiz/videoMoments/videoMoments';
import type { ExportQuestion, ExportQuiz } from './exportModel';
import { itemTitle } from './exportModel';
import type { ExportFormat } from './fileName';

/** The formats whose player plays the moments and settings: the SCORM package's own. */
const PLAYS_INTERACTIVE_VIDEO: ReadonlySet<ExportFormat> = new Set(['scorm']);

export const VIDEO_MOMENT_NOTES = {
  kept: 'the moment is kept in the package’s metadata, but a QTI player asks the question beside the video',
  lost: 'the format has no place for a moment, so the question is asked beside the video',
  pause: 'the video does not pause there',
  mustAnswer: 'it does not hold the video until the question is answered',
  jumpBack: (to: string) => `a wrong answer does not send the student back to ${to}`,
  moment: (at: string, said: string, losses: readonly string[]) =>
    `it is asked at ${at} of the video: ${[said, ...losses].join('; ')}.`,
  video: (title: string, said: string, losses: readonly string[]) =>
    `- The video "${title}": ${said}; ${losses.join('; ')}.`,
  settingsKept: 'its settings are kept in the package’s metadata, but a QTI player does not follow them',
  settingsLost: 'the format has no place for its settings',
  preventSkipping: 'skipping ahead of what was watched is not prevented',
  requireWatched: (share: number) =>
    share === 100
      ? 'watching it to the end is not required before submitting'
      : `watching ${share} % of it is not required before submitting`,
  speeds: (speeds: string) => `the speeds are not limited to ${speeds}`,
  chapters: (count: number) =>
    `its ${count === 1 ? 'chapter is' : `${count} chapters are`} not offered to jump to`,
  notes: (count: number) => `its ${count === 1 ? 'note is' : `${count} notes are`} not shown over the video`,
} as const;

/** What `format` cannot do with a question's moment; empty when it has none or the format plays it. */
export function momentNotes(question: ExportQuestion, format: ExportFormat): string[] {
  const { moment } = question;
  if (!moment || PLAYS_INTERACTIVE_VIDEO.has(format)) return [];
  const losses = [
    ...(moment.pause || moment.mustAnswer ? [VIDEO_MOMENT_NOTES.pause] : []),
    ...(moment.mustAnswer ? [VIDEO_MOMENT_NOTES.mustAnswer] : []),
    ...(moment.jumpBackTo !== undefined
      ? [VIDEO_MOMENT_NOTES.jumpBack(formatMoment(moment.jumpBackTo))]
      : []),
  ];
  const said = format === 'qti' ? VIDEO_MOMENT_NOTES.kept : VIDEO_MOMENT_NOTES.lost;
  return [VIDEO_MOMENT_NOTES.moment(formatMoment(moment.at), said, losses)];
}

/** What `format` cannot do with each video's settings, one line per video that has any. */
export function videoNotes(quiz: ExportQuiz, format: ExportFormat): string[] {
  if (PLAYS_INTERACTIVE_VIDEO.has(format)) return [];
  return quiz.activities.flatMap((activity) =>
    activity.items.flatMap((item) => {
      if (item.kind !== 'video' || !item.settings) return [];
      const { settings } = item;
      const losses = [
        ...(settings.preventSkipping ? [VIDEO_MOMENT_NOTES.preventSkipping] : []),
        ...(settings.requireWatched !== undefined
          ? [VIDEO_MOMENT_NOTES.requireWatched(settings.requireWatched)]
          : []),
        ...(settings.speeds
          ? [
              VIDEO_MOMENT_NOTES.speeds(
                [...settings.speeds]
                  .sort((a, b) => a - b)
                  .map((s) => `${s}×`)
                  .join(', '),
              ),
            ]
          : []),
        ...(settings.chapters?.length ? [VIDEO_MOMENT_NOTES.chapters(settings.chapters.length)] : []),
        ...(settings.notes?.length ? [VIDEO_MOMENT_NOTES.notes(settings.notes.length)] : []),
      ];
      if (losses.length === 0) return [];
      const said = format === 'qti' ? VIDEO_MOMENT_NOTES.settingsKept : VIDEO_MOMENT_NOTES.settingsLost;
      return [VIDEO_MOMENT_NOTES.video(itemTitle(item) || `Video ${item.video.articleId}`, said, losses)];
    }),
  );
}

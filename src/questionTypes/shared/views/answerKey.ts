/** What a type's answer key receives: a question as the teacher's screens (Quiz Preview, the quiz viewer) hold it. */
export interface AnswerKeyProps {
  readonly questionType?: string | undefined;
  readonly definition?: unknown;
  /** The question's image (a hotspot's regions are drawn over it). */
  readonly image?: string | null | undefined;
}

/** The right answer's look on the teacher's screens (the same as a right option's). */
export const RIGHT_ROW =
  'flex items-center gap-2 rounded border border-green-700 bg-green-50 px-3 py-1.5 font-medium text-green-900';

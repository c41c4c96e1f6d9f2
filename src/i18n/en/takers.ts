/** The quiz editor's word on students who have started the quiz (ADR 214). */
export const takers = {
  started_one:
    '{{count}} student has started this quiz: they keep the version they started; students who start from now get this one.',
  started_other:
    '{{count}} students have started this quiz: they keep the version they started; students who start from now get this one.',
} as const;

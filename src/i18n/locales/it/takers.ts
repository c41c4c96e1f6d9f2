/** The quiz editor's word on students who have started the quiz (ADR 214), in Italian (it), from src/i18n/en/takers.ts. */
export const takers = {
  started_one:
    '{{count}} studente ha iniziato questo quiz: mantiene la versione iniziata; chi inizia da ora riceve questa.',
  started_many:
    '{{count}} studenti hanno iniziato questo quiz: mantengono la versione iniziata; chi inizia da ora riceve questa.',
  started_other:
    '{{count}} studenti hanno iniziato questo quiz: mantengono la versione iniziata; chi inizia da ora riceve questa.',
} as const;

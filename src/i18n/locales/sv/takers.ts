/** The quiz editor's word on students who have started the quiz (ADR 214), in Swedish (sv), from src/i18n/en/takers.ts. */
export const takers = {
  started_one:
    '{{count}} elev har påbörjat det här quizet: eleven behåller versionen som påbörjades; de som börjar från och med nu får den här.',
  started_other:
    '{{count}} elever har påbörjat det här quizet: de behåller versionen de påbörjade; de som börjar från och med nu får den här.',
} as const;

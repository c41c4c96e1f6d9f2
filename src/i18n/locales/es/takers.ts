/** The quiz editor's word on students who have started the quiz (ADR 214), in Spanish (es), from src/i18n/en/takers.ts. */
export const takers = {
  started_one:
    '{{count}} estudiante ha empezado este cuestionario: conserva la versión que empezó; quienes empiecen a partir de ahora tendrán esta.',
  started_many:
    '{{count}} estudiantes han empezado este cuestionario: conservan la versión que empezaron; quienes empiecen a partir de ahora tendrán esta.',
  started_other:
    '{{count}} estudiantes han empezado este cuestionario: conservan la versión que empezaron; quienes empiecen a partir de ahora tendrán esta.',
} as const;

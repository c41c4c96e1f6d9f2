/** The quiz editor's word on students who have started the quiz (ADR 214), in Danish (da), from src/i18n/en/takers.ts. */
export const takers = {
  started_one:
    '{{count}} elev er begyndt på denne quiz: eleven beholder den version, der blev påbegyndt; de, der begynder fra nu, får denne.',
  started_other:
    '{{count}} elever er begyndt på denne quiz: de beholder den version, de begyndte på; de, der begynder fra nu, får denne.',
} as const;

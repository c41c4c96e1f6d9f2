/** The quiz editor's word on students who have started the quiz (ADR 214), in French (fr), from src/i18n/en/takers.ts. */
export const takers = {
  started_one:
    '{{count}} élève a commencé ce quiz : il garde la version commencée ; les élèves qui commencent à partir de maintenant auront celle-ci.',
  started_many:
    '{{count}} élèves ont commencé ce quiz : ils gardent la version commencée ; les élèves qui commencent à partir de maintenant auront celle-ci.',
  started_other:
    '{{count}} élèves ont commencé ce quiz : ils gardent la version commencée ; les élèves qui commencent à partir de maintenant auront celle-ci.',
} as const;

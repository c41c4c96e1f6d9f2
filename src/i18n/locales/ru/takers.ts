/** The quiz editor's word on students who have started the quiz (ADR 214), in Russian (ru), from src/i18n/en/takers.ts. */
export const takers = {
  started_one:
    '{{count}} ученик начал этот тест: он сохранит начатую версию; кто начнёт с этого момента, получит эту.',
  started_few:
    '{{count}} ученика начали этот тест: они сохранят начатую версию; кто начнёт с этого момента, получит эту.',
  started_many:
    '{{count}} учеников начали этот тест: они сохранят начатую версию; кто начнёт с этого момента, получит эту.',
  started_other:
    '{{count}} ученика начали этот тест: они сохранят начатую версию; кто начнёт с этого момента, получит эту.',
} as const;

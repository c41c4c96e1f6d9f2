/** The quiz editor's word on students who have started the quiz (ADR 214), in Polish (pl), from src/i18n/en/takers.ts. */
export const takers = {
  started_one:
    '{{count}} uczeń rozpoczął ten quiz: zachowuje wersję, którą rozpoczął; kto zacznie od teraz, dostanie tę.',
  started_few:
    '{{count}} uczniowie rozpoczęli ten quiz: zachowują wersję, którą rozpoczęli; kto zacznie od teraz, dostanie tę.',
  started_many:
    '{{count}} uczniów rozpoczęło ten quiz: zachowują wersję, którą rozpoczęli; kto zacznie od teraz, dostanie tę.',
  started_other:
    '{{count}} ucznia rozpoczęło ten quiz: zachowują wersję, którą rozpoczęli; kto zacznie od teraz, dostanie tę.',
} as const;

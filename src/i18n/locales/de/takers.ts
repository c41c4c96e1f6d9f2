/** The quiz editor's word on students who have started the quiz (ADR 214), in German (de), from src/i18n/en/takers.ts. */
export const takers = {
  started_one:
    '{{count}} Schüler hat dieses Quiz begonnen: Er behält die begonnene Fassung; wer ab jetzt beginnt, bekommt diese.',
  started_other:
    '{{count}} Schüler haben dieses Quiz begonnen: Sie behalten die begonnene Fassung; wer ab jetzt beginnt, bekommt diese.',
} as const;

/** The quiz editor's word on students who have started the quiz (ADR 214), in Dutch (nl), from src/i18n/en/takers.ts. */
export const takers = {
  started_one:
    '{{count}} leerling is aan deze quiz begonnen: die houdt de versie waarmee die begon; wie vanaf nu begint, krijgt deze.',
  started_other:
    '{{count}} leerlingen zijn aan deze quiz begonnen: zij houden de versie waarmee ze begonnen; wie vanaf nu begint, krijgt deze.',
} as const;

/** The quiz editor's word on students who have started the quiz (ADR 214), in Norwegian Bokmål (nb), from src/i18n/en/takers.ts. */
export const takers = {
  started_one:
    '{{count}} elev har startet denne quizen: eleven beholder versjonen som ble startet; de som starter fra nå, får denne.',
  started_other:
    '{{count}} elever har startet denne quizen: de beholder versjonen de startet; de som starter fra nå, får denne.',
} as const;

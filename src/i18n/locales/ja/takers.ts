/** The quiz editor's word on students who have started the quiz (ADR 214), in Japanese (ja), from src/i18n/en/takers.ts. */
export const takers = {
  started_one:
    '{{count}} 人の生徒がこのクイズを開始しています。開始した版のまま回答し、これから開始する生徒にはこの版が出題されます。',
  started_other:
    '{{count}} 人の生徒がこのクイズを開始しています。開始した版のまま回答し、これから開始する生徒にはこの版が出題されます。',
} as const;

/** The quiz editor's word on students who have started the quiz (ADR 214), in Hindi (hi), from src/i18n/en/takers.ts. */
export const takers = {
  started_one:
    '{{count}} छात्र ने यह क्विज़ शुरू किया है: वह शुरू किया गया संस्करण ही रखेगा; अब से शुरू करने वालों को यह संस्करण मिलेगा।',
  started_other:
    '{{count}} छात्रों ने यह क्विज़ शुरू किया है: वे शुरू किया गया संस्करण ही रखेंगे; अब से शुरू करने वालों को यह संस्करण मिलेगा।',
} as const;

/** The quiz editor's word on students who have started the quiz (ADR 214), in Turkish (tr), from src/i18n/en/takers.ts. */
export const takers = {
  started_one:
    '{{count}} öğrenci bu teste başladı: başladığı sürümü korur; bundan sonra başlayanlar bu sürümü alır.',
  started_other:
    '{{count}} öğrenci bu teste başladı: başladıkları sürümü korurlar; bundan sonra başlayanlar bu sürümü alır.',
} as const;

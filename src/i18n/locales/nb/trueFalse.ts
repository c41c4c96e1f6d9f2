/** Norwegian Bokmål (nb): the true / false question's editor, from src/i18n/en/trueFalse.ts. */
export const trueFalse = {
  name: 'Sant / usant',
  rightAnswer: 'Riktig svar',
  feedbackTrue: 'Tilbakemelding for Sant',
  feedbackFalse: 'Tilbakemelding for Usant',
  true: 'Sant',
  false: 'Usant',
} as const;

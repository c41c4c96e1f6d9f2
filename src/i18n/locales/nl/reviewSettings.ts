/** Dutch (nl): the review setting on a quiz's results, from src/i18n/en/reviewSettings.ts. */
export const reviewSettings = {
  heading: 'Wat studenten zien',
  score: 'Score',
  scoreAtOnce: 'Meteen',
  scoreAfterDeadline: 'Na de deadline',
  scoreOnRelease: 'Als ik hem vrijgeef',
  answers: 'Juiste antwoorden en feedback',
  answersNever: 'Nooit',
  answersAfterSubmit: 'Na het inleveren',
  answersAfterDeadline: 'Na de deadline',
  hint: 'Studenten zien dit na het inleveren via hun persoonlijke link; je opmerkingen verschijnen bij de score. Zonder deadline wacht „Na de deadline” tot er een is ingesteld en verstreken.',
  revealsScore:
    'Met deze keuzes ziet elke student de juiste antwoorden naast de eigen antwoorden voordat de score wordt getoond: zo verraden ze de score. Toon de juiste antwoorden niet eerder dan de score.',
  save: 'Instelling opslaan',
  saved: 'Instelling opgeslagen',
  notReleased: 'De scores zijn nog niet vrijgegeven.',
  released: 'Scores vrijgegeven op {{when}}.',
  release: 'Scores vrijgeven',
  withdraw: 'Vrijgave intrekken',
  loadFailed: 'De instelling kon niet worden geladen.',
  retry: 'Opnieuw proberen',
} as const;

/** Dutch (nl): question hints in the console, from src/i18n/en/hints.ts. */
export const hints = {
  title: 'Hints',
  intro:
    'Tijdens het antwoorden kan de leerling de hints één voor één opvragen. Een hint kan een deel van de punten van de vraag kosten.',
  add: 'Hint toevoegen',
  hintLabel: 'Hint {{number}}',
  solutionLabel: 'Uitwerking',
  text: 'Tekst van {{name}}',
  penalty: 'Aftrek (% van de punten)',
  penaltyHint: 'Gaat af van de punten van het antwoord zodra de leerling deze hint toont; 0 voor geen.',
  isSolution: 'Dit is de uitgewerkte oplossing (de knop van de leerling luidt ‘Uitwerking tonen’)',
  moveUp: '{{name}} omhoog',
  moveDown: '{{name}} omlaag',
  remove: '{{name}} verwijderen',
  used: 'Gebruikte hints: {{count}}',
} as const;

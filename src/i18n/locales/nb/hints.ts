/** Norwegian Bokmål (nb): question hints in the console, from src/i18n/en/hints.ts. */
export const hints = {
  title: 'Hint',
  intro:
    'Mens eleven svarer, kan hvert hint hentes etter tur. Et hint kan koste en del av poengene for spørsmålet.',
  add: 'Legg til hint',
  hintLabel: 'Hint {{number}}',
  solutionLabel: 'Løsning',
  text: 'Tekst for {{name}}',
  penalty: 'Trekk (% av poengene)',
  penaltyHint: 'Trekkes fra poengene for svaret når eleven viser dette hintet; 0 for ingen.',
  isSolution: 'Dette er den utregnede løsningen (elevens knapp heter «Vis løsning»)',
  moveUp: 'Flytt {{name}} opp',
  moveDown: 'Flytt {{name}} ned',
  remove: 'Fjern {{name}}',
  used: 'Brukte hint: {{count}}',
} as const;

/** Danish (da): question hints in the console, from src/i18n/en/hints.ts. */
export const hints = {
  title: 'Hints',
  intro:
    'Mens eleven svarer, kan hvert hint hentes efter tur. Et hint kan koste en del af spørgsmålets point.',
  add: 'Tilføj hint',
  hintLabel: 'Hint {{number}}',
  solutionLabel: 'Løsning',
  text: 'Tekst til {{name}}',
  penalty: 'Fradrag (% af pointene)',
  penaltyHint: 'Trækkes fra svarets point, når eleven viser dette hint; 0 for intet.',
  isSolution: 'Dette er den gennemregnede løsning (elevens knap hedder “Vis løsning”)',
  moveUp: 'Flyt {{name}} op',
  moveDown: 'Flyt {{name}} ned',
  remove: 'Fjern {{name}}',
  used: 'Brugte hints: {{count}}',
} as const;

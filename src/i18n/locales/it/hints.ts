/** Italian (it): question hints in the console, from src/i18n/en/hints.ts. */
export const hints = {
  title: 'Suggerimenti',
  intro:
    'Mentre risponde, lo studente può chiedere un suggerimento alla volta. Un suggerimento può togliere una parte dei punti della domanda.',
  add: 'Aggiungi suggerimento',
  hintLabel: 'Suggerimento {{number}}',
  solutionLabel: 'Soluzione',
  text: 'Testo di {{name}}',
  penalty: 'Penalità (% dei punti)',
  penaltyHint: 'Tolta dai punti della risposta quando lo studente mostra questo suggerimento; 0 per nessuna.',
  isSolution: 'È la soluzione svolta (il pulsante dello studente dice «Mostra soluzione»)',
  moveUp: 'Sposta su {{name}}',
  moveDown: 'Sposta giù {{name}}',
  remove: 'Rimuovi {{name}}',
  used: 'Suggerimenti usati: {{count}}',
} as const;

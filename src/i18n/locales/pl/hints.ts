/** Polish (pl): question hints in the console, from src/i18n/en/hints.ts. */
export const hints = {
  title: 'Podpowiedzi',
  intro:
    'Podczas odpowiadania uczeń może prosić o kolejne podpowiedzi. Podpowiedź może odebrać część punktów za pytanie.',
  add: 'Dodaj podpowiedź',
  hintLabel: 'Podpowiedź {{number}}',
  solutionLabel: 'Rozwiązanie',
  text: 'Tekst: {{name}}',
  penalty: 'Kara (% punktów)',
  penaltyHint: 'Odejmowana od punktów za odpowiedź, gdy uczeń wyświetli tę podpowiedź; 0 – bez kary.',
  isSolution: 'To jest pełne rozwiązanie (przycisk ucznia brzmi „Pokaż rozwiązanie”)',
  moveUp: 'Przenieś w górę: {{name}}',
  moveDown: 'Przenieś w dół: {{name}}',
  remove: 'Usuń: {{name}}',
  used: 'Użyte podpowiedzi: {{count}}',
} as const;

/** Swedish (sv): question hints in the console, from src/i18n/en/hints.ts. */
export const hints = {
  title: 'Ledtrådar',
  intro:
    'Medan eleven svarar kan ledtrådarna hämtas en i taget. En ledtråd kan kosta en del av frågans poäng.',
  add: 'Lägg till ledtråd',
  hintLabel: 'Ledtråd {{number}}',
  solutionLabel: 'Lösning',
  text: 'Text för {{name}}',
  penalty: 'Avdrag (% av poängen)',
  penaltyHint: 'Dras från svarets poäng när eleven visar den här ledtråden; 0 för inget.',
  isSolution: 'Detta är den genomräknade lösningen (elevens knapp heter ”Visa lösning”)',
  moveUp: 'Flytta upp {{name}}',
  moveDown: 'Flytta ned {{name}}',
  remove: 'Ta bort {{name}}',
  used: 'Använda ledtrådar: {{count}}',
} as const;

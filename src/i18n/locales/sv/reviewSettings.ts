/** Swedish (sv): the review setting on a quiz's results, from src/i18n/en/reviewSettings.ts. */
export const reviewSettings = {
  heading: 'Vad eleverna ser',
  score: 'Resultat',
  scoreAtOnce: 'Direkt',
  scoreAfterDeadline: 'Efter deadline',
  scoreOnRelease: 'När jag släpper det',
  answers: 'Rätta svar och återkoppling',
  answersNever: 'Aldrig',
  answersAfterSubmit: 'Efter inlämning',
  answersAfterDeadline: 'Efter deadline',
  hint: 'Eleverna ser detta via sin personliga länk efter inlämning; dina kommentarer visas med resultatet. Utan deadline väntar ”Efter deadline” tills en har satts och passerat.',
  revealsScore:
    'Med de här valen ser varje student de rätta svaren bredvid sina egna innan poängen visas: de avslöjar poängen. Visa de rätta svaren tidigast samtidigt som poängen.',
  save: 'Spara inställning',
  saved: 'Inställningen sparad',
  notReleased: 'Resultaten har inte släppts än.',
  released: 'Resultat släppta {{when}}.',
  release: 'Släpp resultat',
  withdraw: 'Dra tillbaka',
  loadFailed: 'Inställningen kunde inte läsas in.',
  retry: 'Försök igen',
} as const;

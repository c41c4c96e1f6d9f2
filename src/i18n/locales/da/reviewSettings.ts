/** Danish (da): the review setting on a quiz's results, from src/i18n/en/reviewSettings.ts. */
export const reviewSettings = {
  heading: 'Hvad eleverne ser',
  score: 'Score',
  scoreAtOnce: 'Med det samme',
  scoreAfterDeadline: 'Efter fristen',
  scoreOnRelease: 'Når jeg frigiver den',
  answers: 'Rigtige svar og feedback',
  answersNever: 'Aldrig',
  answersAfterSubmit: 'Efter aflevering',
  answersAfterDeadline: 'Efter fristen',
  hint: 'Eleverne ser dette via deres personlige link efter aflevering; dine kommentarer vises sammen med scoren. Uden frist venter »Efter fristen«, til en frist er sat og overskredet.',
  revealsScore:
    'Med disse valg ser hver studerende de rigtige svar ved siden af sine egne, før pointene vises: de afslører pointene. Vis de rigtige svar tidligst samtidig med pointene.',
  save: 'Gem indstilling',
  saved: 'Indstilling gemt',
  notReleased: 'Scorerne er ikke frigivet endnu.',
  released: 'Scorer frigivet {{when}}.',
  release: 'Frigiv scorer',
  withdraw: 'Tilbagekald frigivelse',
  loadFailed: 'Indstillingen kunne ikke indlæses.',
  retry: 'Prøv igen',
} as const;

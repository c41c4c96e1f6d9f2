/** Norwegian Bokmål (nb): the review setting on a quiz's results, from src/i18n/en/reviewSettings.ts. */
export const reviewSettings = {
  heading: 'Hva elevene ser',
  score: 'Poengsum',
  scoreAtOnce: 'Med en gang',
  scoreAfterDeadline: 'Etter fristen',
  scoreOnRelease: 'Når jeg frigir den',
  answers: 'Riktige svar og tilbakemelding',
  answersNever: 'Aldri',
  answersAfterSubmit: 'Etter innlevering',
  answersAfterDeadline: 'Etter fristen',
  hint: 'Elevene ser dette på sin personlige lenke etter innlevering; kommentarene dine vises sammen med poengsummen. Uten frist venter «Etter fristen» til en frist er satt og har passert.',
  revealsScore:
    'Med disse valgene ser hver student de riktige svarene ved siden av sine egne før poengsummen vises: de røper poengsummen. Vis de riktige svarene tidligst samtidig med poengsummen.',
  save: 'Lagre innstilling',
  saved: 'Innstilling lagret',
  notReleased: 'Poengsummene er ikke frigitt ennå.',
  released: 'Poengsummer frigitt {{when}}.',
  release: 'Frigi poengsummer',
  withdraw: 'Trekk tilbake frigivelsen',
  loadFailed: 'Innstillingen kunne ikke lastes inn.',
  retry: 'Prøv igjen',
} as const;

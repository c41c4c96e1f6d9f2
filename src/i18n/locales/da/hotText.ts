/** Danish (da): the hot text question's editor and answer key, from src/i18n/en/hotText.ts. */
export const hotText = {
  name: 'Klikbar tekst',
  passage: 'Tekst',
  passageHint:
    'Sæt hvert ord eller udtryk, som eleven kan vælge, i firkantede parenteser, fx [ord]. Eller markér ord i teksten, og tryk på Gør valgbar.',
  markSelection: 'Gør valgbar',
  spans: 'Valgbare ord: sæt kryds ved de rigtige',
  right: 'Rigtigt: {{text}}',
  feedback: 'Feedback, når »{{text}}« vælges',
  minChoices: 'Færreste ord at vælge (0: intet minimum)',
  maxChoices: 'Flest ord at vælge (0: ingen grænse)',
  spanPoints: '{{points}} point',
  rightWords: 'Rigtige ord',
  scoring: 'Pointgivning',
  scoringPartial:
    'Delvis kredit: hvert rigtigt ord giver sin andel af pointene, hvert forkert ord trækker en andel fra',
  scoringAllOrNothing: 'Alt eller intet: point kun for præcis de rigtige ord',
  error_noSpan: 'Markér mindst ét ord i teksten som valgbart, mellem [ og ].',
  error_noRight: 'Sæt kryds ved mindst ét valgbart ord som rigtigt.',
  error_brackets: 'Hver [ skal have sin ], omkring ord, der ikke er tomme.',
  error_choices: 'Minimum må ikke være større end maksimum eller antallet af valgbare ord.',
} as const;

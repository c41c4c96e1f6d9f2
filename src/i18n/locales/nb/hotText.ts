/** Norwegian Bokmål (nb): the hot text question's editor and answer key, from src/i18n/en/hotText.ts. */
export const hotText = {
  name: 'Klikkbar tekst',
  passage: 'Tekst',
  passageHint:
    'Sett hvert ord eller uttrykk eleven kan velge, i hakeparentes, som [ord]. Eller merk ord i teksten og trykk Gjør valgbar.',
  markSelection: 'Gjør valgbar',
  spans: 'Valgbare ord: kryss av de riktige',
  right: 'Riktig: {{text}}',
  feedback: 'Tilbakemelding når «{{text}}» velges',
  minChoices: 'Færrest ord å velge (0: ikke noe minimum)',
  maxChoices: 'Flest ord å velge (0: ingen grense)',
  spanPoints: '{{points}} poeng',
  rightWords: 'Riktige ord',
  scoring: 'Poenggiving',
  scoringPartial:
    'Delvis uttelling: hvert riktig ord gir sin del av poengene, hvert feil ord trekker fra en del',
  scoringAllOrNothing: 'Alt eller ingenting: poeng bare for nøyaktig de riktige ordene',
  error_noSpan: 'Merk minst ett ord i teksten som valgbart, mellom [ og ].',
  error_noRight: 'Kryss av minst ett valgbart ord som riktig.',
  error_brackets: 'Hver [ trenger sin ], rundt ord som ikke er tomme.',
  error_choices: 'Minimum kan ikke være større enn maksimum eller antallet valgbare ord.',
} as const;

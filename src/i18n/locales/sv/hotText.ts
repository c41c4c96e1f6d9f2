/** Swedish (sv): the hot text question's editor and answer key, from src/i18n/en/hotText.ts. */
export const hotText = {
  name: 'Klickbar text',
  passage: 'Text',
  passageHint:
    'Sätt varje ord eller uttryck som eleven kan välja inom hakparenteser, som [ord]. Eller markera ord i texten och tryck på Gör valbar.',
  markSelection: 'Gör valbar',
  spans: 'Valbara ord: kryssa i de rätta',
  right: 'Rätt: {{text}}',
  feedback: 'Återkoppling när ”{{text}}” väljs',
  minChoices: 'Minst antal ord att välja (0: inget minimum)',
  maxChoices: 'Högst antal ord att välja (0: ingen gräns)',
  spanPoints: '{{points}} poäng',
  rightWords: 'Rätta ord',
  scoring: 'Poängsättning',
  scoringPartial: 'Delpoäng: varje rätt valt ord ger sin del av poängen, varje fel ord drar av en del',
  scoringAllOrNothing: 'Allt eller inget: poäng bara för exakt de rätta orden',
  error_noSpan: 'Markera minst ett ord i texten som valbart, mellan [ och ].',
  error_noRight: 'Kryssa i minst ett valbart ord som rätt.',
  error_brackets: 'Varje [ behöver sin ], runt ord som inte är tomma.',
  error_choices: 'Minimum får inte vara större än maximum eller antalet valbara ord.',
} as const;

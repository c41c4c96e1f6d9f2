/** Dutch (nl): the hot text question's editor and answer key, from src/i18n/en/hotText.ts. */
export const hotText = {
  name: 'Tekst aanklikken',
  passage: 'Tekst',
  passageHint:
    'Zet elk woord of elke woordgroep die een leerling kan kiezen tussen vierkante haken, zoals [woord]. Of selecteer woorden in de tekst en druk op Selecteerbaar maken.',
  markSelection: 'Selecteerbaar maken',
  spans: 'Selecteerbare woorden: vink de juiste aan',
  right: 'Juist: {{text}}',
  feedback: 'Feedback als „{{text}}” gekozen wordt',
  minChoices: 'Minste te kiezen woorden (0: geen minimum)',
  maxChoices: 'Meeste te kiezen woorden (0: geen grens)',
  spanPoints: '{{points}} punten',
  rightWords: 'Juiste woorden',
  scoring: 'Score',
  scoringPartial:
    'Deelpunten: elk gekozen juist woord levert zijn deel van de punten op, elk fout woord kost een deel',
  scoringAllOrNothing: 'Alles of niets: de punten alleen voor precies de juiste woorden',
  error_noSpan: 'Markeer minstens één woord van de tekst als selecteerbaar, tussen [ en ].',
  error_noRight: 'Vink minstens één selecteerbaar woord aan als juist.',
  error_brackets: 'Elke [ heeft zijn ] nodig, rond woorden die niet leeg zijn.',
  error_choices: 'Het minimum mag niet groter zijn dan het maximum of dan het aantal selecteerbare woorden.',
} as const;

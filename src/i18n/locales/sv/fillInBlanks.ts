/** Swedish (sv): the fill-in-the-blanks question's editor and answer key, from src/i18n/en/fillInBlanks.ts. */
export const fillInBlanks = {
  name: 'Fyll i luckorna',
  text: 'Text med luckor',
  textHint:
    'Placera markören där en lucka ska vara, eller markera orden den ersätter, och tryck på ”Lägg till lucka”. Varje lucka står i texten som [[1]], [[2]] …',
  addGap: 'Lägg till lucka',
  gap: 'Lucka {{number}}',
  removeGap: 'Ta bort lucka {{number}}',
  kind: 'Typ av lucka {{number}}',
  kind_typed: 'Skrivet svar',
  kind_dropdown: 'Rullgardinslista',
  answer: 'Godtaget svar {{entry}} för lucka {{number}}',
  addAnswer: 'Lägg till godtaget svar för lucka {{number}}',
  removeAnswer: 'Ta bort godtaget svar {{entry}} för lucka {{number}}',
  caseSensitive: 'Skiftlägeskänsligt (lucka {{number}})',
  option: 'Alternativ {{entry}} för lucka {{number}}',
  rightOptionIs: 'Alternativ {{entry}} för lucka {{number}} är rätt',
  addOption: 'Lägg till alternativ för lucka {{number}}',
  removeOption: 'Ta bort alternativ {{entry}} för lucka {{number}}',
  answersHint:
    'En asterisk (*) matchar vilken text som helst; mellanslag före, efter och mellan ord ignoreras.',
  rightAnswers: 'Rätta svar',
  rightAnswer: 'Lucka {{number}}: {{answer}}',
  error_noGap: 'Lägg till minst en lucka i texten.',
  error_gapNotOnce:
    'Varje lucka ska stå i texten exakt en gång: sätt tillbaka saknade eller upprepade markeringar, eller ta bort luckan.',
  error_unknownMarker: 'Texten har en markering som [[9]] för en lucka som inte finns.',
  error_optionEmpty: 'Alternativ får inte vara tomma.',
  error_optionDuplicated: 'Alternativ får inte upprepas.',
  error_fewOptions: 'En rullgardinslista behöver minst två alternativ.',
  error_answerEmpty: 'Godtagna svar får inte vara tomma.',
  error_answerDuplicated: 'Godtagna svar får inte upprepas.',
} as const;

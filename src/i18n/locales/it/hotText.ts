/** Italian (it): the hot text question's editor and answer key, from src/i18n/en/hotText.ts. */
export const hotText = {
  name: 'Testo selezionabile',
  passage: 'Testo',
  passageHint:
    'Metti tra parentesi quadre ogni parola o frase che lo studente può scegliere, come [parola]. Oppure seleziona parole nel testo e premi Rendi selezionabile.',
  markSelection: 'Rendi selezionabile',
  spans: 'Parole selezionabili: spunta quelle giuste',
  right: 'Giusta: {{text}}',
  feedback: 'Feedback quando viene scelta «{{text}}»',
  minChoices: 'Minimo di parole da scegliere (0: nessun minimo)',
  maxChoices: 'Massimo di parole da scegliere (0: nessun limite)',
  spanPoints: '{{points}} punti',
  rightWords: 'Parole giuste',
  scoring: 'Punteggio',
  scoringPartial:
    'Credito parziale: ogni parola giusta scelta vale la sua parte dei punti, ogni parola sbagliata ne toglie una parte',
  scoringAllOrNothing: 'Tutto o niente: i punti solo per esattamente le parole giuste',
  error_noSpan: 'Segna almeno una parola del testo come selezionabile, tra [ e ].',
  error_noRight: 'Spunta almeno una parola selezionabile come giusta.',
  error_brackets: 'Ogni [ ha bisogno della sua ], attorno a parole non vuote.',
  error_choices: 'Il minimo non può superare il massimo né il numero di parole selezionabili.',
} as const;

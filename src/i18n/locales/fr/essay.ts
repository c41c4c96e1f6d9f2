/** French (fr): essay questions in the console (editor, answer key, Needs grading), from src/i18n/en/essay.ts. */
export const essay = {
  name: 'Composition',
  needsGrading: 'À noter',
  needsGradingSoFar: '{{percentage}} % pour l’instant · À noter',
  handScored:
    'Chaque composition est notée par un enseignant : sa tentative affiche « À noter » jusqu’à ce qu’elle ait des points.',
  minWords: 'Nombre minimal de mots',
  minWordsHint:
    'Laissez vide pour ne fixer aucun minimum. Une réponse plus courte est tout de même enregistrée et peut être rendue.',
  maxWords: 'Nombre maximal de mots',
  maxWordsHint:
    'Laissez vide pour ne fixer aucune limite. Une réponse plus longue ne peut pas être enregistrée.',
  lines: 'Lignes de la zone de réponse',
  template: 'Texte initial de la zone de réponse',
  graderInfo: 'Informations pour les correcteurs',
  graderInfoHint: 'Ce que dit une bonne réponse. Les élèves ne le voient jamais.',
  noLimit: 'Aucune limite de mots',
  error_minAboveMax: 'Le minimum ne doit pas dépasser le maximum.',
} as const;

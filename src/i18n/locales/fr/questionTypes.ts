/** French (fr): the strings every question type shares in the editor, from src/i18n/en/questionTypes.ts. */
export const questionTypes = {
  newType: 'Type de la nouvelle question',
  points: 'Points',
  generalFeedback: 'Commentaire général',
  pointsAndFeedback: 'Points et commentaires',
  pointsEarned: '{{earned}} sur {{max}}',
  textBlock: 'Bloc de texte',
  addText: 'Ajouter un texte',
  textBlockText: 'Texte montré aux élèves',
  textBlockHint:
    'Les élèves lisent ce texte entre les questions. Il ne pose aucune question et ne rapporte aucun point.',
  equationError: 'Erreur dans l’équation',
  equationPreview: 'Aperçu',
} as const;
export const choice = {
  name: 'Choix multiple',
} as const;

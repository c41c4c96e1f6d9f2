/** French (fr): the short-answer question's editor, from src/i18n/en/shortAnswer.ts. */
export const shortAnswer = {
  name: 'Réponse courte',
  answers: 'Réponses acceptées',
  answer: 'Réponse acceptée {{number}}',
  feedback: 'Commentaire de la réponse acceptée {{number}}',
  fraction: 'Part des points de la réponse acceptée {{number}}',
  addAnswer: 'Ajouter une réponse acceptée',
  removeAnswer: 'Supprimer la réponse acceptée {{number}}',
  caseSensitive: 'Sensible à la casse',
  hint: 'Les espaces avant, après et entre les mots sont ignorés ; un astérisque (*) correspond à n’importe quel texte.',
  wrongAnswers: 'Réponses fausses les plus fréquentes à la question {{number}}',
  colAnswer: 'Réponse',
  colCount: 'Élèves',
} as const;

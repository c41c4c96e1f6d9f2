/** French (fr): question hints in the console, from src/i18n/en/hints.ts. */
export const hints = {
  title: 'Indices',
  intro:
    'Pendant qu’il répond, l’élève peut demander chaque indice à son tour. Un indice peut retirer une part des points de la question.',
  add: 'Ajouter un indice',
  hintLabel: 'Indice {{number}}',
  solutionLabel: 'Solution',
  text: 'Texte : {{name}}',
  penalty: 'Pénalité (% des points)',
  penaltyHint:
    'Retirée des points obtenus par la réponse dès que l’élève affiche cet indice ; 0 pour aucune.',
  isSolution: 'C’est la solution détaillée (le bouton de l’élève indique « Afficher la solution »)',
  moveUp: 'Monter : {{name}}',
  moveDown: 'Descendre : {{name}}',
  remove: 'Supprimer : {{name}}',
  used: 'Indices utilisés : {{count}}',
} as const;

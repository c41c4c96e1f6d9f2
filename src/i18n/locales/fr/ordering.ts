/** French (fr): the ordering question's editor and answer key, from src/i18n/en/ordering.ts. */
export const ordering = {
  name: 'Mise en ordre',
  items: 'Éléments dans le bon ordre',
  hint: 'Les élèves voient les éléments mélangés et les remettent dans cet ordre.',
  item: 'Élément {{number}}',
  addItem: 'Ajouter un élément',
  removeItem: 'Supprimer l’élément {{number}}',
  rightOrder: 'Bon ordre',
  error_itemEmpty: 'Les éléments ne doivent pas être vides.',
  error_itemDuplicated: 'Les éléments ne doivent pas être en double.',
  scoring: 'Notation',
  scoringPartial: 'Crédit partiel : chaque élément suivi du bon élément suivant rapporte une part des points',
  scoringAllOrNothing: 'Tout ou rien : les points seulement si tout l’ordre est juste',
} as const;

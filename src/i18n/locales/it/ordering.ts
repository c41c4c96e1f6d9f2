/** Italian (it): the ordering question's editor and answer key, from src/i18n/en/ordering.ts. */
export const ordering = {
  name: 'Ordinamento',
  items: 'Elementi nell’ordine giusto',
  hint: 'Gli studenti vedono gli elementi mescolati e li mettono in questo ordine.',
  item: 'Elemento {{number}}',
  addItem: 'Aggiungi elemento',
  removeItem: 'Rimuovi l’elemento {{number}}',
  rightOrder: 'Ordine giusto',
  error_itemEmpty: 'Gli elementi non devono essere vuoti.',
  error_itemDuplicated: 'Gli elementi non devono essere duplicati.',
  scoring: 'Punteggio',
  scoringPartial: 'Credito parziale: ogni elemento seguito da quello giusto vale una parte dei punti',
  scoringAllOrNothing: 'Tutto o niente: i punti solo se l’intero ordine è giusto',
} as const;

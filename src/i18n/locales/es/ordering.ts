/** Spanish (es): the ordering question's editor and answer key, from src/i18n/en/ordering.ts. */
export const ordering = {
  name: 'Ordenación',
  items: 'Elementos en el orden correcto',
  hint: 'Los estudiantes ven los elementos mezclados y los colocan en este orden.',
  item: 'Elemento {{number}}',
  addItem: 'Añadir elemento',
  removeItem: 'Quitar el elemento {{number}}',
  rightOrder: 'Orden correcto',
  error_itemEmpty: 'Los elementos no deben estar vacíos.',
  error_itemDuplicated: 'Los elementos no deben repetirse.',
  scoring: 'Puntuación',
  scoringPartial:
    'Crédito parcial: cada elemento seguido del siguiente correcto gana una parte de los puntos',
  scoringAllOrNothing: 'Todo o nada: los puntos solo cuando todo el orden es correcto',
} as const;

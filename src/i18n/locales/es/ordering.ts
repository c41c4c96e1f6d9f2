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
  places: 'Lugares en la imagen',
  placesOn: 'Cada elemento es un lugar en la imagen de la pregunta',
  placesHint:
    'Los estudiantes ven la imagen con cada lugar marcado y nombrado por su elemento, y ordenan los lugares.',
  addImageFirst: 'Añade una imagen arriba y luego sitúa en ella el lugar de cada elemento.',
  drawFor: 'Dibujar el lugar de',
  imageAlt: 'Lugares en la imagen de {{label}}',
  addPlace: 'Añadir un lugar para el elemento {{number}}',
  error_placesIncomplete: 'Cada elemento necesita un lugar en la imagen, o ninguno.',
  error_placesNeedImage: 'Los lugares en la imagen necesitan la imagen de la pregunta: añade una arriba.',
} as const;

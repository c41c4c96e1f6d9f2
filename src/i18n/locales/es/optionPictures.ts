/** Spanish (es): pictures on options and matching entries in the console, from src/i18n/en/optionPictures.ts. */
export const optionPictures = {
  addTo: 'Añadir imagen a {{name}}',
  replace: 'Reemplazar imagen',
  replaceOf: 'Reemplazar la imagen de {{name}}',
  remove: 'Quitar imagen',
  removeOf: 'Quitar la imagen de {{name}}',
  alt: 'Texto alternativo',
  altOf: 'Texto alternativo de la imagen de {{name}}',
  altHint:
    'Lo que muestra la imagen, leído en voz alta a quien no puede verla; una entrada sin texto se llama así.',
  thumbnail: 'Imagen de {{name}}',
} as const;

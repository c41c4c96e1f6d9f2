/** Italian (it): pictures on options and matching entries in the console, from src/i18n/en/optionPictures.ts. */
export const optionPictures = {
  addTo: 'Aggiungi immagine a {{name}}',
  replace: 'Sostituisci immagine',
  replaceOf: 'Sostituisci l’immagine di {{name}}',
  remove: 'Rimuovi immagine',
  removeOf: 'Rimuovi l’immagine di {{name}}',
  alt: 'Testo alternativo',
  altOf: 'Testo alternativo dell’immagine di {{name}}',
  altHint:
    'Ciò che mostra l’immagine, letto ad alta voce a chi non può vederla; una voce senza testo prende questo nome.',
  thumbnail: 'Immagine di {{name}}',
} as const;

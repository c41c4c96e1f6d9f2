/** Polish (pl): pictures on options and matching entries in the console, from src/i18n/en/optionPictures.ts. */
export const optionPictures = {
  addTo: 'Dodaj obraz do {{name}}',
  replace: 'Zastąp obraz',
  replaceOf: 'Zastąp obraz: {{name}}',
  remove: 'Usuń obraz',
  removeOf: 'Usuń obraz: {{name}}',
  alt: 'Tekst alternatywny',
  altOf: 'Tekst alternatywny obrazu: {{name}}',
  altHint:
    'Co przedstawia obraz, odczytywane uczniom, którzy go nie widzą; pozycja bez tekstu nazywa się tak.',
  thumbnail: 'Obraz: {{name}}',
} as const;

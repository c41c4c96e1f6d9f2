/** Portuguese (Brazil) (pt-BR): pictures on options and matching entries in the console, from src/i18n/en/optionPictures.ts. */
export const optionPictures = {
  addTo: 'Adicionar imagem a {{name}}',
  replace: 'Substituir imagem',
  replaceOf: 'Substituir a imagem de {{name}}',
  remove: 'Remover imagem',
  removeOf: 'Remover a imagem de {{name}}',
  alt: 'Texto alternativo',
  altOf: 'Texto alternativo da imagem de {{name}}',
  altHint:
    'O que a imagem mostra, lido em voz alta para alunos que não podem vê-la; um item sem texto recebe esse nome.',
  thumbnail: 'Imagem de {{name}}',
} as const;

/** Portuguese, Brazil (pt-BR): essay questions in the console (editor, answer key, Needs grading), from src/i18n/en/essay.ts. */
export const essay = {
  name: 'Dissertativa',
  needsGrading: 'Aguardando correção',
  handScored:
    'Cada resposta dissertativa é corrigida por um professor: a tentativa mostra “Aguardando correção” até a resposta receber pontos.',
  maxWords: 'Limite de palavras',
  maxWordsHint: 'Deixe em branco para não ter limite. Uma resposta mais longa não pode ser salva.',
  lines: 'Linhas da caixa de resposta',
  template: 'Texto com que a caixa de resposta começa',
  graderInfo: 'Informações para quem corrige',
  graderInfoHint: 'O que uma boa resposta diz. Os alunos nunca veem.',
  noLimit: 'Sem limite de palavras',
} as const;

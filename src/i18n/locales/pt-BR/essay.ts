/** Portuguese, Brazil (pt-BR): essay questions in the console (editor, answer key, Needs grading), from src/i18n/en/essay.ts. */
export const essay = {
  name: 'Dissertativa',
  needsGrading: 'Aguardando correção',
  needsGradingSoFar: '{{percentage}} % até agora · Aguardando correção',
  handScored:
    'Cada resposta dissertativa é corrigida por um professor: a tentativa mostra “Aguardando correção” até a resposta receber pontos.',
  minWords: 'Mínimo de palavras',
  minWordsHint:
    'Deixe em branco para não ter mínimo. Uma resposta mais curta ainda é salva e pode ser enviada.',
  maxWords: 'Máximo de palavras',
  maxWordsHint: 'Deixe em branco para não ter limite. Uma resposta mais longa não pode ser salva.',
  lines: 'Linhas da caixa de resposta',
  template: 'Texto com que a caixa de resposta começa',
  graderInfo: 'Informações para quem corrige',
  graderInfoHint: 'O que uma boa resposta diz. Os alunos nunca veem.',
  noLimit: 'Sem limite de palavras',
  error_minAboveMax: 'O mínimo não deve ser maior que o máximo.',
} as const;

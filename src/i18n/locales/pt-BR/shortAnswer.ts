/** Portuguese, Brazil (pt-BR): the short-answer question's editor, from src/i18n/en/shortAnswer.ts. */
export const shortAnswer = {
  name: 'Resposta curta',
  answers: 'Respostas aceitas',
  answer: 'Resposta aceita {{number}}',
  feedback: 'Feedback da resposta aceita {{number}}',
  fraction: 'Parte dos pontos da resposta aceita {{number}}',
  addAnswer: 'Adicionar resposta aceita',
  removeAnswer: 'Remover a resposta aceita {{number}}',
  caseSensitive: 'Diferenciar maiúsculas de minúsculas',
  hint: 'Espaços antes, depois e entre as palavras são ignorados; um asterisco (*) corresponde a qualquer texto.',
  wrongAnswers: 'Respostas erradas mais comuns na pergunta {{number}}',
  colAnswer: 'Resposta',
  colCount: 'Alunos',
} as const;

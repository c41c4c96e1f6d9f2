/** Portuguese, Brazil (pt-BR): the strings every question type shares in the editor, from src/i18n/en/questionTypes.ts. */
export const questionTypes = {
  newType: 'Tipo da nova pergunta',
  points: 'Pontos',
  generalFeedback: 'Feedback geral',
  pointsAndFeedback: 'Pontos e feedback',
  pointsEarned: '{{earned}} de {{max}}',
  textBlock: 'Bloco de texto',
  addText: 'Adicionar texto',
  textBlockText: 'Texto mostrado aos alunos',
  textBlockHint: 'Os alunos leem este texto entre as perguntas. Ele não pergunta nada e não vale pontos.',
  equationError: 'Erro na equação',
  equationPreview: 'Pré-visualização',
} as const;
export const choice = {
  name: 'Múltipla escolha',
} as const;

/** Brazilian Portuguese (pt-BR): question hints in the console, from src/i18n/en/hints.ts. */
export const hints = {
  title: 'Dicas',
  intro:
    'Enquanto responde, o aluno pode pedir cada dica por vez. Uma dica pode tirar parte dos pontos da questão.',
  add: 'Adicionar dica',
  hintLabel: 'Dica {{number}}',
  solutionLabel: 'Solução',
  text: 'Texto de {{name}}',
  penalty: 'Penalidade (% dos pontos)',
  penaltyHint: 'Descontada dos pontos da resposta quando o aluno mostra esta dica; 0 para nenhuma.',
  isSolution: 'Esta é a solução resolvida (o botão do aluno diz “Mostrar solução”)',
  moveUp: 'Mover {{name}} para cima',
  moveDown: 'Mover {{name}} para baixo',
  remove: 'Remover {{name}}',
  used: 'Dicas usadas: {{count}}',
} as const;

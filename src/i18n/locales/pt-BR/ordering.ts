/** Portuguese, Brazil (pt-BR): the ordering question's editor and answer key, from src/i18n/en/ordering.ts. */
export const ordering = {
  name: 'Ordenação',
  items: 'Itens na ordem certa',
  hint: 'Os alunos veem os itens embaralhados e os colocam nesta ordem.',
  item: 'Item {{number}}',
  addItem: 'Adicionar item',
  removeItem: 'Remover o item {{number}}',
  rightOrder: 'Ordem certa',
  error_itemEmpty: 'Os itens não devem ficar vazios.',
  error_itemDuplicated: 'Os itens não devem se repetir.',
  scoring: 'Pontuação',
  scoringPartial: 'Crédito parcial: cada item seguido do próximo item certo ganha uma parte dos pontos',
  scoringAllOrNothing: 'Tudo ou nada: os pontos só quando a ordem inteira está certa',
} as const;

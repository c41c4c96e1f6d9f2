/** Portuguese, Brazil (pt-BR): the fill-in-the-blanks question's editor and answer key, from src/i18n/en/fillInBlanks.ts. */
export const fillInBlanks = {
  name: 'Preencher lacunas',
  text: 'Texto com lacunas',
  textHint:
    'Coloque o cursor onde vai uma lacuna, ou selecione as palavras que ela substitui, e pressione "Adicionar lacuna". Cada lacuna aparece no texto como [[1]], [[2]]…',
  addGap: 'Adicionar lacuna',
  gap: 'Lacuna {{number}}',
  removeGap: 'Remover a lacuna {{number}}',
  kind: 'Tipo da lacuna {{number}}',
  kind_typed: 'Resposta digitada',
  kind_dropdown: 'Lista suspensa',
  answer: 'Resposta aceita {{entry}} da lacuna {{number}}',
  addAnswer: 'Adicionar resposta aceita à lacuna {{number}}',
  removeAnswer: 'Remover a resposta aceita {{entry}} da lacuna {{number}}',
  caseSensitive: 'Diferenciar maiúsculas de minúsculas (lacuna {{number}})',
  option: 'Opção {{entry}} da lacuna {{number}}',
  rightOptionIs: 'A opção {{entry}} da lacuna {{number}} é a correta',
  addOption: 'Adicionar opção à lacuna {{number}}',
  removeOption: 'Remover a opção {{entry}} da lacuna {{number}}',
  answersHint:
    'Um asterisco (*) corresponde a qualquer texto; espaços antes, depois e entre as palavras são ignorados.',
  rightAnswers: 'Respostas corretas',
  rightAnswer: 'Lacuna {{number}}: {{answer}}',
  error_noGap: 'Adicione pelo menos uma lacuna ao texto.',
  error_gapNotOnce:
    'Cada lacuna deve aparecer uma única vez no texto: recoloque ou remova as lacunas cuja marca falta ou se repete.',
  error_unknownMarker: 'O texto tem uma marca como [[9]] de uma lacuna que não existe.',
  error_optionEmpty: 'As opções não devem estar vazias.',
  error_optionDuplicated: 'As opções não devem se repetir.',
  error_fewOptions: 'Uma lista suspensa precisa de pelo menos duas opções.',
  error_answerEmpty: 'As respostas aceitas não devem estar vazias.',
  error_answerDuplicated: 'As respostas aceitas não devem se repetir.',
} as const;

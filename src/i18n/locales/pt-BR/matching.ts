/** Portuguese, Brazil (pt-BR): the matching question's editor and answer key, from src/i18n/en/matching.ts. */
export const matching = {
  name: 'Associação',
  pairs: 'Pares',
  pairsHint:
    'Cada enunciado com sua resposta certa. Os alunos escolhem uma resposta para cada enunciado entre todas as respostas, mostradas em ordem alfabética.',
  prompt: 'Enunciado {{number}}',
  answer: 'Resposta do enunciado {{number}}',
  addPair: 'Adicionar par',
  removePair: 'Remover o par {{number}}',
  distractors: 'Respostas extras',
  distractorsHint:
    'Respostas erradas opcionais mostradas entre as opções; nenhum enunciado é associado a elas.',
  distractor: 'Resposta extra {{number}}',
  addDistractor: 'Adicionar resposta extra',
  removeDistractor: 'Remover a resposta extra {{number}}',
  rightPairs: 'Pares certos',
  pair: '{{prompt}} → {{answer}}',
  error_promptEmpty: 'Os enunciados não devem ficar vazios.',
  error_promptDuplicated: 'Os enunciados não devem se repetir.',
  error_answerEmpty: 'As respostas não devem ficar vazias.',
  error_distractorEmpty: 'As respostas extras não devem ficar vazias.',
  error_distractorPaired: 'Uma resposta extra não deve ser a resposta de um enunciado.',
  scoring: 'Pontuação',
  scoringPartial: 'Crédito parcial: cada par certo ganha sua parte dos pontos',
  scoringAllOrNothing: 'Tudo ou nada: os pontos só quando todos os pares estão certos',
  scoringRightMinusWrong:
    'Certas menos erradas: cada par certo ganha sua parte, cada enunciado respondido errado tira uma parte (nunca abaixo de 0); um enunciado em branco não soma nem tira',
  places: 'Lugares na imagem',
  placesOn: 'Cada enunciado é um lugar na imagem da pergunta',
  placesHint:
    'Os alunos veem a imagem com cada lugar contornado e nomeado pelo seu enunciado, e escolhem a resposta de cada lugar.',
  addImageFirst: 'Adicione uma imagem acima e depois coloque nela o lugar de cada enunciado.',
  drawFor: 'Desenhar o lugar de',
  imageAlt: 'Lugares na imagem de {{label}}',
  addPlace: 'Adicionar um lugar para o enunciado {{number}}',
  error_placesIncomplete: 'Todo enunciado precisa de um lugar na imagem, ou nenhum.',
  error_placesNeedImage: 'Enunciados na imagem precisam da imagem da pergunta: adicione uma acima.',
} as const;

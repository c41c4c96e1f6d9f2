/** Brazilian Portuguese (pt-BR): the review setting on a quiz's results, from src/i18n/en/reviewSettings.ts. */
export const reviewSettings = {
  heading: 'O que os alunos veem',
  score: 'Pontuação',
  scoreAtOnce: 'Imediatamente',
  scoreAfterDeadline: 'Depois do prazo',
  scoreOnRelease: 'Quando eu liberar',
  answers: 'Respostas certas e feedback',
  answersNever: 'Nunca',
  answersAfterSubmit: 'Depois de enviar',
  answersAfterDeadline: 'Depois do prazo',
  hint: 'Os alunos veem isto no link pessoal depois de enviar; seus comentários aparecem com a pontuação. Sem prazo, “Depois do prazo” espera até que um seja definido e tenha passado.',
  revealsScore:
    'Com essas opções, cada estudante vê as respostas certas ao lado das suas antes de a nota aparecer: elas revelam a nota. Mostre as respostas certas não antes da nota.',
  save: 'Salvar configuração',
  saved: 'Configuração salva',
  notReleased: 'As pontuações ainda não foram liberadas.',
  released: 'Pontuações liberadas em {{when}}.',
  release: 'Liberar pontuações',
  withdraw: 'Desfazer liberação',
  loadFailed: 'Não foi possível carregar a configuração.',
  retry: 'Tentar novamente',
} as const;

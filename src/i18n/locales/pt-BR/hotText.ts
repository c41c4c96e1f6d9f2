/** Portuguese (Brazil) (pt-BR): the hot text question's editor and answer key, from src/i18n/en/hotText.ts. */
export const hotText = {
  name: 'Texto selecionável',
  passage: 'Texto',
  passageHint:
    'Coloque entre colchetes cada palavra ou expressão que o aluno pode escolher, como [palavra]. Ou selecione palavras no texto e pressione Tornar selecionável.',
  markSelection: 'Tornar selecionável',
  spans: 'Palavras selecionáveis: marque as corretas',
  right: 'Correta: {{text}}',
  feedback: 'Feedback quando “{{text}}” é escolhida',
  minChoices: 'Mínimo de palavras a escolher (0: sem mínimo)',
  maxChoices: 'Máximo de palavras a escolher (0: sem limite)',
  spanPoints: '{{points}} pontos',
  rightWords: 'Palavras corretas',
  scoring: 'Pontuação',
  scoringPartial:
    'Crédito parcial: cada palavra correta escolhida vale sua parte dos pontos, cada errada tira uma parte',
  scoringAllOrNothing: 'Tudo ou nada: os pontos só para exatamente as palavras corretas',
  error_noSpan: 'Marque pelo menos uma palavra do texto como selecionável, entre [ e ].',
  error_noRight: 'Marque pelo menos uma palavra selecionável como correta.',
  error_brackets: 'Cada [ precisa do seu ], em volta de palavras que não estejam vazias.',
  error_choices: 'O mínimo não pode ser maior que o máximo nem que o número de palavras selecionáveis.',
} as const;

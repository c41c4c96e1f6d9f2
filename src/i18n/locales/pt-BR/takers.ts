/** The quiz editor's word on students who have started the quiz (ADR 214), in Brazilian Portuguese (pt-BR), from src/i18n/en/takers.ts. */
export const takers = {
  started_one:
    '{{count}} aluno começou este questionário: ele mantém a versão que começou; quem começar a partir de agora recebe esta.',
  started_many:
    '{{count}} alunos começaram este questionário: eles mantêm a versão que começaram; quem começar a partir de agora recebe esta.',
  started_other:
    '{{count}} alunos começaram este questionário: eles mantêm a versão que começaram; quem começar a partir de agora recebe esta.',
} as const;

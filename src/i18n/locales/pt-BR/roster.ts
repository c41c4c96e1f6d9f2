/** pt-BR: the roster group's strings, translated from src/i18n/en/roster.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const roster = {
  stateNotStarted: 'Não iniciado',
  stateOpened: 'Aberto',
  stateInProgress: 'Em andamento',
  stateSubmitted: 'Enviado',
  stateLate: 'Atrasado',
  stateMissing: 'Ausente',
  stateNeedsGrading: 'Aguardando correção',
  colState: 'Situação',
  openAttempt: 'Tentativa {{number}}: {{state}}',
  filterLabel: 'Mostrar alunos',
  filterAll: 'Todos ({{count}})',
  filterOne: '{{state}} ({{count}})',
  remind: 'Lembrar quem não enviou ({{count}})',
  reminded: 'Lembrete a caminho de: {{list}}',
  recentlyReminded: 'Não lembrados de novo (lembrados há menos de uma hora): {{list}}',
  mailOff:
    'O e-mail não está configurado neste servidor, então nenhum lembrete pode ser enviado. Copie os e-mails dos alunos que não enviaram e escreva para eles você mesmo, ou copie os links deles em Links dos alunos na página da turma.',
  copyEmails: 'Copiar e-mails',
  emailsCopied: 'E-mails copiados',
  linksHintMail:
    'Cada aluno tem um link pessoal, que este servidor envia por e-mail. Você também pode copiar um link e entregá-lo.',
  linksHintNoMail:
    'Cada aluno tem um link pessoal. Este servidor não envia e-mails: copie os links e entregue-os você mesmo.',
  copyAll: 'Copiar todos',
  allCopied: 'Todos os links copiados',
  downloadLinks: 'Baixar CSV',
} as const satisfies AreasCatalog['roster'];

/** Portuguese (Brazil) (pt-BR): the messages sent to students, translated from src/i18n/enMail.ts. */
import type { MailCatalog } from '../../catalogTypes';

export const mail = {
  mail: {
    subject: 'Seu questionário: {{title}}',
    reminderSubject: 'Lembrete: {{title}}',
    opening: 'Você tem um questionário para fazer: {{title}}',
    reminderOpening: 'Lembrete: você ainda não entregou este questionário: {{title}}',
    sentToClass: '{{name}} enviou para a turma {{className}}.',
    sentToYou: '{{name}} enviou para você.',
    replyToTeacher: 'Responda a esta mensagem para escrever ao professor.',
    deadline: 'Prazo: {{deadline}}',
    noDeadline: 'Sem prazo',
    openWithLink: 'Abra com seu link pessoal: {{link}}',
    openQuiz: 'Abrir o questionário',
    linkIsYours: 'O link é só seu: suas respostas ficam salvas nele.',
  },
} as const satisfies MailCatalog;

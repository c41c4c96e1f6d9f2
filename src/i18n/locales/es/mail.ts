/** Spanish (es): the messages sent to students, translated from src/i18n/enMail.ts. */
import type { MailCatalog } from '../../catalogTypes';

export const mail = {
  mail: {
    subject: 'Tu cuestionario: {{title}}',
    reminderSubject: 'Recordatorio: {{title}}',
    opening: 'Tienes un cuestionario pendiente: {{title}}',
    reminderOpening: 'Recordatorio: aún no has entregado este cuestionario: {{title}}',
    sentToClass: '{{name}} lo envió a la clase {{className}}.',
    sentToYou: '{{name}} te lo envió.',
    replyToTeacher: 'Responde a este mensaje para escribirle.',
    deadline: 'Fecha límite: {{deadline}}',
    noDeadline: 'Sin fecha límite',
    openWithLink: 'Ábrelo con tu enlace personal: {{link}}',
    openQuiz: 'Abrir el cuestionario',
    linkIsYours: 'El enlace es solo tuyo: tus respuestas se guardan con él.',
  },
} as const satisfies MailCatalog;

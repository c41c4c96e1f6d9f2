/** Hebrew (he): the messages sent to students, translated from src/i18n/enMail.ts. */
import type { MailCatalog } from '../../catalogTypes';

export const mail = {
  mail: {
    subject: 'החידון שלך: {{title}}',
    reminderSubject: 'תזכורת: {{title}}',
    opening: 'יש לך חידון לפתור: {{title}}',
    reminderOpening: 'תזכורת: עדיין לא הגשת את החידון הזה: {{title}}',
    sentToClass: '{{name}} שלח/ה אותו לכיתה {{className}}.',
    sentToYou: '{{name}} שלח/ה אותו אליך.',
    replyToTeacher: 'השיבו להודעה הזו כדי לכתוב למורה.',
    deadline: 'מועד אחרון: {{deadline}}',
    noDeadline: 'אין מועד אחרון',
    openWithLink: 'פתחו אותו בקישור האישי שלכם: {{link}}',
    openQuiz: 'פתיחת החידון',
    linkIsYours: 'הקישור שייך רק לכם: התשובות שלכם נשמרות בו.',
  },
} as const satisfies MailCatalog;

/** Russian (ru): the messages sent to students, translated from src/i18n/enMail.ts. */
import type { MailCatalog } from '../../catalogTypes';

export const mail = {
  mail: {
    subject: 'Ваш тест: {{title}}',
    reminderSubject: 'Напоминание: {{title}}',
    opening: 'Вам нужно пройти тест: {{title}}',
    reminderOpening: 'Напоминание: вы ещё не сдали этот тест: {{title}}',
    sentToClass: '{{name}} отправил(а) его классу {{className}}.',
    sentToYou: '{{name}} отправил(а) его вам.',
    replyToTeacher: 'Ответьте на это письмо, чтобы написать учителю.',
    deadline: 'Срок: {{deadline}}',
    noDeadline: 'Без срока',
    openWithLink: 'Откройте его по своей личной ссылке: {{link}}',
    openQuiz: 'Открыть тест',
    linkIsYours: 'Ссылка только ваша: по ней сохраняются ваши ответы.',
  },
} as const satisfies MailCatalog;

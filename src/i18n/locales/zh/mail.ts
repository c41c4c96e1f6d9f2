/** Chinese (Simplified) (zh): the messages sent to students, translated from src/i18n/enMail.ts. */
import type { MailCatalog } from '../../catalogTypes';

export const mail = {
  mail: {
    subject: '你的测验：{{title}}',
    reminderSubject: '提醒：{{title}}',
    opening: '你有一个测验要完成：{{title}}',
    reminderOpening: '提醒：你还没有提交这个测验：{{title}}',
    sentToClass: '{{name}} 已将它发送给班级 {{className}}。',
    sentToYou: '{{name}} 已将它发送给你。',
    replyToTeacher: '回复此邮件即可联系老师。',
    deadline: '截止时间：{{deadline}}',
    noDeadline: '无截止时间',
    openWithLink: '请用你的个人链接打开：{{link}}',
    openQuiz: '打开测验',
    linkIsYours: '此链接仅属于你：你的答案保存在其中。',
  },
} as const satisfies MailCatalog;

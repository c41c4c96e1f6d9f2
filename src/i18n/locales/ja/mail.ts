/** Japanese (ja): the messages sent to students, translated from src/i18n/enMail.ts. */
import type { MailCatalog } from '../../catalogTypes';

export const mail = {
  mail: {
    subject: 'クイズのお知らせ：{{title}}',
    reminderSubject: 'リマインダー：{{title}}',
    opening: '受験するクイズがあります：{{title}}',
    reminderOpening: 'リマインダー：このクイズはまだ提出されていません：{{title}}',
    sentToClass: '{{name}} さんがクラス {{className}} に送りました。',
    sentToYou: '{{name}} さんがあなたに送りました。',
    replyToTeacher: '先生に連絡するには、このメッセージに返信してください。',
    deadline: '締め切り：{{deadline}}',
    noDeadline: '締め切りなし',
    openWithLink: '個人用リンクから開いてください：{{link}}',
    openQuiz: 'クイズを開く',
    linkIsYours: 'このリンクはあなた専用です。解答はこのリンクに保存されます。',
  },
} as const satisfies MailCatalog;

/** Korean (ko): the messages sent to students, translated from src/i18n/enMail.ts. */
import type { MailCatalog } from '../../catalogTypes';

export const mail = {
  mail: {
    subject: '퀴즈 안내: {{title}}',
    reminderSubject: '알림: {{title}}',
    opening: '응시할 퀴즈가 있습니다: {{title}}',
    reminderOpening: '알림: 아직 이 퀴즈를 제출하지 않았습니다: {{title}}',
    sentToClass: '{{name}} 님이 {{className}} 반에 보냈습니다.',
    sentToYou: '{{name}} 님이 보냈습니다.',
    replyToTeacher: '선생님께 연락하려면 이 메시지에 답장하세요.',
    deadline: '마감: {{deadline}}',
    noDeadline: '마감 없음',
    openWithLink: '개인 링크로 여세요: {{link}}',
    openQuiz: '퀴즈 열기',
    linkIsYours: '이 링크는 본인 전용입니다. 답안은 이 링크에 저장됩니다.',
  },
} as const satisfies MailCatalog;

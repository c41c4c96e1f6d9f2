/** Turkish (tr): the messages sent to students, translated from src/i18n/enMail.ts. */
import type { MailCatalog } from '../../catalogTypes';

export const mail = {
  mail: {
    subject: 'Sınavınız: {{title}}',
    reminderSubject: 'Hatırlatma: {{title}}',
    opening: 'Çözmeniz gereken bir sınav var: {{title}}',
    reminderOpening: 'Hatırlatma: bu sınavı henüz teslim etmediniz: {{title}}',
    sentToClass: '{{name}} bunu {{className}} sınıfına gönderdi.',
    sentToYou: '{{name}} bunu size gönderdi.',
    replyToTeacher: 'Öğretmeninize yazmak için bu iletiyi yanıtlayın.',
    deadline: 'Son tarih: {{deadline}}',
    noDeadline: 'Son tarih yok',
    openWithLink: 'Kişisel bağlantınızla açın: {{link}}',
    openQuiz: 'Sınavı aç',
    linkIsYours: 'Bağlantı yalnızca size aittir: yanıtlarınız onunla kaydedilir.',
  },
} as const satisfies MailCatalog;

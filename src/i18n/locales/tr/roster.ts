/** tr: the roster group's strings, translated from src/i18n/en/roster.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const roster = {
  stateNotStarted: 'Başlanmadı',
  stateOpened: 'Açıldı',
  stateInProgress: 'Devam ediyor',
  stateSubmitted: 'Teslim edildi',
  stateLate: 'Geç',
  stateMissing: 'Eksik',
  stateNeedsGrading: 'Notlandırılmalı',
  colState: 'Durum',
  openAttempt: '{{number}}. deneme: {{state}}',
  filterLabel: 'Öğrencileri göster',
  filterAll: 'Tümü ({{count}})',
  filterOne: '{{state}} ({{count}})',
  remind: 'Teslim etmeyenlere hatırlat ({{count}})',
  reminded: 'Hatırlatma yolda: {{list}}',
  recentlyReminded: 'Yeniden hatırlatılmadı (bir saatten kısa süre önce hatırlatıldı): {{list}}',
  mailOff:
    'Bu sunucuda e-posta ayarlı değil, bu yüzden hatırlatma gönderilemez. Teslim etmeyen öğrencilerin e-posta adreslerini kopyalayıp onlara kendiniz yazın ya da bağlantılarını sınıf sayfasındaki Öğrenci bağlantılarından kopyalayın.',
  copyEmails: 'E-postaları kopyala',
  emailsCopied: 'E-postalar kopyalandı',
  linksHintMail:
    'Her öğrencinin kişisel bir bağlantısı var ve bu sunucu onu e-postayla gönderiyor. Bir bağlantıyı kopyalayıp kendiniz de dağıtabilirsiniz.',
  linksHintNoMail:
    'Her öğrencinin kişisel bir bağlantısı var. Bu sunucu e-posta göndermiyor: bağlantıları kopyalayıp kendiniz dağıtın.',
  copyAll: 'Tümünü kopyala',
  allCopied: 'Tüm bağlantılar kopyalandı',
  downloadLinks: 'CSV indir',
} as const satisfies AreasCatalog['roster'];

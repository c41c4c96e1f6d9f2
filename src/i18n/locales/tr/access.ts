/** tr: the access area's strings, translated from src/i18n/en/access.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const access = {
  title: 'Erişiminiz',
  loading: 'Aboneliğiniz yükleniyor',
  loadFailed: 'Aboneliğiniz yüklenemedi.',
  detailsHeading: 'Aboneliğiniz',
  kindLabel: 'Hesap türü',
  kindTrial: 'Deneme',
  kindSubscription: 'Abonelik',
  kindNone: 'Deneme veya abonelik yok',
  endsLabel: 'Bitiş',
  endedLabel: 'Sona erdiği tarih',
  endsNever: 'Sona ermez',
  runningLabel: 'Şu an geçerli',
  runningYes: 'Evet',
  runningNo: 'Hayır',
  noEndNote: 'Hesabınızın kendine ait bir denemesi veya aboneliği yok, bu yüzden erişimi sona ermez.',
  trialEndedNote:
    'Deneme süreniz {{date}} tarihinde sona erdi. Şimdilik hiçbir bölüm açmıyor; hesap yöneticiniz süreyi uzatabilir.',
  subscriptionEndedNote:
    'Aboneliğiniz {{date}} tarihinde sona erdi. Şimdilik hiçbir bölüm açmıyor; hesap yöneticiniz aboneliği yenileyebilir.',
  sectionsHeading: 'Size açık bölümler',
  sectionsHint: 'İçindeki bölümleri görmek için bir bölümü açın.',
  noSections: 'Şu anda size açık bölüm yok.',
  childrenLabel: '{{title}} içindeki bölümler',
  childrenLoading: '{{title}} içindeki bölümler yükleniyor',
  childrenFailed: '{{title}} içindeki bölümler yüklenemedi.',
  retry: 'Tekrar dene',
  noChildren: '{{title}} içinde başka bölüm yok.',
} as const satisfies AreasCatalog['access'];

/** ar: the access area's strings, translated from src/i18n/en/access.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const access = {
  title: 'وصولك',
  loading: 'جارٍ تحميل اشتراكك',
  loadFailed: 'تعذّر تحميل اشتراكك.',
  detailsHeading: 'اشتراكك',
  kindLabel: 'نوع الحساب',
  kindTrial: 'فترة تجريبية',
  kindSubscription: 'اشتراك',
  kindNone: 'لا فترة تجريبية ولا اشتراك',
  endsLabel: 'ينتهي في',
  endedLabel: 'انتهى في',
  endsNever: 'لا ينتهي',
  runningLabel: 'ساري الآن',
  runningYes: 'نعم',
  runningNo: 'لا',
  noEndNote: 'ليس لحسابك فترة تجريبية أو اشتراك خاص به، لذا لا ينتهي وصوله.',
  trialEndedNote:
    'انتهت فترتك التجريبية في {{date}}. لا تفتح أي أقسام في الوقت الحالي، ويمكن لمدير حسابك تمديدها.',
  subscriptionEndedNote:
    'انتهى اشتراكك في {{date}}. لا يفتح أي أقسام في الوقت الحالي، ويمكن لمدير حسابك تجديده.',
  sectionsHeading: 'الأقسام المتاحة لك',
  sectionsHint: 'افتح قسمًا لترى الأقسام التي يضمها.',
  noSections: 'لا توجد أقسام متاحة لك الآن.',
  childrenLabel: 'أقسام {{title}}',
  childrenLoading: 'جارٍ تحميل أقسام {{title}}',
  childrenFailed: 'تعذّر تحميل أقسام {{title}}.',
  retry: 'إعادة المحاولة',
  noChildren: 'لا يضم {{title}} أقسامًا أخرى.',
} as const satisfies AreasCatalog['access'];

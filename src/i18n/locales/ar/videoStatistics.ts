/** ar: the strings of src/i18n/en/videoStatistics.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const videoStatistics = {
  heading: 'الفيديو',
  loadError: 'تعذّر تحميل أرقام الفيديو.',
  hint: 'يُحتسب كل طالب بالمحاولة المعروضة في الجدول أعلاه. شوهد: 90 % على الأقل من فصل، أو من الفيديو بين اللحظة السابقة لسؤال وحتى السؤال. السهولة: نسبة المحاولات المسلَّمة الصحيحة.',
  played: 'الطلاب الذين شغّلوه: {{count}} من {{total}}',
  nobody: 'لم يشغّل أحد هذا الفيديو بعد.',
  curveTitle: 'منحنى المشاهدة',
  curveDescription:
    'عدد الطلاب الذين شاهدوا كل جزء من الفيديو (جزء من مئة منه، أو ثانية في فيديو قصير)، وعدد مرات تشغيله: ما يزيد من مرات التشغيل على عدد الطلاب هو إعادة مشاهدة.',
  curveChart: 'منحنى المشاهدة: الطلاب الذين شاهدوا كل جزء من الفيديو وعدد مرات تشغيله',
  colPart: 'جزء الفيديو',
  range: '{{from}}–{{to}}',
  colStudents: 'الطلاب الذين شاهدوه',
  colPlays: 'مرات التشغيل',
  chaptersCaption: 'الفصول: الطلاب الذين شاهدوا 90 % على الأقل من كل فصل',
  colChapter: 'الفصل',
  colTime: 'الوقت',
  colWatched: 'شوهد',
  countOf: '{{count}} من {{total}}',
  questionsCaption: 'الأسئلة داخل الفيديو: سهولة كل سؤال لجميع الطلاب، ولمن شاهد الجزء الذي قبله، ولمن تخطّاه',
  colMoment: 'اللحظة',
  colAll: 'جميع الطلاب',
  colWatchedBefore: 'شاهدوا الجزء السابق',
  colSkipped: 'تخطّوه',
  facilityOf: '{{value}} % (n = {{count}})',
} as const satisfies AreasCatalog['videoStatistics'];

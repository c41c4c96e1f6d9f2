/** tr: the strings of src/i18n/en/videoStatistics.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const videoStatistics = {
  heading: 'Video',
  loadError: 'Video verileri yüklenemedi.',
  hint: 'Her öğrenci yukarıdaki tabloda gösterilen denemeyle sayılır. İzlendi: bir bölümün ya da videonun bir sorudan önceki andan o soruya kadarki kısmının en az %90’ı. Kolaylık: teslim edilen denemelerden doğru olanların oranı.',
  played: 'Oynatan öğrenciler: {{total}} öğrenciden {{count}}',
  nobody: 'Bu videoyu henüz kimse oynatmadı.',
  curveTitle: 'İzlenme eğrisi',
  curveDescription:
    'Videonun her kısmını (yüzde biri ya da kısa bir videoda bir saniyesi) kaç öğrencinin izlediği ve kaç kez oynatıldığı: öğrenci sayısını aşan oynatmalar yeniden izlemedir.',
  curveChart: 'İzlenme eğrisi: videonun her kısmını izleyen öğrenciler ve oynatılma sayısı',
  colPart: 'Videonun kısmı',
  range: '{{from}}–{{to}}',
  colStudents: 'İzleyen öğrenciler',
  colPlays: 'Oynatılma sayısı',
  chaptersCaption: 'Bölümler: her birinin en az %90’ını izleyen öğrenciler',
  colChapter: 'Bölüm',
  colTime: 'Süre',
  colWatched: 'İzlendi',
  countOf: '{{total}} öğrenciden {{count}}',
  questionsCaption:
    'Videodaki sorular: herkesin, önceki kısmı izleyenlerin ve o kısmı atlayanların kolaylığı',
  colMoment: 'An',
  colAll: 'Tüm öğrenciler',
  colWatchedBefore: 'Önceki kısmı izledi',
  colSkipped: 'Atladı',
  facilityOf: '%{{value}} (n = {{count}})',
} as const satisfies AreasCatalog['videoStatistics'];

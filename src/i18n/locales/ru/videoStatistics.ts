/** ru: the strings of src/i18n/en/videoStatistics.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const videoStatistics = {
  heading: 'Видео',
  loadError: 'Не удалось загрузить данные по видео.',
  hint: 'Каждый студент учитывается с той попыткой, которую показывает таблица выше. Просмотрено: не менее 90 % главы или видео от момента перед вопросом до него. Лёгкость: доля сданных попыток с верным ответом.',
  played: 'Студенты, которые его запускали: {{count}} из {{total}}',
  nobody: 'Это видео ещё никто не запускал.',
  curveTitle: 'Кривая просмотра',
  curveDescription:
    'Сколько студентов посмотрели каждую часть видео (сотую долю, а у короткого видео — секунду) и сколько раз она воспроизводилась: воспроизведения сверх числа студентов — это повторные просмотры.',
  curveChart: 'Кривая просмотра: студенты, посмотревшие каждую часть видео, и число её воспроизведений',
  colPart: 'Часть видео',
  range: '{{from}}–{{to}}',
  colStudents: 'Посмотрели',
  colPlays: 'Воспроизведения',
  chaptersCaption: 'Главы: студенты, посмотревшие не менее 90 % каждой',
  colChapter: 'Глава',
  colTime: 'Время',
  colWatched: 'Посмотрели',
  countOf: '{{count}} из {{total}}',
  questionsCaption:
    'Вопросы в видео: лёгкость у всех, у посмотревших часть перед вопросом и у пропустивших её',
  colMoment: 'Момент',
  colAll: 'Все студенты',
  colWatchedBefore: 'Посмотрели часть перед ним',
  colSkipped: 'Пропустили',
  facilityOf: '{{value}} % (n = {{count}})',
} as const satisfies AreasCatalog['videoStatistics'];

/** de: the strings of src/i18n/en/videoStatistics.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const videoStatistics = {
  heading: 'Video',
  loadError: 'Die Videoauswertung konnte nicht geladen werden.',
  hint: 'Jede Person zählt mit dem Versuch, den die Tabelle oben zeigt. Gesehen: mindestens 90 % eines Kapitels oder des Videos vom Zeitpunkt vor einer Frage bis zu ihr. Lösungsquote: Anteil richtiger abgegebener Versuche.',
  played: 'Studierende, die es abgespielt haben: {{count}} von {{total}}',
  nobody: 'Dieses Video hat noch niemand abgespielt.',
  curveTitle: 'Zuschauerkurve',
  curveDescription:
    'Wie viele Studierende jeden Teil des Videos (ein Hundertstel, bei einem kurzen Video eine Sekunde) gesehen haben und wie oft er abgespielt wurde: Wiedergaben über der Zahl der Studierenden sind Wiederholungen.',
  curveChart:
    'Zuschauerkurve: Studierende, die jeden Teil des Videos gesehen haben, und wie oft er abgespielt wurde',
  colPart: 'Teil des Videos',
  range: '{{from}}–{{to}}',
  colStudents: 'Studierende, die ihn sahen',
  colPlays: 'Wiedergaben',
  chaptersCaption: 'Kapitel: Studierende, die mindestens 90 % davon gesehen haben',
  colChapter: 'Kapitel',
  colTime: 'Zeit',
  colWatched: 'Gesehen',
  countOf: '{{count}} von {{total}}',
  questionsCaption:
    'Fragen im Video: Lösungsquote aller, derer, die den Teil davor gesehen haben, und derer, die ihn übersprungen haben',
  colMoment: 'Zeitpunkt',
  colAll: 'Alle Studierenden',
  colWatchedBefore: 'Teil davor gesehen',
  colSkipped: 'Übersprungen',
  facilityOf: '{{value}} % (n = {{count}})',
} as const satisfies AreasCatalog['videoStatistics'];

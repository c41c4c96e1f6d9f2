/** ja: the strings of src/i18n/en/videoStatistics.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const videoStatistics = {
  heading: '動画',
  loadError: '動画の集計を読み込めませんでした。',
  hint: '各学生は上の表に示された受験で数えます。視聴済み：章の 90% 以上、または問題の前の時点からその問題までの動画の 90% 以上。正答率：提出された受験のうち正解の割合。',
  played: '再生した学生：{{total}} 人中 {{count}} 人',
  nobody: 'この動画はまだ誰も再生していません。',
  curveTitle: '視聴曲線',
  curveDescription:
    '動画の各部分（100 分の 1、短い動画では 1 秒）を視聴した学生の数と再生された回数。学生数を超える再生は繰り返し視聴です。',
  curveChart: '視聴曲線：動画の各部分を視聴した学生と再生回数',
  colPart: '動画の部分',
  range: '{{from}}–{{to}}',
  colStudents: '視聴した学生',
  colPlays: '再生回数',
  chaptersCaption: '章：各章の 90% 以上を視聴した学生',
  colChapter: '章',
  colTime: '時間',
  colWatched: '視聴済み',
  countOf: '{{total}} 人中 {{count}} 人',
  questionsCaption: '動画内の問題：全員の正答率、直前の部分を視聴した学生の正答率、飛ばした学生の正答率',
  colMoment: '時点',
  colAll: '全学生',
  colWatchedBefore: '直前の部分を視聴',
  colSkipped: '飛ばした',
  facilityOf: '{{value}}%（n = {{count}}）',
} as const satisfies AreasCatalog['videoStatistics'];

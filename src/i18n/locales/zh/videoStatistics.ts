/** zh: the strings of src/i18n/en/videoStatistics.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const videoStatistics = {
  heading: '视频',
  loadError: '无法加载视频统计。',
  hint: '每名学生按上表显示的那次作答计算。已观看：某一章节的至少 90%，或从题目前一个时间点到该题目之间视频的至少 90%。正确率：已提交作答中答对的比例。',
  played: '播放过的学生：{{count}} / {{total}}',
  nobody: '还没有人播放过这个视频。',
  curveTitle: '观看曲线',
  curveDescription:
    '视频每一段（百分之一，短视频则为一秒）有多少学生观看过，以及被播放了多少次：超出学生人数的播放次数即为重复观看。',
  curveChart: '观看曲线：观看过视频各部分的学生人数及播放次数',
  colPart: '视频片段',
  range: '{{from}}–{{to}}',
  colStudents: '观看过的学生',
  colPlays: '播放次数',
  chaptersCaption: '章节：观看了每章至少 90% 的学生',
  colChapter: '章节',
  colTime: '时间',
  colWatched: '已观看',
  countOf: '{{count}} / {{total}}',
  questionsCaption: '视频中的题目：全体的正确率、观看了前一段的学生的正确率，以及跳过的学生的正确率',
  colMoment: '时间点',
  colAll: '全体学生',
  colWatchedBefore: '看过前一段',
  colSkipped: '跳过了',
  facilityOf: '{{value}}%（n = {{count}}）',
} as const satisfies AreasCatalog['videoStatistics'];

/** ko: the strings of src/i18n/en/videoStatistics.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const videoStatistics = {
  heading: '동영상',
  loadError: '동영상 통계를 불러오지 못했습니다.',
  hint: '각 학생은 위 표에 표시된 응시로 집계됩니다. 시청함: 한 챕터의 90 % 이상, 또는 문항 앞 시점부터 그 문항까지 동영상의 90 % 이상. 정답률: 제출된 응시 중 맞은 비율.',
  played: '재생한 학생: {{total}}명 중 {{count}}명',
  nobody: '아직 아무도 이 동영상을 재생하지 않았습니다.',
  curveTitle: '시청 곡선',
  curveDescription:
    '동영상의 각 구간(100분의 1, 짧은 동영상은 1초)을 시청한 학생 수와 재생된 횟수입니다. 학생 수를 넘는 재생은 다시 보기입니다.',
  curveChart: '시청 곡선: 동영상의 각 구간을 시청한 학생과 재생 횟수',
  colPart: '동영상 구간',
  range: '{{from}}–{{to}}',
  colStudents: '시청한 학생',
  colPlays: '재생 횟수',
  chaptersCaption: '챕터: 각 챕터의 90 % 이상을 시청한 학생',
  colChapter: '챕터',
  colTime: '시간',
  colWatched: '시청함',
  countOf: '{{total}}명 중 {{count}}명',
  questionsCaption: '동영상 속 문항: 전체 정답률, 앞 구간을 시청한 학생의 정답률, 건너뛴 학생의 정답률',
  colMoment: '시점',
  colAll: '전체 학생',
  colWatchedBefore: '앞 구간 시청',
  colSkipped: '건너뜀',
  facilityOf: '{{value}} % (n = {{count}})',
} as const satisfies AreasCatalog['videoStatistics'];

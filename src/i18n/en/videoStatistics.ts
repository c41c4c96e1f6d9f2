/** What the instructor learns of a quiz's videos, on the Results screen (ADR 339). */
export const videoStatistics = {
  heading: 'Video',
  loadError: 'The video figures could not be loaded.',
  hint: 'Each student counts with the attempt shown in the table above. Watched: at least 90 % of a chapter, or of the video from the moment before a question up to it. Facility: share of submitted attempts right.',
  played: 'Students who played it: {{count}} of {{total}}',
  nobody: 'Nobody has played this video yet.',
  curveTitle: 'Watching curve',
  curveDescription:
    'Students who watched each part of the video (a hundredth of it, or a second of a short one), and how many times it was played: plays above the students are rewatching.',
  curveChart: 'Watching curve: students who watched each part of the video and the times it was played',
  colPart: 'Part of the video',
  range: '{{from}}–{{to}}',
  colStudents: 'Students who watched',
  colPlays: 'Times played',
  chaptersCaption: 'Chapters: students who watched at least 90 % of each',
  colChapter: 'Chapter',
  colTime: 'Time',
  colWatched: 'Watched',
  countOf: '{{count}} of {{total}}',
  questionsCaption:
    'Questions in the video: facility of all, of those who watched the part before each, and of those who skipped it',
  colMoment: 'Moment',
  colAll: 'All students',
  colWatchedBefore: 'Watched the part before',
  colSkipped: 'Skipped it',
  facilityOf: '{{value}} % (n = {{count}})',
} as const;

/**
 * Every string of the student page, in English: the page ships without the console's catalog and i18next
 * (its translations come with the console's languages later, as another object of this shape).
 */
import type { PlayerText } from '../player/playerText';

export const TAKE_TEXT = {
  pageTitle: 'Quiz',
  loading: 'Loading your quiz…',
  loadFailed: 'The quiz could not be loaded.',
  retry: 'Try again',
  invalidLink: 'This link is not valid',
  invalidLinkHint:
    'Check that you opened the whole link from your invitation, or ask your teacher for a new one.',
  expired: 'Expired',
  expiredHint: 'The deadline of this quiz has passed. It no longer accepts answers.',
  timeLimit: 'Time limit',
  noTimeLimit: 'None',
  deadline: 'Deadline',
  opens: 'Opens',
  notOpenYet: (when: string) => `This quiz opens on ${when}. Come back to this link then.`,
  noDeadline: '—',
  questions: 'Questions',
  student: 'Student',
  start: 'Start',
  starting: 'Starting…',
  startHint: (limited: boolean) =>
    limited
      ? 'The time limit starts when you press Start. Your answers are saved as you go.'
      : 'Your answers are saved as you go; you can come back to this link until you submit.',
  minutes: (n: number) => (n === 1 ? '1 minute' : `${n} minutes`),
  minutesSeconds: (m: number, s: number) => (s === 0 ? TAKE_TEXT.minutes(m) : `${m} min ${s} s`),
  activityOf: (index: number, count: number) => `Activity ${index} of ${count}`,
  questionOf: (number: number, count: number) => `Question ${number} of ${count}`,
  answeredOf: (answered: number, count: number) => `${answered} of ${count} questions answered`,
  previous: 'Previous',
  next: 'Next',
  submit: 'Submit',
  timeLeft: 'Time left',
  minutesLeft: (n: number) => (n <= 1 ? 'Less than a minute left' : `${n} minutes left`),
  timeUp: 'Time is up. Sending your answers…',
  saved: 'Saved',
  saving: 'Saving…',
  offline: 'Offline — answers will be sent when you are back online',
  confirmTitle: 'Submit your answers?',
  confirmUnanswered: (n: number) =>
    n === 0
      ? 'You answered every question. You cannot change your answers after submitting.'
      : `${n === 1 ? '1 question is' : `${n} questions are`} unanswered. You cannot change your answers after submitting.`,
  confirmSubmit: 'Submit now',
  keepAnswering: 'Keep answering',
  submitting: 'Sending your answers…',
  submitFailed: 'Your answers could not be submitted.',
  resultTitle: 'Your result',
  score: 'Score',
  scoreOf: (score: number, total: number) => `${score} of ${total}`,
  passed: 'Passed',
  belowPassing: 'Below 60 %',
  late: 'Submitted after the time limit: answers saved late were not counted.',
  rightAnswers: 'Right answers',
  yourAnswer: 'Your answer',
  rightAnswer: 'Right answer',
  notAnswered: 'Not answered',
  gradedNote: 'Your teacher sees your answers and the right ones.',
} as const;

const PLAYER_TEXT: Record<Parameters<PlayerText>[0], string> = {
  'delivery.playVideo': 'Play video: {{title}}',
  'delivery.play': 'Play',
  'delivery.playbackSpeed': 'Playback speed',
  'delivery.speed_slow': '0.75× (slow)',
  'delivery.speed_normal': '1× (normal)',
  'delivery.speed_fast': '1.5× (fast)',
  'delivery.speed_faster': '2× (faster)',
  'delivery.videoFailed': 'This video cannot be played.',
  'delivery.noVideo': 'This video is not available yet.',
  'delivery.subtitlesUnavailable': 'Subtitles are not available for this video.',
  'delivery.header_journal': 'Journal',
  'delivery.header_science_core': 'Core',
  'delivery.header_encyclopedia_of_experiments': 'Encyclopedia of Experiments',
  'delivery.header_science_education': 'Science Education',
  'delivery.header_lab_manual': 'Lab Manual',
};

/** The video player's strings on the student page. */
export const takePlayerText: PlayerText = (key, values) =>
  PLAYER_TEXT[key].replace('{{title}}', values?.title ?? '');

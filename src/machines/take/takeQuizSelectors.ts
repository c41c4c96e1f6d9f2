/** What the student page shows, read from the take machine's snapshot. */
import type { SnapshotFrom } from 'xstate';
import { scoreTone, type ScoreTone } from '../../domain/quiz/results/resultRules';
import { minutesLeft, remainingMs, unansweredQuestions } from '../../domain/take/takeAnswers';
import { isLinkToken, takeFileDownloadPath } from '../../api/take/takeFilePaths';
import type { takeQuizMachine } from './takeQuizMachine';

type Snapshot = SnapshotFrom<typeof takeQuizMachine>;

export type TakeScreen =
  'loading' | 'loadFailed' | 'invalidLink' | 'expired' | 'intro' | 'taking' | 'submitted';

export function selectScreen(s: Snapshot): TakeScreen {
  if (s.matches('loadFailed')) return 'loadFailed';
  if (s.matches('invalidLink')) return 'invalidLink';
  if (s.matches('expired')) return 'expired';
  if (s.matches('intro') || s.matches('starting')) return 'intro';
  if (s.matches('taking')) return 'taking';
  if (s.matches('submitted') || s.matches('renewing')) return 'submitted';
  return 'loading';
}

export const selectSession = (s: Snapshot) => s.context.session;
/** ADR 219: the attempt the result is of, and whether Try again is offered (the submit's answer, else the link's). */
export const selectAttempt = (s: Snapshot) =>
  s.context.outcome?.attempt ?? s.context.session?.attempt ?? null;
export const selectRenewing = (s: Snapshot) => s.matches('renewing');
export const selectQuiz = (s: Snapshot) => s.context.session?.quiz ?? null;
export const selectError = (s: Snapshot) => s.context.error;
export const selectStarting = (s: Snapshot) => s.matches('starting');
/** ADR 151: the quiz's start date is still ahead by the server's clock when the link was read. */
export const selectNotOpenYet = (s: Snapshot) => {
  const session = s.context.session;
  if (!session?.quiz.opensAt) return false;
  return new Date(session.serverNow).getTime() < new Date(session.quiz.opensAt).getTime();
};
/** ADR 248: the student's class is not published yet, so the link cannot start. */
export const selectClassClosed = (s: Snapshot) => s.context.session?.quiz.classOpen === false;
export const selectAnswers = (s: Snapshot) => s.context.answers;
export const selectResponses = (s: Snapshot) => s.context.responses;

export const selectActivity = (s: Snapshot) => s.context.session?.activities[s.context.activityIndex] ?? null;
export const selectActivityPosition = (s: Snapshot) => ({
  index: s.context.activityIndex,
  count: s.context.session?.activities.length ?? 0,
});

export const selectUnansweredCount = (s: Snapshot) =>
  unansweredQuestions(s.context.session?.activities ?? [], s.context.answers, s.context.responses).length;
export const selectAnsweredCount = (s: Snapshot) =>
  (s.context.session?.quiz.questionCount ?? 0) - selectUnansweredCount(s);

export const selectConfirming = (s: Snapshot) => s.matches({ taking: { flow: { open: 'confirming' } } });
export const selectFinishing = (s: Snapshot) => s.matches({ taking: { flow: 'finishing' } });
export const selectSubmitFailed = (s: Snapshot) =>
  s.matches({ taking: { flow: { finishing: 'submitFailed' } } });
export const selectTimeUp = (s: Snapshot) => s.context.timeUp;
/** Answers may change only while answering (not while asking to submit, nor once finishing). */
export const selectCanAnswer = (s: Snapshot) => s.matches({ taking: { flow: { open: 'answering' } } });

export type SaveStatus = 'saved' | 'saving' | 'offline';
/** 'offline' while the device is off the network; 'saving' while saves wait; otherwise 'saved'. */
export function selectSaveStatus(s: Snapshot): SaveStatus {
  if (s.context.offline) return 'offline';
  return Object.keys(s.context.outbox).length > 0 || s.context.fileSending !== null ? 'saving' : 'saved';
}

/** Time left of the time limit on the server's clock, in ms; null when the quiz has none. */
export function selectTimeLeft(s: Snapshot): number | null {
  const session = s.context.session;
  if (!session || session.quiz.duration === null) return null;
  return remainingMs(session.dueAt, s.context.now, s.context.offsetMs);
}
export const selectMinutesLeft = (s: Snapshot) => {
  const left = selectTimeLeft(s);
  return left === null ? null : minutesLeft(left);
};

export const selectOutcome = (s: Snapshot) => s.context.outcome;
/** The score's tone; null while there is no score to show (not submitted, or hidden by the review setting). */
export const selectScoreTone = (s: Snapshot): ScoreTone | null =>
  s.context.outcome && s.context.outcome.percentage !== null ? scoreTone(s.context.outcome.percentage) : null;

/** ADR 293: the hints a question's student asked for, the one being asked for, and why the last did not come. */
export const selectShownHints = (s: Snapshot, itemId: number) => s.context.shownHints[String(itemId)];
export const selectHintAsking = (s: Snapshot) => s.context.hintAsking;
export const selectHintError = (s: Snapshot, itemId: number) =>
  s.context.hintError?.itemId === itemId ? s.context.hintError.message : null;

/** ADR 294: the file being sent or removed for a question (its name), and why the last one was refused. */
export const selectFileSending = (s: Snapshot, itemId: number) =>
  s.context.fileSending?.itemId === itemId ? s.context.fileSending : null;
export const selectFileError = (s: Snapshot, itemId: number) =>
  s.context.fileError?.itemId === itemId ? s.context.fileError.message : null;
/** Where the student downloads a file they sent (the path before its id); null in a preview, which keeps none. */
export const selectFileDownloadPath = (s: Snapshot) =>
  isLinkToken(s.context.token) ? takeFileDownloadPath(s.context.token, '') : null;

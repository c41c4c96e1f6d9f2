/**
 * What the student page shows, read from the take machine's snapshot. What its children hold (the time left, the
 * outbox, the files, the hints, the review) is read from the child's own snapshot with the selectors beside each
 * child machine; `select<Child>` here gives the child, so a view follows its changes (`useSelector(child, …)`).
 */
import type { SnapshotFrom } from 'xstate';
import { unansweredQuestions } from '../../domain/take/takeAnswers';
import { isLinkToken, takeFileDownloadPath } from '../../api/take/takeFilePaths';
import { isWatched, shareWatched } from '../../domain/take/watchedSegments';
import type { takeQuizMachine } from './takeQuizMachine';
import { videosToWatch } from './takeVideos';
import { questionOf } from './takeQuizAnswers';

type Snapshot = SnapshotFrom<typeof takeQuizMachine>;

export type TakeScreen =
  'loading' | 'loadFailed' | 'invalidLink' | 'expired' | 'intro' | 'taking' | 'submitted';

export function selectScreen(s: Snapshot): TakeScreen {
  if (s.matches('loadFailed')) return 'loadFailed';
  if (s.matches('invalidLink')) return 'invalidLink';
  if (s.matches('expired')) return 'expired';
  if (s.matches('intro') || s.matches('starting')) return 'intro';
  if (s.matches('taking')) return 'taking';
  if (s.matches('submitted')) return 'submitted';
  return 'loading';
}

export const selectSession = (s: Snapshot) => s.context.session;
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

export const selectConfirming = (s: Snapshot) => s.matches({ taking: { open: 'confirming' } });
export const selectFinishing = (s: Snapshot) => s.matches({ taking: 'finishing' });
export const selectSubmitFailed = (s: Snapshot) => s.matches({ taking: { finishing: 'submitFailed' } });
export const selectTimeUp = (s: Snapshot) => s.context.timeUp;
/** Answers may change only while answering (not while asking to submit, nor once finishing). */
export const selectCanAnswer = (s: Snapshot) => s.matches({ taking: { open: 'answering' } });

/**
 * ADR 329: how much of video item `itemId` the student watched, acknowledged or not (0..1), and whether that counts
 * as watched; null while nothing was played or the video's length is not known.
 */
export function selectWatched(s: Snapshot, itemId: number): { share: number; completed: boolean } | null {
  const watched = s.context.watched[String(itemId)];
  if (!watched?.duration || watched.segments.length === 0) return null;
  const share = shareWatched(watched.segments, watched.duration);
  return { share, completed: isWatched(share) };
}

export type SaveStatus = 'saved' | 'saving' | 'offline';
/**
 * 'offline' while the device is off the network (the outbox's `selectOffline`); 'saving' while saves or a file are
 * on their way; otherwise 'saved'.
 */
export const selectSaveStatus = (s: Snapshot, offline: boolean): SaveStatus =>
  offline ? 'offline' : s.context.unsentSaves || s.context.fileOnItsWay ? 'saving' : 'saved';

/** The page's children while taking (the time, the outbox, the files, the hints) and once submitted (the review). */
export const selectTimer = (s: Snapshot) => s.children.timer;
export const selectOutbox = (s: Snapshot) => s.children.outbox;
export const selectFiles = (s: Snapshot) => s.children.files;
export const selectHints = (s: Snapshot) => s.children.hints;
export const selectReview = (s: Snapshot) => s.children.review;
/** ADR 338: the interactive videos' child (its selectors: takeVideoSelectors.ts). */
export const selectVideo = (s: Snapshot) => s.children.video;

/** A question of the session by its id (ADR 338: the one asked under its video); null if none. */
export const selectQuestion = (s: Snapshot, itemId: number | null) =>
  itemId === null ? null : questionOf(s.context.session, itemId);

/** ADR 338: the videos watched below the share they ask for before submitting (takeVideos.ts). */
export const selectVideosToWatch = (s: Snapshot) => videosToWatch(s.context);

/** Where the student downloads a file they sent (the path before its id); null in a preview, which keeps none. */
export const selectFileDownloadPath = (s: Snapshot) =>
  isLinkToken(s.context.token) ? takeFileDownloadPath(s.context.token, '') : null;

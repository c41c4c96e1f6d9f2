import { scoreProgress, type ScoreFacts } from '../../../src/domain/lti/scoreProgress';

const facts = (over: Partial<ScoreFacts>): ScoreFacts => ({
  open: false,
  pending: false,
  withheld: false,
  watchedBelowShare: false,
  ...over,
});

describe('what a score sent to the platform says of the progress (ADR 343)', () => {
  test.each([
    [
      'an open attempt is in progress, not ready, with no score',
      { open: true },
      'InProgress',
      'NotReady',
      false,
    ],
    [
      'an open attempt says nothing of a video share',
      { open: true, watchedBelowShare: true },
      'InProgress',
      'NotReady',
      false,
    ],
    [
      'a submitted attempt is completed and fully graded with its score',
      {},
      'Completed',
      'FullyGraded',
      true,
    ],
    [
      'an answer waiting for a teacher is submitted, pending, with no score',
      { pending: true },
      'Submitted',
      'PendingManual',
      false,
    ],
    [
      'a withheld score is submitted, pending, with no score',
      { withheld: true },
      'Submitted',
      'PendingManual',
      false,
    ],
    [
      'a video watched below its share is submitted and fully graded with its score',
      { watchedBelowShare: true },
      'Submitted',
      'FullyGraded',
      true,
    ],
    [
      'a video below its share with an answer waiting is submitted and pending',
      { watchedBelowShare: true, pending: true },
      'Submitted',
      'PendingManual',
      false,
    ],
  ] as const)('%s', (_rule, over, activityProgress, gradingProgress, scored) => {
    expect(scoreProgress(facts(over))).toEqual({ activityProgress, gradingProgress, scored });
  });
});

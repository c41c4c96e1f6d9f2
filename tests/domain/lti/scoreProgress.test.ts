import { scoreProgress, sentScore, type ScoreFacts } from '../../../src/domain/lti/scoreProgress';

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

describe('the score a platform receives is in points (ADR 373)', () => {
  test('an attempt of 2 points out of 19 is sent as 2/19, not as a rounded percentage', () => {
    expect(sentScore({ score: 2, maxScore: 19, percentage: 11 })).toEqual({
      scoreGiven: 2,
      scoreMaximum: 19,
    });
  });

  test('points in hundredths are sent as they are', () => {
    expect(sentScore({ score: 1.5, maxScore: 4.25, percentage: 35 })).toEqual({
      scoreGiven: 1.5,
      scoreMaximum: 4.25,
    });
  });

  test('an attempt scored before points is sent as its percentage out of 100', () => {
    expect(sentScore({ score: null, maxScore: null, percentage: 67 })).toEqual({
      scoreGiven: 67,
      scoreMaximum: 100,
    });
  });

  test('a quiz version of no points is sent as its percentage out of 100, never over a maximum of 0', () => {
    expect(sentScore({ score: 0, maxScore: 0, percentage: 0 })).toEqual({ scoreGiven: 0, scoreMaximum: 100 });
  });
});

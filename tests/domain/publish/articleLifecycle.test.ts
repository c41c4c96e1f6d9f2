/**
 * The article lifecycle's rule (ADR 314): who is on the desk and in which role, which step each role may take from
 * each status and where it leads, what a step needs, what a submit needs, what may be deleted; and over random
 * sequences of (desk role, step, note, moment) and time passing, no path reaches Scheduled or Published without an
 * approver's step.
 */
import fc from 'fast-check';
import {
  ARTICLE_STATUSES,
  ARTICLE_STEPS,
  deskRoleOf,
  isDueForPublication,
  LIFECYCLE_MESSAGES,
  mayDeleteArticle,
  mayEditArticle,
  missingForReview,
  STEP_RULES,
  stepsFor,
  takeStep,
  type ArticleStatus,
  type ArticleStep,
  type DeskRole,
} from '../../../src/domain/publish/articleLifecycle';

const NOW = new Date('2031-05-01T12:00:00Z');
const LATER = '2031-05-02T12:00:00Z';
const COMPLETE = { title: 'A title', abstract: 'An abstract', sectionId: 1, hasVideo: true };
const ROLES: readonly DeskRole[] = ['editor', 'approver'];

/** A request that gives the step everything it needs. */
const requestFor = (step: ArticleStep) => ({
  step,
  ...(step === 'sendBack' || step === 'unpublish' ? { note: 'Because.' } : {}),
  ...(step === 'schedule' ? { at: LATER } : {}),
});

test.each([
  [['ROLE_PUBLISH'], 'editor'],
  [['ROLE_SUPER_ADMIN'], 'approver'],
  [['ROLE_CORPORATE_ADMIN'], 'approver'],
  [['ROLE_ADMIN'], 'approver'],
  [['ROLE_ADMIN', 'ROLE_PUBLISH'], 'approver'],
  // The CS user's table ranks above publish's: that account never reaches the desk.
  [['ROLE_CS_USER', 'ROLE_PUBLISH'], null],
  [['ROLE_CS_USER'], null],
  [['ROLE_CS_LTI_USER'], null],
  [[], null],
] as const)('%j is %s on the desk', (roles, role) => {
  expect(deskRoleOf(roles)).toBe(role);
});

test.each(
  ARTICLE_STATUSES.flatMap((status) =>
    ROLES.flatMap((role) => ARTICLE_STEPS.map((step) => [status, role, step] as const)),
  ),
)('from %s, the %s takes %s only as the table says, and lands where it says', (status, role, step) => {
  const outcome = takeStep(status, role, requestFor(step), NOW, COMPLETE);
  const allowed = STEP_RULES[step].from.includes(status) && STEP_RULES[step].by.includes(role);
  expect(stepsFor(status, role).includes(step)).toBe(allowed);
  expect(outcome).toEqual(
    allowed
      ? { ok: true, to: STEP_RULES[step].to, scheduledAt: step === 'schedule' ? new Date(LATER) : null }
      : { ok: false, message: LIFECYCLE_MESSAGES.notAllowed, field: 'step' },
  );
});

test('nobody off the desk takes any step', () => {
  for (const status of ARTICLE_STATUSES) {
    expect(stepsFor(status, null)).toEqual([]);
    for (const step of ARTICLE_STEPS) expect(takeStep(status, null, requestFor(step), NOW).ok).toBe(false);
  }
});

test.each([
  [
    'a send-back without a note',
    'in_review',
    { step: 'sendBack', note: '  ' },
    'note',
    LIFECYCLE_MESSAGES.noteRequired,
  ],
  [
    'an unpublish without a reason',
    'published',
    { step: 'unpublish' },
    'note',
    LIFECYCLE_MESSAGES.reasonRequired,
  ],
  [
    'a schedule without a moment',
    'in_review',
    { step: 'schedule' },
    'at',
    LIFECYCLE_MESSAGES.scheduleRequired,
  ],
  [
    'a schedule now',
    'in_review',
    { step: 'schedule', at: NOW.toISOString() },
    'at',
    LIFECYCLE_MESSAGES.scheduleInPast,
  ],
  [
    'a schedule at no moment',
    'scheduled',
    { step: 'schedule', at: 'soon' },
    'at',
    LIFECYCLE_MESSAGES.scheduleInPast,
  ],
] as const)('%s is refused, naming the field', (_name, status, request, field, message) => {
  expect(takeStep(status, 'approver', request, NOW)).toEqual({ ok: false, message, field });
});

test('a submit names everything the article still lacks', () => {
  const bare = { title: 'ab', abstract: ' ', sectionId: null, hasVideo: false };
  expect(missingForReview(bare)).toEqual([
    LIFECYCLE_MESSAGES.incompleteTitle,
    LIFECYCLE_MESSAGES.incompleteAbstract,
    LIFECYCLE_MESSAGES.incompleteSection,
    LIFECYCLE_MESSAGES.incompleteVideo,
  ]);
  expect(takeStep('draft', 'editor', { step: 'submit' }, NOW, bare)).toMatchObject({
    ok: false,
    field: 'step',
  });
  expect(takeStep('draft', 'editor', { step: 'submit' }, NOW, COMPLETE)).toMatchObject({ ok: true });
});

test.each([
  ['draft', false, true],
  ['draft', true, false],
  ['in_review', false, false],
  ['published', true, false],
  ['unpublished', true, false],
] as const)('a %s article (ever published: %s) may be deleted: %s', (status, everPublished, deletable) => {
  for (const role of ROLES) expect(mayDeleteArticle(status, everPublished, role)).toBe(deletable);
  expect(mayDeleteArticle(status, everPublished, null)).toBe(false);
});

test('what was approved is what gets published: in review and scheduled nobody edits; published, only an approver', () => {
  expect(ARTICLE_STATUSES.filter((status) => mayEditArticle(status, 'editor'))).toEqual([
    'draft',
    'unpublished',
  ]);
  expect(ARTICLE_STATUSES.filter((status) => mayEditArticle(status, 'approver'))).toEqual([
    'draft',
    'published',
    'unpublished',
  ]);
});

test('the job publishes a scheduled article only once its moment has come', () => {
  const at = new Date(LATER);
  expect(isDueForPublication('scheduled', at, NOW)).toBe(false);
  expect(isDueForPublication('scheduled', at, at)).toBe(true);
  expect(isDueForPublication('in_review', at, at)).toBe(false);
  expect(isDueForPublication('scheduled', null, at)).toBe(false);
});

test('over random sequences of steps and time, nothing reaches Scheduled or Published without an approver', () => {
  const action = fc.oneof(
    fc.record({
      kind: fc.constant('step' as const),
      role: fc.constantFrom(...ROLES),
      step: fc.constantFrom(...ARTICLE_STEPS),
      note: fc.option(fc.constantFrom('Fix the sound.', ' '), { nil: undefined }),
      hours: fc.option(fc.integer({ min: -3, max: 48 }), { nil: undefined }),
    }),
    fc.record({ kind: fc.constant('time' as const), hours: fc.integer({ min: 1, max: 60 }) }),
  );
  fc.assert(
    fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
      let status: ArticleStatus = 'draft';
      let scheduledAt: Date | null = null;
      let now = NOW;
      let approvedSince = false;
      for (const next of actions) {
        if (next.kind === 'time') {
          now = new Date(now.getTime() + next.hours * 3_600_000);
          if (isDueForPublication(status, scheduledAt, now)) [status, scheduledAt] = ['published', null];
          continue;
        }
        const at =
          next.hours === undefined
            ? undefined
            : new Date(now.getTime() + next.hours * 3_600_000).toISOString();
        const outcome = takeStep(status, next.role, { step: next.step, note: next.note, at }, now, COMPLETE);
        if (!outcome.ok) continue;
        expect(STEP_RULES[next.step].from).toContain(status);
        if (outcome.to === 'scheduled' || outcome.to === 'published') {
          expect(next.role).toBe('approver');
          approvedSince = true;
        }
        if (outcome.to === 'in_review' || outcome.to === 'draft') approvedSince = false;
        [status, scheduledAt] = [outcome.to, outcome.scheduledAt];
      }
      if (status === 'scheduled' || status === 'published') expect(approvedSince).toBe(true);
    }),
    { numRuns: 500, seed: 20_261_127 },
  );
});

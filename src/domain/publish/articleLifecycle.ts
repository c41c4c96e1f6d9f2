/**
 * An article's life on the publisher's desk (ADR 314): draft → in review → scheduled | published → unpublished →
 * published again. One pure table says which step each status allows and who may take it; the server applies it
 * under a row lock and records every step it allows in the article's history, the console asks it for the buttons
 * it shows. The current time is an argument, never read here.
 *
 * @publicModule the dashboard counts the desk's statuses; quizzes, playlists and the student page ask whether an
 * article is offered.
 */
import * as z from 'zod';
import { isFullAdmin } from '../access/capabilities';
import { canUseArea } from '../access/roles';

export const ARTICLE_STATUSES = ['draft', 'in_review', 'scheduled', 'published', 'unpublished'] as const;
export const ArticleStatusSchema = z.enum(ARTICLE_STATUSES);
export type ArticleStatus = z.infer<typeof ArticleStatusSchema>;

/** The steps a person takes; `scheduledPublish` is the job's, when a scheduled moment has come. */
export const ARTICLE_STEPS = [
  'submit',
  'withdraw',
  'sendBack',
  'publish',
  'schedule',
  'unschedule',
  'unpublish',
  'republish',
] as const;
export const ArticleStepSchema = z.enum(ARTICLE_STEPS);
export type ArticleStep = z.infer<typeof ArticleStepSchema>;

/** What the history records: every step, the job's publication, the article's creation and live edits. */
export const ARTICLE_HISTORY_KINDS = [...ARTICLE_STEPS, 'scheduledPublish', 'created', 'edited'] as const;
export const ArticleHistoryKindSchema = z.enum(ARTICLE_HISTORY_KINDS);
export type ArticleHistoryKind = z.infer<typeof ArticleHistoryKindSchema>;

/**
 * Who takes a step. An editor (ROLE_PUBLISH) prepares articles and sends them for review; an approver (a full admin)
 * also decides what the library publishes. Nobody else works on the desk.
 */
export type DeskRole = 'editor' | 'approver';

export function deskRoleOf(roles: readonly string[]): DeskRole | null {
  // The role table decides who reaches the desk at all: ROLE_PUBLISH beside ROLE_CS_USER gets the CS user's table.
  if (!canUseArea(roles, {}, 'publish')) return null;
  if (isFullAdmin(roles)) return 'approver';
  return roles.includes('ROLE_PUBLISH') ? 'editor' : null;
}

interface StepRule {
  readonly from: readonly ArticleStatus[];
  readonly to: ArticleStatus;
  readonly by: readonly DeskRole[];
}

const BOTH: readonly DeskRole[] = ['editor', 'approver'];
const APPROVER: readonly DeskRole[] = ['approver'];

/** The whole life: from which statuses a step starts, where it leads, who may take it. */
export const STEP_RULES: Readonly<Record<ArticleStep, StepRule>> = {
  submit: { from: ['draft', 'unpublished'], to: 'in_review', by: BOTH },
  withdraw: { from: ['in_review'], to: 'draft', by: BOTH },
  sendBack: { from: ['in_review'], to: 'draft', by: APPROVER },
  publish: { from: ['in_review', 'scheduled'], to: 'published', by: APPROVER },
  schedule: { from: ['in_review', 'scheduled'], to: 'scheduled', by: APPROVER },
  unschedule: { from: ['scheduled'], to: 'in_review', by: APPROVER },
  unpublish: { from: ['published'], to: 'unpublished', by: APPROVER },
  republish: { from: ['unpublished'], to: 'published', by: APPROVER },
};

/** Steps that need a note: the reason is shown in the history and to the editor. */
export const STEPS_WITH_NOTE: readonly ArticleStep[] = ['sendBack', 'unpublish'];

/** The steps this desk role may take on an article in this status, in the order the console offers them. */
export function stepsFor(status: ArticleStatus, role: DeskRole | null): ArticleStep[] {
  if (role === null) return [];
  return ARTICLE_STEPS.filter(
    (step) => STEP_RULES[step].from.includes(status) && STEP_RULES[step].by.includes(role),
  );
}

/** Who may change an article's content in each status: what was approved is what gets published (ADR 314). */
const EDITABLE_BY: Readonly<Record<ArticleStatus, readonly DeskRole[]>> = {
  draft: BOTH,
  in_review: [],
  scheduled: [],
  published: APPROVER,
  unpublished: BOTH,
};

export const mayEditArticle = (status: ArticleStatus, role: DeskRole | null): boolean =>
  role !== null && EDITABLE_BY[status].includes(role);

/** Only a draft never published may be deleted; anything once offered is unpublished instead. */
export const mayDeleteArticle = (
  status: ArticleStatus,
  everPublished: boolean,
  role: DeskRole | null,
): boolean => role !== null && status === 'draft' && !everPublished;

/** Only published articles are offered to authors, pickers, sponsors and students. */
export const isOffered = (status: ArticleStatus): boolean => status === 'published';

/** What an article must have before it goes to review: the reader-facing essentials. */
export interface ArticleCompleteness {
  readonly title: string;
  readonly abstract: string | null;
  readonly sectionId: number | null;
  readonly hasVideo: boolean;
}

export const LIFECYCLE_MESSAGES = {
  notAllowed: 'This step is not possible for the article as it stands now.',
  noteRequired: 'Say why, so the editor knows what to change.',
  reasonRequired: 'Give a reason for taking the article down.',
  scheduleInPast: 'Choose a moment in the future.',
  scheduleRequired: 'Choose when to publish.',
  incompleteTitle: 'The article needs a title of 3 characters or more before review.',
  incompleteAbstract: 'The article needs an abstract before review.',
  incompleteSection: 'The article needs a section before review.',
  incompleteVideo: 'The article needs its video before review.',
  locked: 'This article cannot be edited now: withdraw it from review or unschedule it first.',
  notDeletable: 'Only a draft that was never published can be deleted; unpublish it instead.',
} as const;

/** What stops an article from going to review; empty when it may go. */
export function missingForReview(article: ArticleCompleteness): string[] {
  const missing: string[] = [];
  if (article.title.trim().length < 3) missing.push(LIFECYCLE_MESSAGES.incompleteTitle);
  if (!article.abstract?.trim()) missing.push(LIFECYCLE_MESSAGES.incompleteAbstract);
  if (article.sectionId === null) missing.push(LIFECYCLE_MESSAGES.incompleteSection);
  if (!article.hasVideo) missing.push(LIFECYCLE_MESSAGES.incompleteVideo);
  return missing;
}

/** A request to take one step: a note for a send-back or an unpublish, a moment for a schedule. */
export interface StepRequest {
  readonly step: ArticleStep;
  readonly note?: string | undefined;
  /** ISO date and time; only for `schedule`. */
  readonly at?: string | undefined;
}

export type StepOutcome =
  | { readonly ok: true; readonly to: ArticleStatus; readonly scheduledAt: Date | null }
  | { readonly ok: false; readonly message: string; readonly field?: 'note' | 'at' | 'step' };

/**
 * Whether `role` may take this step on an article in `status` now, and where it leads. Completeness is checked only
 * for a submit. The one rule the server applies and the console shows.
 */
export function takeStep(
  status: ArticleStatus,
  role: DeskRole | null,
  request: StepRequest,
  now: Date,
  completeness?: ArticleCompleteness,
): StepOutcome {
  const rule = STEP_RULES[request.step];
  if (role === null || !rule.from.includes(status) || !rule.by.includes(role)) {
    return { ok: false, message: LIFECYCLE_MESSAGES.notAllowed, field: 'step' };
  }
  if (STEPS_WITH_NOTE.includes(request.step) && !request.note?.trim()) {
    const message =
      request.step === 'unpublish' ? LIFECYCLE_MESSAGES.reasonRequired : LIFECYCLE_MESSAGES.noteRequired;
    return { ok: false, message, field: 'note' };
  }
  if (request.step === 'submit' && completeness) {
    const missing = missingForReview(completeness);
    if (missing.length > 0) return { ok: false, message: missing.join(' '), field: 'step' };
  }
  if (request.step === 'schedule') {
    if (!request.at) return { ok: false, message: LIFECYCLE_MESSAGES.scheduleRequired, field: 'at' };
    const at = new Date(request.at);
    if (Number.isNaN(at.getTime()) || at.getTime() <= now.getTime()) {
      return { ok: false, message: LIFECYCLE_MESSAGES.scheduleInPast, field: 'at' };
    }
    return { ok: true, to: rule.to, scheduledAt: at };
  }
  return { ok: true, to: rule.to, scheduledAt: null };
}

/** The job's step: a scheduled article whose moment has come is published; anything else is left as it is. */
export const isDueForPublication = (status: ArticleStatus, scheduledAt: Date | null, now: Date): boolean =>
  status === 'scheduled' && scheduledAt !== null && scheduledAt.getTime() <= now.getTime();

/** Longest note or reason a step keeps. */
export const STEP_NOTE_MAX = 2000;

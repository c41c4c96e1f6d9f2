/**
 * Assignments: one per student of a distributed user quiz (SPEC section 3), each with a personal link. Who may
 * receive one (SPEC section 4 "Access"), where an assignment stands, and the class page's words for it. Pure: the
 * current time is an argument.
 */
import { standingOf } from './takeRules';

export const ASSIGNMENT_MESSAGES = {
  /** Said beside 'Quiz successfully added' when a Restricted quiz left class students out. */
  leftOut: (emails: readonly string[]) =>
    `Not assigned (Restricted access, not an institutional e-mail): ${emails.join(', ')}`,
} as const;

/** Only user quizzes are taken by students (ADR 132); other kinds in a class are material to read. */
export const DISTRIBUTED_KIND = 'user';

/** The domain part of an address, lower-cased; '' when there is none. */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1).toLowerCase();
}

/**
 * SPEC section 4: a Restricted quiz accepts only e-mails of the owner's institution domains (ADR 181: an
 * institution has several), each domain itself or one under it (`ada@students.eastport.example` for
 * `eastport.example`). No known domain accepts no one.
 */
export function isInstitutionalEmail(email: string, institutionDomains: readonly string[]): boolean {
  const domain = emailDomain(email);
  return institutionDomains.some((listed) => {
    const wanted = listed.trim().toLowerCase().replace(/^@/, '');
    return wanted !== '' && (domain === wanted || domain.endsWith(`.${wanted}`));
  });
}

/** Whether this address may receive the quiz: any for Open, the institution's for Restricted. */
export function mayReceiveQuiz(
  email: string,
  quiz: { readonly restrictNonInstitutional: boolean },
  institutionDomains: readonly string[],
): boolean {
  return !quiz.restrictNonInstitutional || isInstitutionalEmail(email, institutionDomains);
}

export interface AssignmentProgress {
  readonly openedAt: Date | null;
  readonly startedAt: Date | null;
  readonly submitAt: Date | null;
  /** The quiz's end date; null means students may take it indefinitely (SPEC section 4). */
  readonly deadline: Date | null;
}

/**
 * Where an assignment stands, as the class page shows it: the student page's rule (takeRules.standingOf), so a
 * started link past the deadline stays in progress until the server submits it with what was saved in time.
 */
export function assignmentState(
  a: AssignmentProgress,
  now: Date,
): 'not_started' | 'in_progress' | 'submitted' | 'expired' {
  return standingOf({ startedAt: a.startedAt, submittedAt: a.submitAt, deadline: a.deadline }, now);
}

/** The class page's state column: 'Opened' for a link opened but not started. */
export type LinkStateLabel = 'Not started' | 'Opened' | 'In progress' | 'Submitted' | 'Expired';

export function linkStateLabel(
  state: 'not_started' | 'in_progress' | 'submitted' | 'expired',
  openedAt: string | null,
): LinkStateLabel {
  switch (state) {
    case 'submitted':
      return 'Submitted';
    case 'expired':
      return 'Expired';
    case 'in_progress':
      return 'In progress';
    case 'not_started':
      return openedAt ? 'Opened' : 'Not started';
  }
}

export const ASSIGNMENT_MAIL_MESSAGES = {
  mailOff: 'This server sends no mail: copy the link and give it to the student',
} as const;

export const MAIL_STATE_LABELS = { sent: 'Sent', not_sent: 'Not sent', failed: 'Failed' } as const;

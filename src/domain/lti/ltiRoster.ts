/**
 * A class's roster from its course platform (LTI Names and Role Provisioning Services, ADR 385): which members of
 * the course become the class's students, how the pages of the membership list follow one another, and the
 * messages the instructor reads.
 */

export const NRPS_SCOPE = 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly';
export const NRPS_MEDIA_TYPE = 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json';
const LEARNER_ROLES = new Set(['http://purl.imsglobal.org/vocab/lis/v2/membership#Learner', 'Learner']);

export const LTI_ROSTER_MESSAGES = {
  noCourse: 'This class gets no roster from a course platform',
  platformFailed: 'The course platform did not give the roster. Nothing was changed; try again later.',
  synced: 'The roster was brought up to date',
} as const;

export interface RosterMember {
  readonly userId: string;
  readonly roles: readonly string[];
  /** Active when the platform leaves it out; Inactive and Deleted members are not students. */
  readonly status?: string;
}

/** A member the class takes as a student: a learner of the course who is still active in it. */
export function isRosterStudent(member: RosterMember): boolean {
  const active = member.status === undefined || member.status === 'Active';
  return active && member.roles.some((role) => LEARNER_ROLES.has(role));
}

/**
 * The next page a `Link` header names (`<url>; rel="next"`), only on the origin of the page it came with: the
 * access token goes along, so a platform's answer never sends it elsewhere.
 */
export function nextPageUrl(linkHeader: string | null | undefined, current: string): string | undefined {
  if (!linkHeader) return undefined;
  for (const part of linkHeader.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(part);
    if (!match) continue;
    const rel = /;\s*rel\s*=\s*"?([^";]*)"?/i.exec(match[2] ?? '')?.[1] ?? '';
    if (!rel.toLowerCase().split(/\s+/).includes('next')) continue;
    if (!URL.canParse(match[1]!, current)) return undefined;
    const next = new URL(match[1]!, current);
    return next.origin === new URL(current).origin ? next.href : undefined;
  }
  return undefined;
}

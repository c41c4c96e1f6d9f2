/**
 * A class's roster from its course platform (Names and Role Provisioning Services, ADR 385). The tool gets an access
 * token for the memberships scope the way scores are sent (client credentials, a JWT assertion signed by the tool
 * key), reads every page of the course's membership list (`Link: rel="next"`, same origin only) before writing
 * anything, then brings the class's students up to date in one transaction under the course's row lock: active
 * learners are added under the address a learner's launch would use (`launchEmail`: the platform's sub unless its
 * e-mails are verified), and those a sync added leave when the platform no longer lists them as active. Students
 * invited by hand are never removed. Two syncs at once write one after the other; the second finds nothing to do.
 */
import type { Kysely } from 'kysely';
import * as z from 'zod';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { LtiPlatform } from '../db/ltiTables';
import { isRosterStudent, nextPageUrl, NRPS_MEDIA_TYPE, NRPS_SCOPE } from '../../src/domain/lti/ltiRoster';
import type { LtiRosterSync } from '../../src/api/lti/ltiRosterContract';
import { invitationToken } from '../repositories/classes/classes';
import { distributeClass, withdrawClassAssignments } from '../repositories/take/assignments';
import { findPlatformById } from '../repositories/lti/ltiPlatforms';
import { launchEmail } from './ltiAccounts';
import { accessToken, send } from './scores';

/** Pages and members read at most: a course past these is refused rather than half-read. */
const MAX_PAGES = 200;
const MAX_MEMBERS = 20_000;

const MemberSchema = z.object({
  user_id: z.string().min(1).max(255),
  roles: z.array(z.string().max(500)).max(200).default([]),
  status: z.string().max(50).optional(),
  email: z.string().max(254).optional(),
  name: z.string().max(400).optional(),
  given_name: z.string().max(200).optional(),
  family_name: z.string().max(200).optional(),
});
type Member = z.infer<typeof MemberSchema>;
const ContainerSchema = z.object({ members: z.array(z.unknown()).max(MAX_MEMBERS) });

/** A course that cannot be read: the platform is down, refuses the token, or answers what is no membership list. */
export class RosterUnavailable extends Error {
  constructor(
    readonly issuer: string,
    cause: unknown,
  ) {
    super(
      `the roster of ${issuer} could not be read: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
  }
}

export interface ClassCourse {
  readonly contextId: number;
  readonly platform: LtiPlatform;
  readonly membershipsUrl: string;
}

/** The course a class is tied to, with its platform, or undefined. */
export async function courseOfClass(db: Kysely<Database>, classId: number): Promise<ClassCourse | undefined> {
  const row = await db
    .selectFrom('lti_contexts')
    .select(['id', 'platform_id', 'memberships_url'])
    .where('class_id', '=', classId)
    .executeTakeFirst();
  const platform = row && (await findPlatformById(db, row.platform_id));
  return platform && { contextId: row.id, platform, membershipsUrl: row.memberships_url };
}

/** Every member of the course, page after page; the last word on a user is the one kept. */
export async function readRoster(
  db: Kysely<Database>,
  config: Pick<ServerConfig, 'secretsKey'>,
  course: ClassCourse,
  now: Date,
): Promise<Member[]> {
  try {
    const token = await accessToken(db, config, course.platform, now, NRPS_SCOPE);
    const members = new Map<string, Member>();
    let url: string | undefined = course.membershipsUrl;
    for (let page = 0; url !== undefined; page++) {
      if (page === MAX_PAGES) throw new Error(`more than ${MAX_PAGES} pages`);
      const response = await send(url, {
        method: 'GET',
        headers: { authorization: `Bearer ${token}`, accept: NRPS_MEDIA_TYPE },
      });
      const container = ContainerSchema.safeParse(await response.json().catch(() => null));
      if (!container.success) throw new Error(`${url}: the answer is no membership list`);
      for (const entry of container.data.members) {
        const member = MemberSchema.safeParse(entry);
        if (member.success) members.set(member.data.user_id, member.data);
      }
      if (members.size > MAX_MEMBERS) throw new Error(`more than ${MAX_MEMBERS} members`);
      url = nextPageUrl(response.headers.get('link'), url);
    }
    return [...members.values()];
  } catch (error) {
    throw new RosterUnavailable(course.platform.issuer, error);
  }
}

function nameOf(member: Member): string | null {
  const name =
    member.name?.trim() || [member.given_name, member.family_name].filter(Boolean).join(' ').trim();
  return name ? name.slice(0, 200) : null;
}

/**
 * Writes the roster read into the class, in one transaction; 'missing' when the class is no longer tied to the
 * course (deleted meanwhile).
 */
export async function applyRoster(
  db: Kysely<Database>,
  classId: number,
  course: ClassCourse,
  members: readonly Member[],
  by: number,
  now: Date,
): Promise<LtiRosterSync | 'missing'> {
  const students = new Map<string, { email: string; name: string | null }>();
  for (const member of members)
    if (isRosterStudent({ userId: member.user_id, roles: member.roles, status: member.status }))
      students.set(member.user_id, {
        email: launchEmail(course.platform, { sub: member.user_id, email: member.email }),
        name: nameOf(member),
      });
  return db.transaction().execute(async (trx) => {
    // The course's row lock: a second sync of the class waits here and then finds the first one's students.
    const locked = await trx
      .selectFrom('lti_contexts')
      .select('id')
      .where('id', '=', course.contextId)
      .where('class_id', '=', classId)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) return 'missing';
    const synced = await trx
      .selectFrom('lti_roster_members as m')
      .innerJoin('class_students as s', 's.id', 'm.student_id')
      .select(['m.sub', 's.id', 's.email'])
      .where('m.context_id', '=', course.contextId)
      .execute();
    const bySub = new Set(synced.map((row) => row.sub));
    const added: string[] = [];
    for (const [sub, student] of students) {
      if (bySub.has(sub)) continue;
      const inserted = await trx
        .insertInto('class_students')
        .values({
          class_id: classId,
          email: student.email,
          name: student.name,
          token: invitationToken(),
          invited_by: by,
          invited_at: now,
        })
        .onConflict((oc) => oc.columns(['class_id', 'email']).doNothing())
        .returning('id')
        .executeTakeFirst();
      // Already a student (invited by hand): the class keeps them as they are, and a sync never removes them.
      if (!inserted) continue;
      await trx
        .insertInto('lti_roster_members')
        .values({ student_id: inserted.id, context_id: course.contextId, sub })
        .execute();
      added.push(student.email);
    }
    const leaving = synced.filter((row) => !students.has(row.sub));
    for (const row of leaving) {
      await trx.deleteFrom('class_students').where('id', '=', row.id).execute();
      await withdrawClassAssignments(trx, classId, { email: row.email });
    }
    // The new students get the class's quizzes at once, as an invitation gives them; the course tells them, no mail.
    if (added.length > 0) await distributeClass(trx, classId, { now, mail: false, emails: added });
    await trx
      .updateTable('lti_contexts')
      .set({ synced_at: now })
      .where('id', '=', course.contextId)
      .execute();
    return { added: added.length, removed: leaving.length, learners: students.size };
  });
}

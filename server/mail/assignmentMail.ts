/**
 * The message that brings a student their personal link: who sent it (the teacher, and the class), the quiz title,
 * the deadline and the link (ADR 134); a reply goes to the teacher. Sent
 * by the job worker after the assignment was committed, so no request waits for the mail server. A refused or
 * failed attempt marks the assignment's mail 'failed' at once (the class page says so) and the job is retried; a
 * later success marks it 'sent'.
 */
import { studentSchedule } from '../../src/domain/take/studentSchedule';
import type { Kysely } from 'kysely';
import * as z from 'zod';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { JobHandler } from '../jobs/worker';
import { linkBase, personalLink } from './links';
import type { Mailer, OutgoingMail } from './mailer';

/** `reminder`: sent again for a student who has not submitted (ADR 211). */
const Payload = z.object({ assignmentId: z.number().int(), reminder: z.boolean().optional() });

const DEADLINE_FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

/** MM/dd/yyyy hh:mm a (SPEC section 9) in UTC, or a sentence for no deadline. */
export function deadlineText(deadline: Date | null): string {
  if (!deadline) return 'No deadline';
  const parts = Object.fromEntries(DEADLINE_FORMAT.formatToParts(deadline).map((p) => [p.type, p.value]));
  return `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod} UTC`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The teacher who sent the quiz, and the class it was sent to (none for a quiz shared outside a class). */
export interface MailSender {
  readonly name: string;
  readonly email: string;
  readonly className: string | null;
}

/** A placeholder address (an LMS user known by the platform's identity only) takes no replies. */
const repliable = (email: string) => !/\.invalid$/i.test(email);

export function assignmentMessage(
  to: string,
  quiz: { readonly title: string; readonly deadline: Date | null },
  link: string,
  reminder = false,
  sender: MailSender | null = null,
): OutgoingMail {
  const deadline = deadlineText(quiz.deadline);
  const opening = reminder
    ? `Reminder: you have not submitted this quiz yet: ${quiz.title}`
    : `You have a quiz to take: ${quiz.title}`;
  const from = sender
    ? sender.className
      ? `${sender.name} sent it to the class ${sender.className}.`
      : `${sender.name} sent it to you.`
    : null;
  const reply = sender && repliable(sender.email) ? 'Reply to this message to write to them.' : null;
  return {
    to,
    subject: `${reminder ? 'Reminder' : 'Your quiz'}: ${quiz.title}`,
    text: [
      opening,
      ...(from ? [[from, reply].filter(Boolean).join(' ')] : []),
      `Deadline: ${deadline}`,
      '',
      `Open it with your personal link: ${link}`,
      'The link is yours alone: your answers are saved under it.',
    ].join('\n'),
    html: [
      `<p>${escapeHtml(opening.slice(0, opening.length - quiz.title.length))}<strong>${escapeHtml(quiz.title)}</strong></p>`,
      ...(from ? [`<p>${escapeHtml([from, reply].filter(Boolean).join(' '))}</p>`] : []),
      `<p>Deadline: ${escapeHtml(deadline)}</p>`,
      `<p><a href="${escapeHtml(link)}">Open the quiz</a> (${escapeHtml(link)})</p>`,
      '<p>The link is yours alone: your answers are saved under it.</p>',
    ].join('\n'),
    ...(sender && repliable(sender.email) ? { replyTo: { name: sender.name, address: sender.email } } : {}),
  };
}

async function setMailState(
  db: Kysely<Database>,
  id: number,
  state: 'sent' | 'failed',
  now: Date,
): Promise<void> {
  await db
    .updateTable('quiz_assignments')
    .set(state === 'sent' ? { mail_state: 'sent', mailed_at: now } : { mail_state: 'failed' })
    .where('id', '=', id)
    .execute();
}

/** The job handler; without a mailer (SMTP_URL unset since the job was queued) the mail stays 'not_sent'. */
/** The deadline the message names: the student's class's (ADR 217), extended by a personal one (ADR 212). */
const deadlineOfRow = (row: {
  start_date: Date | null;
  end_date: Date | null;
  own_dates: boolean | null;
  opens_at: Date | null;
  deadline: Date | null;
  personal_deadline: Date | null;
}) =>
  studentSchedule(
    { opensAt: row.start_date, deadline: row.end_date },
    row.own_dates === null
      ? null
      : { ownDates: row.own_dates, opensAt: row.opens_at, deadline: row.deadline },
    row.personal_deadline,
  ).deadline;

export function assignmentMailHandler(
  config: Pick<ServerConfig, 'publicUrl' | 'port'>,
  mailer: Mailer | undefined,
): JobHandler {
  return async (payload, { db, now }) => {
    const { assignmentId, reminder } = Payload.parse(payload);
    const row = await db
      .selectFrom('quiz_assignments as a')
      .innerJoin('quizzes as q', 'q.id', 'a.quiz_id')
      .leftJoin('class_quizzes as cq', (join) =>
        join.onRef('cq.class_id', '=', 'a.class_id').onRef('cq.quiz_id', '=', 'a.quiz_id'),
      )
      .leftJoin('users as u', 'u.id', 'q.owner_user_id')
      .leftJoin('classes as c', 'c.id', 'a.class_id')
      .select(['a.id', 'a.user_email', 'a.token', 'q.title', 'a.personal_deadline'])
      .select(['q.start_date', 'q.end_date', 'cq.own_dates', 'cq.opens_at', 'cq.deadline'])
      .select(['u.first_name', 'u.last_name', 'u.email as teacher_email', 'c.title as class_title'])
      .where('a.id', '=', assignmentId)
      .executeTakeFirst();
    // Withdrawn since (ADR 132), or written before links existed: nothing to send.
    if (!row?.token || !mailer) return;
    // The deadline passed while the message waited (or was moved before it): the link could no longer be used,
    // so no message says "Deadline" in the past (ADR 269).
    const deadline = deadlineOfRow(row);
    if (deadline && deadline.getTime() <= now().getTime()) return;
    const link = personalLink(linkBase(config), row.token);
    const teacher = [row.first_name, row.last_name].filter(Boolean).join(' ').trim();
    const sender =
      row.teacher_email && teacher
        ? { name: teacher, email: row.teacher_email, className: row.class_title }
        : null;
    try {
      await mailer.send(
        assignmentMessage(row.user_email, { title: row.title, deadline }, link, reminder, sender),
      );
    } catch (error) {
      await setMailState(db, row.id, 'failed', now());
      throw error;
    }
    await setMailState(db, row.id, 'sent', now());
  };
}

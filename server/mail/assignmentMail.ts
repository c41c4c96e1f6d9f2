/**
 * The message that brings a student their personal link: who sent it (the teacher, and the class), the quiz title,
 * the deadline and the link (ADR 134); a reply goes to the teacher. Sent
 * by the job worker after the assignment was committed, so no request waits for the mail server. A refused or
 * failed attempt marks the assignment's mail 'failed' at once (the class page says so); a server down or deferring
 * is tried again over hours, a permanent refusal (5xx) never (ADR 358); a later success marks it 'sent'.
 */
import {
  formattingTag,
  isUiLanguageCode,
  languageTag,
  type UiLanguageCode,
} from '../../src/domain/shared/languages';
import { studentSchedule } from '../../src/domain/take/studentSchedule';
import { createCatalogT } from '../../src/i18n/catalogT';
import type { MailCatalog } from '../../src/i18n/catalogTypes';
import { enMail } from '../../src/i18n/enMail';
import { loadMailCatalog } from '../../src/i18n/loadMailCatalog';
import { sql, type Kysely } from 'kysely';
import * as z from 'zod';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { PermanentJobError, RETRY_OVER_HOURS, type JobHandler } from '../jobs/worker';
import { linkBase, personalLink } from './links';
import type { Mailer, OutgoingMail } from './mailer';

/** Retried over hours while the mail server is down or deferring (ADR 358). */
export const ASSIGNMENT_MAIL_RETRY = RETRY_OVER_HOURS;

/** Whether a send failed with a permanent SMTP reply (5xx), which nodemailer reports as `responseCode`. */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** `reminder`: sent again for a student who has not submitted (ADR 211). */
const Payload = z.object({ assignmentId: z.number().int(), reminder: z.boolean().optional() });

const ENGLISH_DEADLINE = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

/** The language a message is written in: its code and its catalog (src/i18n/enMail.ts and each language's). */
export interface MailLanguage {
  readonly code: UiLanguageCode;
  readonly catalog: MailCatalog;
}

const ENGLISH: MailLanguage = { code: 'en', catalog: enMail };

/**
 * The deadline in UTC: in English SPEC's MM/dd/yyyy hh:mm a (section 9), in another language that language's own
 * short date and time; `null` is the language's sentence for no deadline.
 */
function deadlineText(deadline: Date | null, language: MailLanguage, t: MailT): string {
  if (!deadline) return t('mail.noDeadline');
  if (language.code !== 'en')
    return `${new Intl.DateTimeFormat(formattingTag(language.code), {
      timeZone: 'UTC',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(deadline)} UTC`;
  const parts = Object.fromEntries(ENGLISH_DEADLINE.formatToParts(deadline).map((p) => [p.type, p.value]));
  return `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod} UTC`;
}

type MailT = (key: string, values?: Record<string, unknown>) => string;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The teacher who sent the quiz, and the class it was sent to (none for a quiz shared outside a class). */
export interface MailSender {
  readonly name: string;
  readonly email: string;
  readonly className: string | null;
}

/** A placeholder address (an LMS user known by the platform's identity only) takes no replies. */
const repliable = (email: string) => !/\.invalid$/i.test(email);

/** Stands for the quiz's title inside a translated sentence, so the HTML can set the title in bold wherever it falls. */
const TITLE_MARK = '\u0000title\u0000';

export function assignmentMessage(
  to: string,
  quiz: { readonly title: string; readonly deadline: Date | null },
  link: string,
  reminder = false,
  sender: MailSender | null = null,
  language: MailLanguage = ENGLISH,
): OutgoingMail {
  const t = createCatalogT(language.catalog, languageTag(language.code)) as unknown as MailT;
  const deadline = t('mail.deadline', { deadline: deadlineText(quiz.deadline, language, t) });
  const opening = (title: string) => t(reminder ? 'mail.reminderOpening' : 'mail.opening', { title });
  const from = sender
    ? sender.className
      ? t('mail.sentToClass', { name: sender.name, className: sender.className })
      : t('mail.sentToYou', { name: sender.name })
    : null;
  const reply = sender && repliable(sender.email) ? t('mail.replyToTeacher') : null;
  const linkIsYours = t('mail.linkIsYours');
  return {
    to,
    subject: t(reminder ? 'mail.reminderSubject' : 'mail.subject', { title: quiz.title }),
    text: [
      opening(quiz.title),
      ...(from ? [[from, reply].filter(Boolean).join(' ')] : []),
      deadline,
      '',
      t('mail.openWithLink', { link }),
      linkIsYours,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(opening(TITLE_MARK)).replace(TITLE_MARK, `<strong>${escapeHtml(quiz.title)}</strong>`)}</p>`,
      ...(from ? [`<p>${escapeHtml([from, reply].filter(Boolean).join(' '))}</p>`] : []),
      `<p>${escapeHtml(deadline)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t('mail.openQuiz'))}</a> (${escapeHtml(link)})</p>`,
      `<p>${escapeHtml(linkIsYours)}</p>`,
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
      // The student's language when known (their page when they started this or another quiz, or their own
      // account's), else the teacher's (ADR 269).
      .select(
        sql<string | null>`coalesce(a.language,
          (select b.language from quiz_assignments b
            where b.user_email = a.user_email and b.language is not null order by b.id desc limit 1),
          (select su.language from users su where lower(su.email) = a.user_email limit 1),
          u.language)`.as('language'),
      )
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
    const code = isUiLanguageCode(row.language) ? row.language : 'en';
    const language = { code, catalog: await loadMailCatalog(code) };
    try {
      await mailer.send(
        assignmentMessage(row.user_email, { title: row.title, deadline }, link, reminder, sender, language),
      );
    } catch (error) {
      await setMailState(db, row.id, 'failed', now());
      // A 5xx reply is the mail server's final word (RFC 5321: a mailbox that does not exist, a message refused):
      // sending it again changes nothing. A 4xx reply or no answer at all is tried again, over hours.
      if (isPermanentRefusal(error))
        throw new PermanentJobError(error instanceof Error ? error.message : String(error));
      throw error;
    }
    await setMailState(db, row.id, 'sent', now());
  };
}

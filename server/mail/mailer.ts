/**
 * Outgoing mail through the SMTP server of SMTP_URL, with nodemailer (ADR 134). Without SMTP_URL there is no mailer
 * and nothing is sent.
 */
import nodemailer from 'nodemailer';
import type { ServerConfig } from '../config';
import { mailSends } from '../operations/metrics';

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** Where a student's answer goes: the teacher who sent the quiz. */
  readonly replyTo?: { readonly name: string; readonly address: string };
}

export interface Mailer {
  /** Resolves once the mail server accepted the message; rejects with its reason otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createMailer(config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom'>): Mailer | undefined {
  if (!config.smtpUrl) return undefined;
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(mail) {
      try {
        await transport.sendMail({ from: config.mailFrom, ...mail });
      } catch (error) {
        mailSends.inc({ outcome: 'failed' });
        throw error;
      }
      mailSends.inc({ outcome: 'sent' });
    },
    close: () => transport.close(),
  };
}

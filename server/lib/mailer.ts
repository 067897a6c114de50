import { mkdir, writeFile } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../config.ts';
import { projectRoot } from './project-root.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go (the contact form's sender), when not the From address. */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe on newsletter mail. */
  headers?: Record<string, string>;
  /** Shown in the development log only (the one-time code), never in production or test logs. */
  devHint?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Real SMTP when SMTP_URL is set; otherwise every message becomes an .eml file under MAIL_DIR, and in
 * development the code is printed so a new user can finish every flow locally. A failed send throws;
 * requests never call this directly: they queue a `mail` job (server/modules/jobs/) and the worker
 * sends it, retrying while the SMTP server is slow or down.
 */
export function createMailer(config: AppConfig): Mailer {
  const from = config.MAIL_FROM;
  const envelope = (m: MailMessage) => ({
    from,
    to: m.to,
    replyTo: m.replyTo,
    subject: m.subject,
    text: m.text,
    html: m.html,
    headers: m.headers,
  });
  if (config.SMTP_URL) {
    // Bounded waits (settings in SMTP_URL's query win): a job's send must end well inside the
    // queue's 5-minute lease, or another worker could take the job and send it a second time.
    const transport: Transporter = nodemailer.createTransport(
      { url: config.SMTP_URL, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 },
      { from },
    );
    return {
      async send(m) {
        await transport.sendMail(envelope(m));
      },
    };
  }
  const dir = isAbsolute(config.MAIL_DIR) ? config.MAIL_DIR : join(projectRoot(), config.MAIL_DIR);
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await stream.sendMail(envelope(m));
      await mkdir(dir, { recursive: true });
      const file = join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      if (config.NODE_ENV === 'development') {
        console.log(`[jaliya] mail to ${m.to} written to ${file}${m.devHint ? ` (${m.devHint})` : ''}`);
      }
    },
  };
}

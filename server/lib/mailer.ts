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
  /** Shown in the development log only (the one-time code), never in production or test logs. */
  devHint?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Real SMTP when SMTP_URL is set; otherwise every message becomes an .eml file under MAIL_DIR, and in
 * development the code is printed so a new user can finish every flow locally. A failed send throws,
 * so callers can undo what they started.
 */
export function createMailer(config: AppConfig): Mailer {
  const from = config.MAIL_FROM;
  if (config.SMTP_URL) {
    const transport: Transporter = nodemailer.createTransport(config.SMTP_URL, { from });
    return {
      async send(m) {
        await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
      },
    };
  }
  const dir = isAbsolute(config.MAIL_DIR) ? config.MAIL_DIR : join(projectRoot(), config.MAIL_DIR);
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await stream.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      if (config.NODE_ENV === 'development') {
        console.log(`[jaliya] mail to ${m.to} written to ${file}${m.devHint ? ` (${m.devHint})` : ''}`);
      }
    },
  };
}

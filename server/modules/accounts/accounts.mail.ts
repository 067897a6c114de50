import type { Lang } from '#shared/i18n/format.ts';
import { translator } from '../../lib/i18n.ts';

export type AccountMailKind =
  | 'verify_email'
  | 'reset_password'
  | 'change_email'
  | 'password_changed'
  | 'email_changed'
  | 'account_deleted';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A message in the user's language: plain text plus simple HTML with the right direction. */
export function buildAccountMail(kind: AccountMailKind, lang: Lang, values: Record<string, string>) {
  const t = translator(lang);
  const subject = t(`account.mail.${kind}.subject`, values);
  const body = t(`account.mail.${kind}.body`, values);
  const footer = t('account.mail.footer');
  const code = values.code;
  const text = [body, code ? `\n${code}\n` : '', footer].filter(Boolean).join('\n\n');
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const html = `<!doctype html><html lang="${lang}" dir="${dir}"><body style="font-family:Arial,sans-serif;color:#1f2933">
<p>${escapeHtml(body)}</p>${code ? `<p style="font-size:28px;letter-spacing:6px;font-weight:bold" dir="ltr">${escapeHtml(code)}</p>` : ''}
<p style="color:#52606d">${escapeHtml(footer)}</p></body></html>`;
  return { subject, text, html };
}

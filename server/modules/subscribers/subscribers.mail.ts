import type { Lang } from '#shared/i18n/format.ts';
import { translator } from '../../lib/i18n.ts';
import { renderMail } from '../../lib/mail-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';

/** The double opt-in mail, in the language of the page the address was typed on. */
export function buildConfirmationMail(to: string, lang: Lang, site: string, url: string): MailMessage {
  const t = translator(lang);
  return {
    to,
    subject: t('mail.newsletter.confirm.subject', { site }),
    ...renderMail({
      lang,
      paragraphs: [t('mail.newsletter.confirm.body', { site })],
      action: { label: t('mail.newsletter.confirm.action'), url },
      footer: [t('mail.newsletter.confirm.ignore')],
    }),
  };
}

export interface NewsletterIssue {
  subject: Record<Lang, string>;
  /** Plain text; blank lines separate paragraphs. */
  body: Record<Lang, string>;
}

/**
 * One subscriber's copy of an issue, with the one-click unsubscribe of RFC 8058: the link in the
 * mail, and the List-Unsubscribe / List-Unsubscribe-Post headers that let the mail client
 * unsubscribe with a single POST (no cookie, no page).
 */
export function buildNewsletterMail(
  to: string,
  lang: Lang,
  site: string,
  issue: NewsletterIssue,
  unsubscribeUrl: string,
): MailMessage {
  const t = translator(lang);
  return {
    to,
    subject: issue.subject[lang],
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...renderMail({
      lang,
      paragraphs: issue.body[lang].split(/\n{2,}/).filter((p) => p.trim()),
      footer: [t('mail.newsletter.issue.why', { site })],
      footerLink: { label: t('mail.newsletter.issue.unsubscribe'), url: unsubscribeUrl },
    }),
  };
}

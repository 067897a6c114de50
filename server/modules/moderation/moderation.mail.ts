import type { Lang } from '#shared/i18n/format.ts';
import { translator } from '../../lib/i18n.ts';
import { renderMail } from '../../lib/mail-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';

interface DecisionMail {
  to: string;
  lang: Lang;
  site: string;
  title: string;
  /** The post's page (approved) or the author's own posts (rejected), absolute. */
  url: string;
}

/** The author's mail when a moderator publishes their post, in the author's language. */
export function buildApprovedMail({ to, lang, site, title, url }: DecisionMail): MailMessage {
  const t = translator(lang);
  return {
    to,
    subject: t('mail.moderation.approved.subject', { title }),
    ...renderMail({
      lang,
      paragraphs: [t('mail.moderation.approved.body', { title, site })],
      action: { label: t('mail.moderation.approved.action'), url },
      footer: [t('mail.moderation.footer', { site })],
    }),
  };
}

/** The author's mail when a moderator refuses their post, with the reason, in the author's language. */
export function buildRejectedMail({
  to,
  lang,
  site,
  title,
  url,
  reason,
}: DecisionMail & { reason: string }): MailMessage {
  const t = translator(lang);
  return {
    to,
    subject: t('mail.moderation.rejected.subject', { title }),
    ...renderMail({
      lang,
      paragraphs: [
        t('mail.moderation.rejected.body', { title, site }),
        t('mail.moderation.rejected.reason', { reason }),
        t('mail.moderation.rejected.next'),
      ],
      action: { label: t('mail.moderation.rejected.action'), url },
      footer: [t('mail.moderation.footer', { site })],
    }),
  };
}

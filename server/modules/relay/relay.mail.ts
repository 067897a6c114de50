import type { Lang } from '#shared/i18n/format.ts';
import { translator } from '../../lib/i18n.ts';
import { renderMail } from '../../lib/mail-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';

interface RelayMail {
  /** The post's author: their address stays on the server. */
  to: string;
  /** The author's own language (their account's), whatever the reader writes in. */
  lang: Lang;
  site: string;
  title: string;
  /** The post's page, absolute. */
  url: string;
  sender: { name: string; email: string };
  message: string;
}

/**
 * A reader's message to a post's author (decision 105): in the author's language, with the reader's
 * words and address; replies go to the reader (Reply-To), so the author answers from their own
 * mailbox and the reader learns the author's address only if the author writes back.
 */
export function buildRelayMail({ to, lang, site, title, url, sender, message }: RelayMail): MailMessage {
  const t = translator(lang);
  return {
    to,
    replyTo: sender.email,
    subject: t('relay.mail.subject', { title }),
    ...renderMail({
      lang,
      paragraphs: [
        t('relay.mail.intro', { name: sender.name, title, site }),
        message,
        t('relay.mail.replyTo', { email: sender.email }),
        t('relay.mail.privacy'),
      ],
      action: { label: t('relay.mail.action'), url },
      footer: [t('relay.mail.footer', { site })],
    }),
  };
}

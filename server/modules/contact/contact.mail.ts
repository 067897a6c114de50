import type { ContactMessageRequest } from '#shared/contact.ts';
import type { Lang } from '#shared/i18n/format.ts';
import { translator } from '../../lib/i18n.ts';
import { renderMail } from '../../lib/mail-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';

/** The team's copy of a contact message, in the language it was written in; replies go to the sender. */
export function buildContactNotice(to: string, input: ContactMessageRequest, lang: Lang): MailMessage {
  const t = translator(lang);
  const lines = [
    `${t('mail.contactNotice.name')}: ${input.name}`,
    `${t('mail.contactNotice.email')}: ${input.email}`,
    ...(input.phone ? [`${t('mail.contactNotice.phone')}: ${input.phone}`] : []),
    ...(input.subject ? [`${t('mail.contactNotice.subject')}: ${input.subject}`] : []),
  ];
  return {
    to,
    replyTo: input.email,
    subject: t('mail.contactNotice.title', { subject: input.subject || input.name }),
    ...renderMail({
      lang,
      paragraphs: [t('mail.contactNotice.intro'), lines.join('\n'), input.message],
      footer: [t('mail.contactNotice.footer')],
    }),
  };
}

import type { Lang } from '#shared/i18n/format.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface MailContent {
  lang: Lang;
  /** Plain paragraphs (user text is escaped in the HTML part). */
  paragraphs: string[];
  /** A call to action: a button in HTML, the bare URL on its own line in text. */
  action?: { label: string; url: string };
  /** Small print at the end (why you got this). */
  footer: string[];
  /** A link in the small print (unsubscribe). */
  footerLink?: { label: string; url: string };
}

/** Plain text plus simple HTML with the language's direction (Arabic mail is right to left). */
export function renderMail({ lang, paragraphs, action, footer, footerLink }: MailContent) {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    ...footer,
    ...(footerLink ? [`${footerLink.label}: ${footerLink.url}`] : []),
  ].join('\n\n');
  const p = (s: string) => `<p>${escapeHtml(s).replace(/\n/g, '<br>')}</p>`;
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#0b6e4f;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(action.label)}</a></p>`
    : '';
  const smallStyle = 'color:#52606d;font-size:13px';
  const small =
    footer.map((s) => `<p style="${smallStyle}">${escapeHtml(s)}</p>`).join('') +
    (footerLink
      ? `<p style="${smallStyle}"><a href="${escapeHtml(footerLink.url)}">${escapeHtml(footerLink.label)}</a></p>`
      : '');
  const html = `<!doctype html><html lang="${lang}" dir="${dir}"><body dir="${dir}" style="font-family:Arial,sans-serif;color:#1f2933">
${paragraphs.map(p).join('')}${button}${small}</body></html>`;
  return { text, html };
}

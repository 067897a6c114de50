// Apart from moderation.ts, which every post page's report form brings to the browser (the detail
// chunk): only the server and the owner's posts page need this.
/**
 * What an author reads of a rejection: the common reason in `t`'s language, the moderator's own
 * words, or both. The mail says it in the author's language, the owner's posts page in its own.
 */
export function rejectionSentence(
  t: (key: string) => string,
  code: string | null | undefined,
  note: string | null | undefined,
): string {
  const label = code && code !== 'other' ? t(`moderation.rejectReasons.${code}`) : '';
  return [label, note ?? ''].filter(Boolean).join(' — ');
}

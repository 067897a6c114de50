/**
 * A phone number as a `tel:` link and schema.org `telephone` take it: digits and a leading +. The
 * site serves one US city, so a 10-digit number without a country code (313 555 0123, as people
 * write it locally) is a North American one and gets +1, which a phone abroad needs to dial it.
 */
export function dialable(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `+${digits}`;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return digits;
}

export const telHref = (phone: string) => `tel:${dialable(phone)}`;

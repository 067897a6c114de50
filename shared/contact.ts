import { z } from 'zod';
import { cleanText, emailSchema, limits, phoneSchema, stripBidiControls } from './validation.ts';

/**
 * The contact form, shared by the browser form, the page action and POST contact. Messages are
 * catalog keys (product description §5: 'Name is required', 'Email is not valid', 'Message cant be empty').
 */
export const contactMessageRequestSchema = z.object({
  name: cleanText(limits.nameMax, 'validation.nameRequired', 'validation.nameTooLong'),
  email: z.string({ error: 'validation.emailInvalid' }).pipe(emailSchema),
  phone: z
    .string()
    .optional()
    .transform((v) => v ?? '')
    .pipe(phoneSchema),
  subject: z
    .string({ error: 'validation.invalid' })
    .optional()
    .transform((v) => stripBidiControls(v ?? '').trim())
    .pipe(z.string().max(limits.subjectMax, { error: 'validation.subjectTooLong' })),
  message: z
    .string({ error: 'validation.messageRequired' })
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .min(1, { error: 'validation.messageRequired' })
        .max(limits.messageMax, { error: 'validation.messageTooLong' }),
    ),
});

export type ContactMessageRequest = z.infer<typeof contactMessageRequestSchema>;
export type ContactField = keyof ContactMessageRequest;
export const contactFields: ContactField[] = ['name', 'email', 'phone', 'subject', 'message'];

/** Field → catalog key of its first problem, for showing messages beside each input. */
export function contactFieldErrors(error: z.ZodError): Partial<Record<ContactField, string>> {
  const out: Partial<Record<ContactField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as ContactField;
    if (contactFields.includes(field) && !out[field]) out[field] = issue.message;
  }
  return out;
}

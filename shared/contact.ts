import { z } from 'zod';
import { emailSchema, limits, phoneSchema, textField } from './validation.ts';

/**
 * The contact form, shared by the browser form, the page action and POST contact. Messages are
 * catalog keys (product description §5: 'Name is required', 'Email is not valid', 'Message cant be empty').
 */
export const contactMessageRequestSchema = z.object({
  name: textField({
    max: limits.nameMax,
    required: 'validation.nameRequired',
    tooLong: 'validation.nameTooLong',
  }),
  email: z.string({ error: 'validation.emailInvalid' }).pipe(emailSchema),
  phone: z
    .string()
    .optional()
    .transform((v) => v ?? '')
    .pipe(phoneSchema),
  subject: textField({ max: limits.subjectMax, tooLong: 'validation.subjectTooLong' }),
  message: textField({
    max: limits.messageMax,
    required: 'validation.messageRequired',
    tooLong: 'validation.messageTooLong',
    multiline: true,
  }),
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

import { z } from 'zod';
import { textField } from '../validation.ts';
import { relayLimits } from './relay.ts';

/**
 * A reader's message to a post's author through the contact relay (decision 105): the author gets
 * it by e-mail in their own language with the reader's address to reply to; the reader never
 * learns the author's address. Sent from the API and from the relay form alike.
 */
export const relayMessageRequestSchema = z.strictObject({
  message: textField({
    max: relayLimits.messageMax,
    required: 'relay.validation.messageRequired',
    tooLong: 'relay.validation.messageTooLong',
    multiline: true,
  }),
});
export type RelayMessageRequest = z.infer<typeof relayMessageRequestSchema>;

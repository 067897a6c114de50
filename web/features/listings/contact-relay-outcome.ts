/** What a message through the contact relay answered; the form shows its message (contact-relay-form.tsx). */
export const relayOutcomes = [
  'sent',
  'messageRequired',
  'messageTooLong',
  'messageControl',
  'limited',
  'own',
  'gone',
  'login',
  'unverified',
] as const;
export type RelayOutcome = (typeof relayOutcomes)[number];

/** The query parameter a plain (no-JavaScript) message comes back to the page with. */
export const relayOutcomeParam = 'contact';

/** The catalog key of each outcome's message. */
export const relayOutcomeMessage: Record<RelayOutcome, string> = {
  sent: 'relay.sent',
  messageRequired: 'relay.validation.messageRequired',
  messageTooLong: 'relay.validation.messageTooLong',
  messageControl: 'validation.controlCharacters',
  limited: 'relay.limited',
  own: 'errors.listingContactOwn',
  gone: 'errors.listingNotFound',
  login: 'relay.loginFirst',
  unverified: 'relay.verifyFirst',
};

/** Outcomes that are a problem with the message field itself (shown under it). */
export const relayFieldOutcomes: readonly RelayOutcome[] = [
  'messageRequired',
  'messageTooLong',
  'messageControl',
];

export const isRelayOutcome = (value: unknown): value is RelayOutcome =>
  (relayOutcomes as readonly unknown[]).includes(value);

// Zod-free, so the relay form on a post's page does not bring zod to the browser (decision 060);
// the request schema is in relay.schema.ts.
export const relayLimits = {
  messageMax: 2000,
  /** Messages one reader may send through the relay in an hour (RELAY_MESSAGES_PER_HOUR overrides). */
  perHour: 5,
} as const;

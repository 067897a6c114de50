// What the launcher (in every page's shell) and the modal (its own lazy chunk) share: the record a
// dismissed welcome item leaves in localStorage. It is a module of its own so the shell does not
// carry welcome-content.ts, whose parsers only the modal runs.

export interface DismissalRecord {
  action: 'closed' | 'watched';
  timestamp: number;
  url: string;
}

/** localStorage key of the dismissal record of one welcome item, keyed by its url. */
export const dismissalKey = (url: string) => `welcome_dismissed:${url}`;

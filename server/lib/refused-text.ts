/**
 * PostgreSQL's SQLSTATEs for text it cannot store: 22021 invalid byte sequence (NUL is one),
 * 22P05 untranslatable character. Every text field's schema refuses these characters first
 * (shared/validation.ts textField); this is the net for a field that forgot to, so bad input
 * answers 400 and never 500.
 */
const refusedTextStates = new Set(['22021', '22P05']);

export function isRefusedText(error: unknown): boolean {
  return error instanceof Error && refusedTextStates.has(String((error as { code?: unknown }).code));
}

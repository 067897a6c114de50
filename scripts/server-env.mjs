/**
 * The environment `npm start` gives the server: production unless told otherwise, and never a
 * throw-away database. EMBEDDED_PG_THROWAWAY is set to empty rather than removed because Node's
 * --env-file never overrides a variable that is already set, so a .env line cannot bring it back.
 */
export function serverEnv(env) {
  return { NODE_ENV: 'production', ...env, EMBEDDED_PG_THROWAWAY: '' };
}

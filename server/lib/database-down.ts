import { isRefusedText } from './refused-text.ts';

/**
 * Recognises the errors pg raises when PostgreSQL cannot be reached (down, restarting, pool
 * exhausted while connecting), so users get a translated 503 instead of a generic failure.
 */
const downPattern =
  /ECONNREFUSED|ECONNRESET|terminating connection|Connection terminated|timeout exceeded when trying to connect|the database system is (starting up|shutting down|in recovery mode)|Client has encountered a connection error/i;

export function isDatabaseDown(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  // 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now, 08xxx connection exceptions
  if (code && (/^57P0[123]$/.test(code) || /^08/.test(code))) return true;
  return downPattern.test(error.message);
}

/** An outage is a 503 page; text PostgreSQL refuses (a field whose schema forgot the check) a 400 page. */
function asPageError(error: unknown): unknown {
  if (isDatabaseDown(error)) return new Response(null, { status: 503 });
  if (isRefusedText(error)) return new Response(null, { status: 400 });
  return error;
}

/**
 * Wraps every service method so that a database outage becomes a thrown 503 Response, which React
 * Router turns into the error page with that status (pages say the service is unavailable).
 */
export function withUnavailableAs503<T extends object>(services: T): T {
  const wrapped = new Map<PropertyKey, unknown>();
  return new Proxy(services, {
    get(target, key, receiver) {
      const service = Reflect.get(target, key, receiver);
      if (!service || typeof service !== 'object') return service;
      if (!wrapped.has(key)) {
        wrapped.set(
          key,
          new Proxy(service, {
            get(s, name, r) {
              const value = Reflect.get(s, name, r);
              if (typeof value !== 'function') return value;
              return (...args: unknown[]) => {
                try {
                  const result = value.apply(s, args);
                  return result instanceof Promise
                    ? result.catch((error: unknown) => {
                        throw asPageError(error);
                      })
                    : result;
                } catch (error) {
                  throw asPageError(error);
                }
              };
            },
          }),
        );
      }
      return wrapped.get(key);
    },
  });
}

import type { WebLoadContext as AppLoadContext } from '../../load-context.ts';
import { data, redirect } from 'react-router';
import type { z } from 'zod';
import { accountLimits } from '../../../shared/accounts.ts';
import { errorCodes, isAppError } from '../../../shared/errors.ts';

/** Same name as the server's `sessionCookieName`; only page requests read it. */
const cookieName = 'jaliya_session';

/** HttpOnly + SameSite=Lax: scripts cannot read it and cross-site POSTs do not carry it. */
export function sessionCookie(context: AppLoadContext, token: string, expiresAt?: Date) {
  const secure = context.config.publicUrl.startsWith('https://') ? '; Secure' : '';
  const maxAge = expiresAt
    ? Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000))
    : accountLimits.sessionDays * 86400;
  return `${cookieName}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

export function clearSessionCookie(context: AppLoadContext) {
  const secure = context.config.publicUrl.startsWith('https://') ? '; Secure' : '';
  return `${cookieName}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure}`;
}

export const requestMeta = (context: AppLoadContext) => ({ ip: context.clientIp, lang: context.lang });

/** What every account form action answers: field errors and a form message are catalog keys. */
export interface AccountActionData {
  ok: boolean;
  intent?: string;
  /** A success message key. */
  message?: string;
  formError?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
  /** Only for the page's own script, to mirror the spec's localStorage keys. */
  session?: { token: string; name: string; email: string };
  redirectTo?: string;
}

export function formValues(form: FormData, fields: readonly string[]) {
  return Object.fromEntries(fields.map((f) => [f, String(form.get(f) ?? '')])) as Record<string, string>;
}

/** Values to refill a form with: never passwords or codes. */
function safeValues(values: Record<string, string>) {
  return Object.fromEntries(Object.entries(values).filter(([k]) => !/password|code/.test(k)));
}

export function zodErrors(error: z.ZodError) {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form';
    if (!errors[key])
      errors[key] = /^[a-z]+\.[\w.]+$/.test(issue.message) ? issue.message : 'validation.invalid';
  }
  return errors;
}

export function invalid(intent: string, values: Record<string, string>, errors: Record<string, string>) {
  return data<AccountActionData>({ ok: false, intent, errors, values: safeValues(values) }, { status: 400 });
}

/**
 * Runs a service call for a form: AppErrors become field or form messages in the page (no 5xx for
 * bad input); throttling keeps its 429 and Retry-After.
 */
export async function runForm<T>(intent: string, values: Record<string, string>, work: () => Promise<T>) {
  try {
    return { ok: true as const, value: await work() };
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.code === 'UNAUTHORIZED') throw redirect('/Login');
    const errors = Object.fromEntries(error.issues.map((i) => [i.path, i.code]));
    const status = error.code === 'RATE_LIMITED' ? 429 : error.code === 'MAIL_UNAVAILABLE' ? 503 : 400;
    const headers: Record<string, string> =
      error.code === 'RATE_LIMITED' ? { 'Retry-After': String(error.params.retryAfter ?? 60) } : {};
    const formError = error.issues.length ? undefined : errorCodes[error.code].message;
    return {
      ok: false as const,
      response: data<AccountActionData>(
        { ok: false, intent, errors, formError, values: safeValues(values) },
        { status, headers },
      ),
    };
  }
}

/**
 * Page form posts carry the SameSite=Lax cookie, which browsers leave off cross-site POSTs; a
 * foreign Origin is refused as well, so no other site can submit these forms for the user.
 */
export function assertSameOrigin(request: Request) {
  if (request.method === 'GET' || request.method === 'HEAD') return;
  const origin = request.headers.get('origin');
  if (origin && origin !== 'null' && new URL(origin).host !== new URL(request.url).host) {
    throw data({ ok: false, formError: 'errors.forbidden' }, { status: 403 });
  }
  if (origin === 'null') throw data({ ok: false, formError: 'errors.forbidden' }, { status: 403 });
}

/** The signed-in user of an account page, or a trip to the login page that comes back here. */
export function requirePageUser(context: AppLoadContext, request: Request) {
  assertSameOrigin(request);
  if (context.user && context.sessionToken) return { user: context.user, token: context.sessionToken };
  const url = new URL(request.url);
  throw redirect(`/Login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

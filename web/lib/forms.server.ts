import { data, redirect } from 'react-router';
import type { z } from 'zod';
import { errorCodes, isAppError, issueKey } from '#shared/errors.ts';

/**
 * Form actions of every page (accounts today, each listing kind's posting form next): values to
 * refill, zod issues as catalog keys, and service errors as field or form messages.
 */

/** What every form action answers: field errors and a form message are catalog keys. */
export interface FormActionData {
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
    errors[key] ??= issueKey(issue.message);
  }
  return errors;
}

export function invalid(intent: string, values: Record<string, string>, errors: Record<string, string>) {
  return data<FormActionData>({ ok: false, intent, errors, values: safeValues(values) }, { status: 400 });
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
      response: data<FormActionData>(
        { ok: false, intent, errors, formError, values: safeValues(values) },
        { status, headers },
      ),
    };
  }
}

/** The account pages' name for the same shape. */
export type AccountActionData = FormActionData;

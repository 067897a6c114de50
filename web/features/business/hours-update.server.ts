import { isAppError } from '#shared/errors.ts';
import type { WebLoadContext } from '../../load-context.ts';
import {
  compactSpecialRows,
  hourFields,
  hoursFieldOfIssue,
  specialHoursOf,
  weeklyHoursOf,
} from './hours-form.ts';

/** What an hours update came to: saved, or refused with messages (catalog keys) and nothing changed. */
export type HoursUpdateOutcome =
  | { ok: true }
  | {
      ok: false;
      /** forbidden / notFound: not this user's to change; invalid: the hours, with `errors`. */
      reason: 'invalid' | 'forbidden' | 'notFound';
      errors: Record<string, string>;
      values: Record<string, string>;
    };

/** The hours fields of a posted form, with empty and removed special periods dropped. */
export function hoursFormValues(form: FormData): Record<string, string> {
  const values = Object.fromEntries(
    hourFields.flatMap((name) => {
      const value = form.get(name);
      return typeof value === 'string' ? [[name, value]] : [];
    }),
  );
  return compactSpecialRows(values);
}

/**
 * Saves the week and the special periods of business `id` through the listings service's
 * unreviewed update (the kind's hours schema checks them; the post keeps its status, so a
 * published business stays published). Only its owner or a moderator may; bad hours come back as
 * messages under their fields and change nothing.
 */
export async function updateHoursFromForm(
  context: WebLoadContext,
  input: { id: number; viewer: NonNullable<WebLoadContext['user']>; values: Record<string, string> },
): Promise<HoursUpdateOutcome> {
  const refused = (reason: 'invalid' | 'forbidden' | 'notFound', errors: Record<string, string> = {}) => ({
    ok: false as const,
    reason,
    errors,
    values: input.values,
  });
  try {
    const business = await context.services.listings.get({
      id: input.id,
      cityId: context.config.cityId,
      viewer: input.viewer,
    });
    // the hours page is a business's: another kind's id is not found here
    if (business.kind !== 'business') return refused('notFound');
    await context.services.listings.updateUnreviewed({
      id: input.id,
      cityId: context.config.cityId,
      viewer: input.viewer,
      body: { hours: weeklyHoursOf(input.values), special_hours: specialHoursOf(input.values) },
    });
    return { ok: true };
  } catch (error) {
    if (isAppError(error, 'FORBIDDEN')) return refused('forbidden');
    if (isAppError(error, 'LISTING_NOT_FOUND')) return refused('notFound');
    if (!isAppError(error, 'VALIDATION_FAILED')) throw error;
    const errors: Record<string, string> = {};
    for (const issue of error.issues) {
      const field = hoursFieldOfIssue(issue.path.replace(/^attributes\./, '')) ?? 'form';
      errors[field] ??= issue.code;
    }
    return refused('invalid', errors);
  }
}

/** Query parameters carrying a refused form back to its page without JavaScript (`v.` values, `e.` messages). */
export function refusedFormQuery(values: Record<string, string>, errors: Record<string, string>) {
  const query = new URLSearchParams({ failed: 'invalid' });
  for (const [name, value] of Object.entries(values)) if (value) query.append(`v.${name}`, value);
  for (const [field, key] of Object.entries(errors)) query.append(`e.${field}`, key);
  return query;
}

/**
 * A refused form as its page reads it back from the query: only the hours fields, and only
 * messages the page's catalogs hold (a crafted link can show nothing but our own words).
 */
export function refusedFormOf(search: URLSearchParams, knownMessage: (key: string) => boolean) {
  if (search.get('failed') !== 'invalid') return null;
  const names = new Set(hourFields);
  const values: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const [param, value] of search) {
    if (param.startsWith('v.') && names.has(param.slice(2))) values[param.slice(2)] = value;
    const field = param.startsWith('e.') ? param.slice(2) : null;
    if (field && (field === 'form' || hoursFieldOfIssue(field)) && knownMessage(value)) errors[field] = value;
  }
  return { values, errors };
}

import { data, redirect } from 'react-router';
import { favoriteRequestSchema } from '#shared/saved.schema.ts';
import { safeRedirect } from '#shared/safe-redirect.ts';
import { assertSameOrigin } from '../features/account/session.server.ts';
import type { Route } from './+types/actions.favorite';

/**
 * Saves or unsaves an item from a page, as the button asked (`save` = 1 or 0): the form says what it
 * wants rather than "toggle", so a double submit, a retried request or a post sent before the page
 * hydrated cannot flip the state back. Without JavaScript it goes back to the page it came from.
 */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const back = safeRedirect(form.get('redirectTo'), '/saved-blogs');
  if (!context.user) throw redirect(`/Login?redirectTo=${encodeURIComponent(back)}`);
  const parsed = favoriteRequestSchema.safeParse({ kind: form.get('kind'), id: form.get('id') });
  if (!parsed.success) return data({ saved: undefined }, { status: 400 });
  try {
    const { favorites } = context.services;
    const { kind, id } = parsed.data;
    const result =
      form.get('save') === '0'
        ? await favorites.unsave(context.user.id, kind, id)
        : await favorites.save(context.user.id, kind, id, context.config.cityId);
    // a plain form post (no JavaScript) goes back to the page; a script gets the new state
    if (request.headers.get('accept')?.includes('text/html')) throw redirect(back);
    return { saved: result.saved };
  } catch (error) {
    if (error instanceof Response) throw error;
    if ((error as { code?: string }).code === 'NOT_FOUND') return data({ saved: undefined }, { status: 404 });
    throw error;
  }
}

import { redirect } from 'react-router';
import { isAppError } from '#shared/errors.ts';
import { isListingKind, listingKindDefinition } from '#shared/listings/kinds.ts';
import { idSchema } from '#shared/params.ts';
import { requirePageUser } from '../features/account/session.server.ts';
import { flashRedirect } from '../lib/flash.server.ts';
import type { Route } from './+types/actions.listing';

const failureOf = (error: unknown) => {
  if (isAppError(error, 'LISTING_STATUS_CONFLICT')) return 'conflict';
  if (isAppError(error, 'FORBIDDEN')) return 'forbidden';
  if (isAppError(error, 'LISTING_NOT_FOUND') || isAppError(error, 'NOT_FOUND')) return 'notFound';
  return null;
};

/**
 * The owner's actions on a post from the own-posts page, as plain form posts (no JavaScript needed):
 * `end` (sold or closed, as the kind says), `renew` (expired posts) and `delete`. Ending and deleting
 * cannot be undone: each needs a second, confirming post (`confirm=yes`; the first one goes to the
 * page's confirmation step). The service
 * checks ownership: another user's id changes nothing and comes back as a message.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requirePageUser(context, request);
  const form = await request.formData();
  const kindValue = form.get('kind');
  const kind = isListingKind(kindValue) ? kindValue : null;
  const mine = kind ? listingKindDefinition(kind).paths.mine : '/Profile';
  const id = idSchema.safeParse(form.get('id'));
  const intent = form.get('intent');
  if (!kind || !id.success) throw flashRedirect(context, mine, 'failed', 'notFound');
  const input = { id: id.data, cityId: context.config.cityId, viewer: user };
  try {
    if (intent === 'end') {
      if (form.get('confirm') !== 'yes') throw redirect(`${mine}?end=${id.data}#confirm-end`);
      await context.services.listings.end(input);
      throw flashRedirect(context, mine, 'done', listingKindDefinition(kind).endStatus);
    }
    if (intent === 'renew') {
      await context.services.listings.renew(input);
      throw flashRedirect(context, mine, 'done', 'renewed');
    }
    if (intent === 'delete') {
      if (form.get('confirm') !== 'yes') throw redirect(`${mine}?delete=${id.data}#confirm-delete`);
      await context.services.listings.remove(input);
      throw flashRedirect(context, mine, 'done', 'deleted');
    }
    throw flashRedirect(context, mine, 'failed', 'conflict');
  } catch (error) {
    if (error instanceof Response) throw error;
    const failure = failureOf(error);
    if (!failure) throw error;
    throw flashRedirect(context, mine, 'failed', failure);
  }
}

import { useRef } from 'react';
import { data, type MetaFunction, useActionData, useLoaderData } from 'react-router';
import { isAppError } from '#shared/errors.ts';
import { catalogMessages } from '#shared/i18n/catalog-modules.ts';
import { createTranslator } from '#shared/i18n/format.ts';
import { rejectRequestSchema } from '#shared/moderation.schema.ts';
import { idSchema } from '#shared/params.ts';
import { canModerateRole } from '#shared/roles.ts';
import { requirePageUser } from '../../features/account/session.server.ts';
import { hoursChangeText, type StoredHours, weekTableOf } from '../../features/business/hours.server.ts';
import moderationCss from '../../features/moderation/moderation.css?url';
import { postFactNamespaces, postFacts } from '../../features/moderation/post-facts.server.ts';
import { QueueItem } from '../../features/moderation/queue-item.tsx';
import { useQueueKeys } from '../../features/moderation/use-queue-keys.ts';
import { zodErrors } from '../../lib/forms.server.ts';
import { useT } from '../../lib/i18n.ts';
import { messagesFor } from '../../lib/messages.server.ts';
import type { StylesHandle } from '../../lib/page-styles.tsx';
import { flashRedirect, takeFlash } from '../../lib/flash.server.ts';
import type { WebLoadContext } from '../../load-context.ts';
import type { Route } from './+types/moderation';

export const handle: StylesHandle = { styles: [moderationCss] };

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? 'Moderation' },
  { name: 'robots', content: 'noindex' },
];

const path = '/admin/moderation';

/** Moderators and admins only: guests go to log in (and come back), other accounts get a 403 page. */
function requireModerator(context: WebLoadContext, request: Request) {
  const { user } = requirePageUser(context, request);
  return canModerateRole(user.role) ? user : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const moderator = requireModerator(context, request);
  // business: the week's day names and hours texts of a business's hours
  const messages = messagesFor(context.lang, 'moderation', 'moderationConsole', 'business');
  const title = messages['moderationConsole.title'];
  if (!moderator)
    return data(
      { forbidden: true as const, items: [], waiting: 0, done: null, messages, title },
      { status: 403 },
    );
  const input = { cityId: context.config.cityId, viewer: moderator };
  // the console shows the oldest posts; the count says how many wait in all
  const [queue, waiting] = await Promise.all([
    context.services.moderation.queue(input),
    context.services.moderation.count(input),
  ]);
  // A business's hours change without review, also while it waits for one: the moderator reads
  // the hours as they are now, and an edit's hours as text, not as stored JSON.
  const t = createTranslator(context.lang, messages);
  const now = new Date();
  // every field the author filled, in words: read from the kinds' catalogs here, sent as text
  const kindsT = createTranslator(context.lang, catalogMessages(context.lang, ...postFactNamespaces));
  const categoryNames = new Map<number, string>();
  if (queue.some((item) => item.listing.kind === 'product' || item.listing.kind === 'business')) {
    const [market, directory] = await Promise.all([
      context.services.categories.marketCategories(context.config.cityId, context.lang),
      context.services.categories.listMenuCategories(context.config.cityId, context.lang),
    ]);
    for (const main of [...market, ...directory])
      for (const category of [main, ...main.sub_categories]) categoryNames.set(category.id, category.name);
  }
  const items = queue.map((queued) => {
    const { listing } = queued;
    const facts = postFacts(context.lang, kindsT, listing.kind, listing.attributes, (id) =>
      categoryNames.get(id),
    );
    const item = { ...queued, facts };
    if (listing.kind !== 'business') return { ...item, hours: null };
    const week = weekTableOf(
      context.lang,
      t,
      item.listing.attributes as StoredHours,
      now,
      context.config.timeZone,
    );
    return {
      ...item,
      diff: item.diff.map((change) => ({
        ...change,
        ...hoursChangeText(context.lang, t, change.field, change),
      })),
      hours: {
        days: week.days.map((d) => ({ day: d.day, name: d.name, label: d.label })),
        special: week.special.map((s) => ({ label: s.label, dates: s.dates, hours: s.hours })),
      },
    };
  });
  // a decision's message shows once, after its redirect; a refresh says nothing
  const flash = takeFlash(context, request);
  const done = flash.search.get('done');
  return data(
    { forbidden: false as const, items, waiting, done, messages, title },
    { headers: flash.headers },
  );
}

/** What each decision says when it is done (moderationConsole.done.*). */
const doneKey = {
  approve: 'approved',
  reject: 'rejected',
  restore: 'restored',
  trust: 'trusted',
  untrust: 'untrusted',
};
type Intent = keyof typeof doneKey;

/**
 * One decision per form post; it redirects back to the queue with a status line, so it works the
 * same with and without JavaScript. A decision someone else made first answers 'conflict'.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const moderator = requireModerator(context, request);
  if (!moderator) throw data({ ok: false }, { status: 403 });
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '') as Intent;
  const id = idSchema.safeParse(form.get('id'));
  if (!(intent in doneKey) || !id.success)
    return data({ ok: false as const, id: null, error: 'validation.invalid' }, { status: 400 });
  const target = { id: id.data, cityId: context.config.cityId, viewer: moderator };
  const { moderation } = context.services;
  try {
    if (intent === 'reject') {
      const parsed = rejectRequestSchema.safeParse({
        reason_code: form.get('reason_code') || undefined,
        reason: String(form.get('reason') ?? ''),
      });
      if (!parsed.success) {
        const errors = zodErrors(parsed.error);
        return data({ ok: false as const, id: id.data, error: Object.values(errors)[0] }, { status: 400 });
      }
      await moderation.reject({ ...target, request: parsed.data });
    } else if (intent === 'approve') await moderation.approve(target);
    else if (intent === 'restore') await moderation.restore(target);
    else await moderation.setTrust({ ...target, trusted: intent === 'trust' });
  } catch (error) {
    if (isAppError(error) && (error.code === 'LISTING_STATUS_CONFLICT' || error.code === 'LISTING_NOT_FOUND'))
      throw flashRedirect(context, path, 'done', 'conflict');
    throw error;
  }
  throw flashRedirect(context, path, 'done', doneKey[intent], '#queue');
}

export default function ModerationConsole() {
  const t = useT();
  const { forbidden, items, waiting, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const list = useRef<HTMLOListElement>(null);
  const { selected, setSelected } = useQueueKeys(list, items.length);
  if (forbidden)
    return (
      <main id="main" className="page container stack">
        <h1>{t('moderationConsole.forbiddenTitle')}</h1>
        <p>{t('moderationConsole.forbiddenBody')}</p>
      </main>
    );
  const doneMessage = done && /^[a-z]+$/.test(done) ? t(`moderationConsole.done.${done}`) : null;
  return (
    <main id="main" className="page container stack">
      <div className="moderation-head">
        <h1>{t('moderationConsole.title')}</h1>
        <p className="muted">{t('moderationConsole.waiting', { count: waiting })}</p>
      </div>
      <p className="lead">{t('moderationConsole.intro')}</p>
      {waiting > items.length ? (
        <p className="muted">{t('moderationConsole.oldestShown', { count: items.length })}</p>
      ) : null}
      <p className="moderation-keys muted" id="moderation-keys">
        {t('moderationConsole.keys.label')}{' '}
        {(
          [
            ['j', 'next'],
            ['k', 'previous'],
            ['a', 'approve'],
            ['r', 'reject'],
          ] as const
        ).map(([key, label], i) => (
          <span key={key}>
            {i ? ' · ' : ''}
            <kbd>{key}</kbd> {t(`moderationConsole.keys.${label}`)}
          </span>
        ))}
      </p>
      {doneMessage && !doneMessage.startsWith('moderation.') ? (
        <p role="status" className={`alert ${done === 'conflict' ? 'alert-warning' : 'alert-success'}`}>
          {doneMessage}
        </p>
      ) : null}
      {result && !result.ok && result.id === null ? (
        <p role="alert" className="alert alert-error">
          {t('moderationConsole.done.invalid')}
        </p>
      ) : null}
      {items.length ? (
        <ol className="moderation-queue" id="queue" ref={list} aria-describedby="moderation-keys">
          {items.map((item, i) => (
            <li key={item.listing.id}>
              <QueueItem
                item={item}
                selected={i === selected}
                onSelect={() => setSelected(i)}
                rejectError={result && !result.ok && result.id === item.listing.id ? result.error : undefined}
              />
            </li>
          ))}
        </ol>
      ) : (
        <div className="empty-state" id="queue">
          <p>{t('moderationConsole.empty')}</p>
        </div>
      )}
    </main>
  );
}

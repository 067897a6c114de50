import { data, type MetaFunction, useActionData, useLoaderData } from 'react-router';
import {
  type ContactField,
  contactFieldErrors,
  contactFields,
  contactMessageRequestSchema,
} from '#shared/contact.ts';
import { isAppError } from '#shared/errors.ts';
import { type ContactActionData, ContactForm } from '../features/pages/contact-form.tsx';
import { loadContentPage } from '../features/pages/content-page.server.ts';
import { ContentPage } from '../features/pages/content-page.tsx';
import { routeMeta } from '../lib/seo.ts';
import pagesCss from '../styles/content-page.css?url';
import contactCss from '../styles/contact.css?url';
import type { StylesHandle } from '../lib/page-styles.tsx';
import type { Route } from './+types/contact';

export const handle: StylesHandle = { styles: [pagesCss, contactCss] };

export async function loader({ context }: Route.LoaderArgs) {
  return loadContentPage(context, 'contact');
}

export const meta: MetaFunction<typeof loader> = (args) =>
  routeMeta(args, {
    title: args.data?.page.title,
    description: args.data?.description,
  });

/** The form's POST, with or without JavaScript: same schema and service as POST /api/…/contact. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = Object.fromEntries(contactFields.map((f) => [f, String(form.get(f) ?? '')])) as Record<
    ContactField,
    string
  >;
  const parsed = contactMessageRequestSchema.safeParse(values);
  if (!parsed.success) {
    return data<ContactActionData>(
      { ok: false, errors: contactFieldErrors(parsed.error), values },
      { status: 400 },
    );
  }
  try {
    await context.services.contact.submitMessage(parsed.data, {
      cityId: context.config.cityId,
      lang: context.lang,
      clientKey: context.clientIp,
    });
  } catch (error) {
    if (isAppError(error, 'RATE_LIMITED')) {
      return data<ContactActionData>(
        { ok: false, formError: 'errors.rateLimited', values },
        { status: 429, headers: { 'Retry-After': String(error.params.retryAfter ?? 60) } },
      );
    }
    throw error;
  }
  return data<ContactActionData>({ ok: true });
}

export default function Contact() {
  const { page } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ContactActionData | undefined;
  return (
    <ContentPage page={page}>
      <ContactForm result={result} />
    </ContentPage>
  );
}

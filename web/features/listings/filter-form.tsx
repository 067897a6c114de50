import type { FormEvent } from 'react';
import { Form, type FormProps, useSubmit } from 'react-router';
import { listingSorts } from '#shared/listings/sorts.ts';

/** The order a list has without one asked for (the server's default too). */
const defaultSort = listingSorts[0];

/**
 * A list's filter form (GET). A filter left empty, and the default order, stay out of the address:
 * the link a reader shares or bookmarks says what they chose (`?condition=used`), not the dozen
 * empty boxes of the form. Without JavaScript the browser sends every field, which the list reads
 * the same way (an empty value is no filter, `sort=newest` the order it has anyway).
 */
export function FilterForm({
  action,
  ...props
}: Omit<FormProps, 'method' | 'onSubmit'> & { action: string }) {
  const submit = useSubmit();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const chosen = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget, submitter))
      if (typeof value === 'string' && value.trim() && !(name === 'sort' && value === defaultSort))
        chosen.append(name, value);
    submit(chosen, { method: 'get', action });
  };
  return <Form {...props} method="get" action={action} onSubmit={onSubmit} />;
}

/**
 * A post's "Details" section on its page (any kind): labelled facts, already translated, and the
 * date it was posted. Each value is isolated (`bdi`): a phone number or an English street in an
 * Arabic line keeps its own direction.
 */
export function ListingDetails({
  heading,
  items,
  posted,
}: {
  heading: string;
  /** [label, value] pairs; pairs without a value are left out by the caller */
  items: Array<[string, string | number]>;
  posted: { label: string; at: string | null; text: string | null };
}) {
  return (
    <section className="product-details" aria-labelledby="details-heading">
      <h2 id="details-heading">{heading}</h2>
      <dl>
        {items.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
        {posted.at && posted.text ? (
          <div>
            <dt>{posted.label}</dt>
            <dd>
              <time dateTime={posted.at}>{posted.text}</time>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

import { Form } from 'react-router';
import { formatNumber } from '#shared/i18n/format.ts';
import { rejectReasons } from '#shared/moderation.ts';
import type { ModerationItem } from '#server/modules/moderation/moderation.service.ts';
import { formatPostDate } from '../../lib/format-date.ts';
import { useLang, useT } from '../../lib/i18n.ts';

/** A business's hours as they are now, as the console shows them (texts made by the loader). */
export interface QueueHours {
  days: Array<{ day: string; name: string; label: string }>;
  special: Array<{ label: string; dates: string; hours: string }>;
}

/** One field the author filled, labelled and in words (post-facts.server.ts). */
export interface QueueFact {
  label: string;
  value: string;
}

interface Props {
  item: ModerationItem & { hours: QueueHours | null; facts: QueueFact[] };
  selected: boolean;
  onSelect: () => void;
  /** The catalog key of this item's refused rejection (from the action), if any. */
  rejectError?: string;
}

/** A hidden-field form posting one decision on this post to the console's action. */
function Decision({ id, intent, label, tone }: { id: number; intent: string; label: string; tone: string }) {
  return (
    <Form method="post" data-intent={intent}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={`btn btn-sm ${tone}`}>
        {label}
      </button>
    </Form>
  );
}

/** One post in the moderation queue: what it says, who wrote it, why it is here, and the decisions. */
export function QueueItem({ item, selected, onSelect, rejectError }: Props) {
  const t = useT();
  const lang = useLang();
  const { listing, author } = item;
  const headingId = `mod-${listing.id}-title`;
  const fieldLabel = (field: string) => {
    if (field.startsWith('attributes.')) {
      const key = `moderationConsole.attributes.${field.slice('attributes.'.length)}`;
      const label = t(key);
      return label === key ? field.slice('attributes.'.length) : label;
    }
    return field === 'photos' ? t('moderationConsole.diffPhotos') : t(`moderationConsole.fields.${field}`);
  };
  const auditLine = (entry: ModerationItem['audit'][number]) => {
    const name = entry.actor ?? t('moderationConsole.someone');
    if (entry.action === 'trust' && entry.actor === null)
      return t('moderationConsole.audit.autoTrust', { count: Number(entry.reason) || 0 });
    if (entry.action === 'report-hide')
      return t('moderationConsole.audit.report-hide', { count: Number(entry.reason) || 0 });
    return t(`moderationConsole.audit.${entry.action}`, { name });
  };
  const hasReports = item.reports.length > 0;
  const decidable = listing.status === 'pending';
  return (
    <article
      className={`card moderation-item${selected ? ' is-selected' : ''}`}
      aria-labelledby={headingId}
      aria-current={selected ? 'true' : undefined}
      data-queue-item={listing.id}
      tabIndex={-1}
      onFocus={onSelect}
    >
      <div className="moderation-tags">
        <span className="badge">{t(`moderationConsole.kinds.${listing.kind}`)}</span>
        <span
          className={`badge ${item.reason === 'hidden' || item.reason === 'reported' ? 'badge-warning' : ''}`}
        >
          {t(`moderationConsole.queueReasons.${item.reason}`)}
        </span>
        <span className="muted">
          {t('moderationConsole.posted', { date: formatPostDate(lang, listing.created_at) })}
        </span>
      </div>
      <h2 id={headingId} dir="auto">
        <a href={listing.url}>{listing.title}</a>
      </h2>
      <div className="moderation-columns">
        <div className="stack">
          {/* a business has no price, and a post without one says so in its own fields */}
          {listing.price === null ? null : (
            <p>
              <strong>{t(`moderationConsole.priceLabels.${listing.kind}`)}: </strong>
              <bdi>${formatNumber(lang, listing.price)}</bdi>
            </p>
          )}
          <p className="moderation-description" dir="auto">
            {listing.description}
          </p>
          {item.facts.length ? (
            <section className="moderation-section" aria-labelledby={`mod-${listing.id}-facts`}>
              <h3 id={`mod-${listing.id}-facts`}>{t('moderationConsole.details')}</h3>
              <dl className="moderation-facts">
                {item.facts.map((fact) => (
                  <div key={fact.label}>
                    <dt>{fact.label}</dt>
                    {/* isolated, aligned with the page: an English address in the Arabic console */}
                    <dd>
                      <bdi>{fact.value}</bdi>
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
          <section className="moderation-section" aria-label={t('moderationConsole.photos')}>
            {listing.photos.length ? (
              <ul className="moderation-photos">
                {listing.photos.map((photo, i) => {
                  const smallest = [...photo.variants].sort((a, b) => a.width - b.width)[0];
                  return smallest ? (
                    <li key={photo.id}>
                      <a href={photo.variants.at(-1)?.url ?? smallest.url}>
                        <img
                          src={smallest.url}
                          width={96}
                          height={96}
                          loading="lazy"
                          alt={t('moderationConsole.photoAlt', { n: i + 1, title: listing.title })}
                        />
                      </a>
                    </li>
                  ) : null;
                })}
              </ul>
            ) : (
              <p className="muted">{t('moderationConsole.noPhotos')}</p>
            )}
          </section>
          {item.hours ? (
            <section className="moderation-section" aria-labelledby={`mod-${listing.id}-hours`}>
              <h3 id={`mod-${listing.id}-hours`}>{t('moderationConsole.hoursNow')}</h3>
              <table className="moderation-hours">
                <tbody>
                  {item.hours.days.map((d) => (
                    <tr key={d.day}>
                      <th scope="row">{d.name}</th>
                      <td>
                        <bdi>{d.label}</bdi>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {item.hours.special.length ? (
                <ul>
                  {item.hours.special.map((s) => (
                    <li key={s.dates}>
                      {s.label ? <strong dir="auto">{s.label}</strong> : null} <bdi>{s.dates}</bdi>:{' '}
                      <bdi>{s.hours}</bdi>
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ) : null}
          {item.diff.length ? (
            <section className="moderation-section">
              <h3>{t('moderationConsole.diff')}</h3>
              <table className="moderation-diff">
                <thead>
                  <tr>
                    <th scope="col">{t('moderationConsole.diffField')}</th>
                    <th scope="col">{t('moderationConsole.diffBefore')}</th>
                    <th scope="col">{t('moderationConsole.diffAfter')}</th>
                  </tr>
                </thead>
                <tbody>
                  {item.diff.map((change) => (
                    <tr key={change.field}>
                      <th scope="row">{fieldLabel(change.field)}</th>
                      <td dir="auto">
                        <del>{change.before}</del>
                      </td>
                      <td dir="auto">
                        <ins>{change.after}</ins>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ) : null}
        </div>
        <div className="stack">
          <section className="moderation-section">
            <h3>{t('moderationConsole.author')}</h3>
            <p>
              <bdi>{author.name}</bdi>{' '}
              <span className={`badge ${author.trusted ? 'badge-success' : ''}`}>
                {t(author.trusted ? 'moderationConsole.trusted' : 'moderationConsole.notTrusted')}
              </span>
            </p>
            <p className="muted">
              {t('moderationConsole.approvedCount', { count: author.approved })} ·{' '}
              {t('moderationConsole.rejectedCount', { count: author.rejected })}
            </p>
          </section>
          {hasReports ? (
            <section className="moderation-section">
              <h3>{t('moderationConsole.reports', { count: item.reports.length })}</h3>
              <ul>
                {item.reports.map((report) => (
                  <li key={`${report.reporter}-${report.at}`}>
                    <bdi>{report.reporter}</bdi>: {t(`moderation.report.reasons.${report.reason}`)}
                    {report.note ? (
                      <>
                        {' '}
                        —{' '}
                        <bdi>
                          <q>{report.note}</q>
                        </bdi>
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section className="moderation-section">
            <h3>{t('moderationConsole.history')}</h3>
            {item.audit.length ? (
              <ul>
                {item.audit.map((entry) => (
                  <li key={`${entry.action}-${entry.at}`}>
                    {auditLine(entry)} · <time dateTime={entry.at}>{formatPostDate(lang, entry.at)}</time>
                    {entry.reason && entry.action === 'reject' ? (
                      <div className="muted" dir="auto">
                        {t('moderationConsole.auditReason', { reason: entry.reason })}
                      </div>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">{t('moderationConsole.noHistory')}</p>
            )}
          </section>
        </div>
      </div>
      <div className="moderation-actions" role="group" aria-label={t('moderationConsole.actions')}>
        {item.reason === 'hidden' || item.reason === 'reported' ? (
          <Decision
            id={listing.id}
            intent="restore"
            label={t(item.reason === 'hidden' ? 'moderationConsole.restore' : 'moderationConsole.dismiss')}
            tone="btn-primary"
          />
        ) : decidable ? (
          <Decision
            id={listing.id}
            intent="approve"
            label={t('moderationConsole.approve')}
            tone="btn-primary"
          />
        ) : null}
        <Form method="post" className="moderation-reject" data-intent="reject">
          <input type="hidden" name="id" value={listing.id} />
          <input type="hidden" name="intent" value="reject" />
          <div className="field">
            <label htmlFor={`mod-${listing.id}-reason`}>{t('moderationConsole.rejectReason')}</label>
            <select id={`mod-${listing.id}-reason`} name="reason_code" defaultValue={rejectReasons[0]}>
              {rejectReasons.map((code) => (
                <option key={code} value={code}>
                  {t(`moderation.rejectReasons.${code}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`mod-${listing.id}-note`}>{t('moderationConsole.rejectNote')}</label>
            <textarea
              id={`mod-${listing.id}-note`}
              name="reason"
              rows={1}
              maxLength={500}
              dir="auto"
              aria-invalid={rejectError ? true : undefined}
              aria-describedby={`mod-${listing.id}-note-hint${rejectError ? ` mod-${listing.id}-note-error` : ''}`}
            />
            <p id={`mod-${listing.id}-note-hint`} className="field-hint">
              {t('moderationConsole.rejectNoteHint')}
            </p>
            {rejectError ? (
              <p id={`mod-${listing.id}-note-error`} className="field-error">
                {t(rejectError)}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn btn-sm btn-danger">
            {t('moderationConsole.reject')}
          </button>
        </Form>
        <Decision
          id={listing.id}
          intent={author.trusted ? 'untrust' : 'trust'}
          label={t(author.trusted ? 'moderationConsole.untrust' : 'moderationConsole.trust')}
          tone="btn-outline"
        />
      </div>
    </article>
  );
}

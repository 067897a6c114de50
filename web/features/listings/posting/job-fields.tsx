import { Field } from '#web/lib/form-fields.tsx';
import { useT } from '#web/lib/i18n.ts';
import { EmailField, kindControls, PhoneField, SelectField } from './posting-fields.tsx';
import type { KindFieldsProps } from './product-fields.tsx';

/**
 * A job's own fields (product description §3 Job), between the title and the salary: what the post
 * is, who posts it, where, and how to reach the poster (a phone or an e-mail, at least one).
 */
export function JobFields({ values, errors, choices }: KindFieldsProps) {
  const t = useT();
  const controls = kindControls(values, errors, choices);
  const radios = (name: 'post_type' | 'poster_kind' | 'job_type' | 'salary_type') =>
    controls.radios(
      name,
      t(`jobs.fields.${name}`),
      (value) => t(`jobs.${name}.${value}`),
      // a post is an individual's unless the company entry (/jobforcompany) says otherwise
      name === 'poster_kind' ? 'individual' : '',
    );
  const text = (name: 'company' | 'location', maxLength: number, autoComplete?: string) =>
    controls.input(name, { label: t(`jobs.fields.${name}`), maxLength, autoComplete: autoComplete ?? 'off' });
  return (
    <>
      {radios('post_type')}
      {radios('poster_kind')}
      {radios('job_type')}
      <div className="form-row">
        {text('company', 120, 'organization')}
        {text('location', 120)}
      </div>
      <SelectField
        id="experience"
        name="experience"
        label={t('jobs.fields.experience')}
        defaultValue={values.experience ?? ''}
        error={errors.experience}
      >
        <option value="">{t('jobs.fields.experienceAny')}</option>
        {(choices.experience ?? []).map((value) => (
          <option key={value} value={value}>
            {t(`jobs.experience.${value}`)}
          </option>
        ))}
      </SelectField>
      <fieldset className="field choice-group">
        <legend>{t('jobs.fields.contact')}</legend>
        <p className="field-hint">{t('jobs.fields.contactHint')}</p>
        <div className="form-row">
          <PhoneField label={t('jobs.fields.phone')} value={values.phone} error={errors.phone} />
          <EmailField label={t('jobs.fields.email')} value={values.email} error={errors.email} />
        </div>
      </fieldset>
      <Field
        id="portfolio_url"
        name="portfolio_url"
        type="url"
        label={t('jobs.fields.portfolio_url')}
        hint={t('jobs.fields.portfolioHint')}
        autoComplete="url"
        dir="ltr"
        maxLength={300}
        defaultValue={values.portfolio_url}
        error={errors.portfolio_url}
      />
      {radios('salary_type')}
    </>
  );
}

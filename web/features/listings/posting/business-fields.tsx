import { type InputHTMLAttributes, useState } from 'react';
import { Field } from '#web/lib/form-fields.tsx';
import { useT } from '#web/lib/i18n.ts';
import { SpecialPeriodsEditor, WeeklyHoursEditor } from '../../business/hours-editor.tsx';
import { PinPicker } from '../../maps/pin-picker.tsx';
import { FieldError, SelectField } from './posting-fields.tsx';
import type { KindFieldsProps } from './product-fields.tsx';

/** The address and contact inputs: their label key and what the browser and keyboard should offer. */
const textInputs: Record<string, { label: string } & InputHTMLAttributes<HTMLInputElement>> = {
  street: { label: 'street', autoComplete: 'street-address', dir: 'auto' },
  city: { label: 'city', autoComplete: 'address-level2', dir: 'auto' },
  state: { label: 'state', autoComplete: 'address-level1', dir: 'auto' },
  postal_code: { label: 'postalCode', autoComplete: 'postal-code', inputMode: 'numeric', dir: 'ltr' },
  phone: { label: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel', dir: 'ltr' },
  email: { label: 'email', type: 'email', autoComplete: 'email', dir: 'ltr' },
  website: { label: 'website', inputMode: 'url', autoComplete: 'url', dir: 'ltr' },
};

const listOf = (value: string | undefined) => (value ?? '').split('\n').filter((v) => v.trim() !== '');
/** Services 3–9 (§9): nine inputs, of which at least three are filled. */
const serviceSlots = Array.from({ length: 9 }, (_, i) => i + 1);
const addressFields = ['street', 'city', 'state', 'postal_code'];

/**
 * The add-business form's own fields (product description §3 Business/shop, §5, §9), between the
 * company name and the short description; the photo groups come through `photoSlot`. Everything
 * works without JavaScript (the sub-category list then shows every main category's; the hours
 * editor, shared with the 'update hours' page, shows its time inputs for every mode), the map's
 * pin aside, whose latitude/longitude inputs are the way in.
 */
export function BusinessFields({
  values,
  errors,
  categories,
  choices,
  photoSlot,
  restored,
}: KindFieldsProps) {
  const t = useT();
  const [mainId, setMainId] = useState(values.main_category_id ?? '');
  const chosenSubs = new Set(listOf(values.sub_category_ids));
  const services = listOf(values.services);
  const community = new Set(listOf(values.community));
  const groupLabel = (group?: string) =>
    t(group === 'service' ? 'addBusiness.groups.service' : 'addBusiness.groups.shops');
  const shownMains = mainId ? categories.filter((main) => String(main.id) === mainId) : categories;
  const textField = (name: string, hint?: string) => {
    const { label, ...input } = textInputs[name];
    return (
      <Field
        id={name}
        name={name}
        label={t(`addBusiness.fields.${label}`)}
        hint={hint}
        defaultValue={values[name]}
        error={errors[name]}
        {...input}
      />
    );
  };
  const addressOf = () => {
    const form = document.getElementById('street')?.closest('form');
    if (!form) return '';
    const data = new FormData(form);
    return addressFields
      .map((name) => String(data.get(name) ?? '').trim())
      .filter(Boolean)
      .join(', ');
  };

  return (
    <>
      {photoSlot?.('logo')}
      {photoSlot?.('cover')}
      <SelectField
        id="main_category_id"
        name="main_category_id"
        label={t('addBusiness.fields.mainCategory')}
        value={mainId}
        onChange={(event) => setMainId(event.target.value)}
        error={errors.main_category_id}
      >
        <option value="">{t('posting.fields.choose')}</option>
        {['shops', 'service'].map((group) => {
          const mains = categories.filter((main) => main.group === group);
          return mains.length ? (
            <optgroup key={group} label={groupLabel(group)}>
              {mains.map((main) => (
                <option key={main.id} value={main.id}>
                  {main.name}
                </option>
              ))}
            </optgroup>
          ) : null;
        })}
      </SelectField>
      <fieldset
        id="sub_category_ids"
        className="field choice-group"
        aria-invalid={errors.sub_category_ids ? true : undefined}
        aria-describedby={errors.sub_category_ids ? 'sub_category_ids-error' : undefined}
      >
        <legend>{t('addBusiness.fields.subCategories')}</legend>
        {categories.map((main) => {
          const isShown = shownMains.includes(main);
          return (
            // sub-categories of another main category are neither shown nor sent
            <div key={main.id} className="choice-block" hidden={!isShown}>
              {mainId ? null : <p className="field-hint">{main.name}</p>}
              <div className="choice-row">
                {main.subs.map((sub) => (
                  <label key={sub.id} className="checkbox">
                    <input
                      type="checkbox"
                      name="sub_category_ids"
                      value={sub.id}
                      defaultChecked={chosenSubs.has(String(sub.id))}
                      disabled={!isShown}
                    />
                    {sub.name}
                  </label>
                ))}
              </div>
            </div>
          );
        })}
        <FieldError id="sub_category_ids" error={errors.sub_category_ids} />
      </fieldset>

      <fieldset className="field-group stack">
        <legend>{t('addBusiness.sections.address')}</legend>
        {textField('street')}
        <div className="form-row">
          {textField('city')}
          {textField('state')}
          {textField('postal_code')}
        </div>
        <PinPicker
          names={{ lat: 'location.lat', lng: 'location.lng' }}
          values={{ lat: values['location.lat'] ?? '', lng: values['location.lng'] ?? '' }}
          error={errors.location}
          address={addressOf}
          addressFields={addressFields}
        />
      </fieldset>

      <fieldset className="field-group stack">
        <legend>{t('addBusiness.sections.contact')}</legend>
        <div className="form-row">
          {textField('phone')}
          {textField('email')}
        </div>
        {textField('website', t('addBusiness.fields.optional'))}
      </fieldset>

      <fieldset className="field-group">
        <legend>{t('addBusiness.sections.socials')}</legend>
        <p className="field-hint">{t('addBusiness.fields.socialsHint')}</p>
        <div className="form-grid-2">
          {(choices.socials ?? []).map((social) => (
            <Field
              key={social}
              id={`socials.${social}`}
              name={`socials.${social}`}
              label={t(`addBusiness.socials.${social}`)}
              inputMode="url"
              dir="ltr"
              defaultValue={values[`socials.${social}`]}
              error={errors[`socials.${social}`]}
            />
          ))}
        </div>
      </fieldset>

      <fieldset
        id="services"
        className="field field-group"
        aria-invalid={errors.services ? true : undefined}
        aria-describedby={['services-hint', errors.services ? 'services-error' : '']
          .filter(Boolean)
          .join(' ')}
      >
        <legend>{t('addBusiness.fields.services')}</legend>
        <p id="services-hint" className="field-hint">
          {t('addBusiness.fields.servicesHint')}
        </p>
        <div className="form-grid-2">
          {serviceSlots.map((n) => (
            <div className="field" key={`service-${n}`}>
              <label htmlFor={`service-${n}`}>{t('addBusiness.fields.service', { n: n })}</label>
              <input
                id={`service-${n}`}
                name="services"
                dir="auto"
                maxLength={80}
                defaultValue={services[n - 1] ?? ''}
              />
            </div>
          ))}
        </div>
        <FieldError id="services" error={errors.services} />
      </fieldset>

      <WeeklyHoursEditor values={values} errors={errors} />
      <SpecialPeriodsEditor values={values} errors={errors} restored={restored} />

      <fieldset className="field choice-group">
        <legend>{t('addBusiness.fields.community')}</legend>
        <div className="choice-row">
          {(choices.community ?? []).map((feature) => (
            <label key={feature} className="checkbox">
              <input
                type="checkbox"
                name="community"
                value={feature}
                defaultChecked={community.has(feature)}
              />
              {t(`business.community.${feature}`)}
            </label>
          ))}
        </div>
      </fieldset>

      {photoSlot?.('main')}
      {photoSlot?.('gallery')}
    </>
  );
}

import { useState } from 'react';
import { isSharedLiving } from '../../../../shared/listings/rent.ts';
import { Field } from '../../../lib/form-fields.tsx';
import { useT } from '../../../lib/i18n.ts';
import { FieldError, RadioGroup, SelectField } from './posting-fields.tsx';
import type { KindFieldsProps } from './product-fields.tsx';

/**
 * A rental's own fields (product description §3 Rent), between the title and the rent. The
 * fair-housing rule shows as the form is filled: for a whole apartment or house (no shared
 * bathroom) the gender offers only 'any' and says why; a room or a shared bathroom opens the
 * choice. Without JavaScript the choice follows what the form was last sent with.
 */
export function RentFields({ values, errors, choices }: KindFieldsProps) {
  const t = useT();
  const [type, setType] = useState(values.accommodation_type ?? '');
  const [shared, setShared] = useState(values.shared_bathroom === 'on' || values.shared_bathroom === 'true');
  const sharedLiving = isSharedLiving({ accommodation_type: type, shared_bathroom: shared });
  const genders = (choices.gender ?? []).filter((g) => sharedLiving || g === 'any');
  const number = (name: string, inputMode: 'numeric' | 'decimal', maxLength = 8) => (
    <Field
      id={name}
      name={name}
      label={t(`rent.fields.${name}`)}
      inputMode={inputMode}
      autoComplete="off"
      dir="ltr"
      maxLength={maxLength}
      defaultValue={values[name]}
      error={errors[name]}
    />
  );
  return (
    <>
      <RadioGroup
        id="post_type"
        name="post_type"
        legend={t('rent.fields.post_type')}
        value={values.post_type ?? ''}
        error={errors.post_type}
        options={(choices.post_type ?? []).map((value) => ({ value, label: t(`rent.postType.${value}`) }))}
      />
      <SelectField
        id="accommodation_type"
        name="accommodation_type"
        label={t('rent.fields.accommodation_type')}
        value={type}
        onChange={(e) => setType(e.target.value)}
        error={errors.accommodation_type}
      >
        <option value="">{t('posting.fields.choose')}</option>
        {(choices.accommodation_type ?? []).map((value) => (
          <option key={value} value={value}>
            {t(`rent.type.${value}`)}
          </option>
        ))}
      </SelectField>
      <div className="form-row">
        <Field
          id="city"
          name="city"
          label={t('rent.fields.city')}
          dir="auto"
          maxLength={80}
          autoComplete="address-level2"
          defaultValue={values.city}
          error={errors.city}
        />
        <Field
          id="living_area"
          name="living_area"
          label={t('rent.fields.living_area')}
          hint={t('rent.fields.livingAreaHint')}
          dir="auto"
          maxLength={120}
          defaultValue={values.living_area}
          error={errors.living_area}
        />
      </div>
      <div className="form-row">
        {number('bedrooms', 'numeric', 4)}
        {number('bathrooms', 'decimal', 4)}
        {number('area_sqft', 'numeric', 7)}
      </div>
      <div className="field">
        <label className="checkbox">
          <input
            type="checkbox"
            name="shared_bathroom"
            checked={shared}
            onChange={(e) => setShared(e.target.checked)}
          />{' '}
          {t('rent.fields.shared_bathroom')}
        </label>
        <FieldError id="shared_bathroom" error={errors.shared_bathroom} />
      </div>
      {/* remounted when the choice changes: a hidden preference never stays checked */}
      <RadioGroup
        key={sharedLiving ? 'shared' : 'whole'}
        id="gender"
        name="gender"
        legend={t('rent.fields.gender')}
        value={sharedLiving ? (values.gender ?? '') : 'any'}
        error={errors.gender}
        options={genders.map((value) => ({ value, label: t(`rent.gender.${value}`) }))}
      />
      {sharedLiving ? null : (
        <p className="field-hint rent-fair-housing" id="gender-why">
          {t('rent.fields.genderWholePlace')}
        </p>
      )}
      <div className="form-row">
        <Field
          id="email"
          name="email"
          type="email"
          label={t('rent.fields.email')}
          autoComplete="email"
          dir="ltr"
          maxLength={254}
          defaultValue={values.email}
          error={errors.email}
        />
        <Field
          id="phone"
          name="phone"
          type="tel"
          label={t('rent.fields.phone')}
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          maxLength={32}
          defaultValue={values.phone}
          error={errors.phone}
        />
      </div>
    </>
  );
}

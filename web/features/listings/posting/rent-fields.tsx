import { useState } from 'react';
import { isSharedLiving } from '#shared/listings/rent.ts';
import { useT } from '#web/lib/i18n.ts';
import {
  EmailField,
  FieldError,
  kindControls,
  PhoneField,
  RadioGroup,
  SelectField,
} from './posting-fields.tsx';
import type { KindFieldsProps } from './product-fields.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';

/**
 * A rental's own fields (product description §3 Rent), between the title and the rent. The
 * fair-housing rule shows as the form is filled: for a whole apartment or house (no shared
 * bathroom) the gender offers only 'any' and says why; a room or a shared bathroom opens the
 * choice. Without JavaScript nothing can follow the type as it is picked, so the page offers every
 * gender with the rule written under them, 'any' checked, and the server refuses a preference for
 * a whole place with its message under Gender (everything typed kept).
 */
export function RentFields({ values, errors, choices }: KindFieldsProps) {
  const t = useT();
  const [type, setType] = useState(values.accommodation_type ?? '');
  const [shared, setShared] = useState(values.shared_bathroom === 'on' || values.shared_bathroom === 'true');
  // the server's page and the first render in the browser are the same, script-free form
  const hydrated = useHydrated();
  const sharedLiving = isSharedLiving({ accommodation_type: type, shared_bathroom: shared });
  // every gender until script runs; then only what the type allows, live
  const genderOpen = !hydrated || sharedLiving;
  const genders = (choices.gender ?? []).filter((g) => genderOpen || g === 'any');
  const { input, radios } = kindControls(values, errors, choices);
  const number = (name: string, inputMode: 'numeric' | 'decimal', maxLength = 8) =>
    input(name, { label: t(`rent.fields.${name}`), inputMode, autoComplete: 'off', dir: 'ltr', maxLength });
  return (
    <>
      {radios('post_type', t('rent.fields.post_type'), (v) => t(`rent.postType.${v}`))}
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
        {input('city', { label: t('rent.fields.city'), maxLength: 80, autoComplete: 'address-level2' })}
        {input('living_area', {
          label: t('rent.fields.living_area'),
          hint: t('rent.fields.livingAreaHint'),
          maxLength: 120,
        })}
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
      {/* remounted when the choice closes: a hidden preference never stays checked; a choice made
          before script ran stays when it is still allowed */}
      <RadioGroup
        key={genderOpen ? 'open' : 'whole'}
        id="gender"
        name="gender"
        legend={t('rent.fields.gender')}
        value={genderOpen ? (values.gender ?? 'any') : 'any'}
        error={errors.gender}
        options={genders.map((value) => ({ value, label: t(`rent.gender.${value}`) }))}
        hint={hydrated && sharedLiving ? undefined : t('rent.fields.genderWholePlace')}
      />
      <div className="form-row">
        <EmailField label={t('rent.fields.email')} value={values.email} error={errors.email} />
        <PhoneField label={t('rent.fields.phone')} value={values.phone} error={errors.phone} />
      </div>
    </>
  );
}

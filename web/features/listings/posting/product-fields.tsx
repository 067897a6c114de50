import type { ReactNode } from 'react';
import { useT } from '#web/lib/i18n.ts';
import { type CategoryTree, CategorySelects } from './category-selects.tsx';
import { kindControls, PhoneField } from './posting-fields.tsx';

export interface KindFieldsProps {
  values: Record<string, string>;
  errors: Record<string, string>;
  categories: CategoryTree[];
  /** The kind's choice fields' values (postingForms[kind].choices). */
  choices: Record<string, readonly string[]>;
  /** Renders a named photo group's uploader where the kind's fields want it. */
  photoSlot?(group: string): ReactNode;
  /** The fields of a form draft brought back after a reload (form-draft.ts), for repeated rows. */
  restored?: Array<[string, string]> | null;
}

/** The marketplace's own fields (product description §3 Product), between the title and the price. */
export function ProductFields({ values, errors, categories, choices }: KindFieldsProps) {
  const t = useT();
  const { input, radios } = kindControls(values, errors, choices);
  return (
    <>
      <CategorySelects
        tree={categories}
        mainValue={values.main_category_id ?? ''}
        subValue={values.sub_category_id ?? ''}
        mainError={errors.main_category_id}
        subError={errors.sub_category_id}
      />
      {radios('post_type', t('posting.fields.postType'), (v) => t(`posting.fields.postTypes.${v}`))}
      {radios('condition', t('posting.fields.condition'), (v) => t(`posting.fields.conditions.${v}`))}
      <div className="form-row">
        {input('year', {
          label: t('posting.fields.year'),
          inputMode: 'numeric',
          autoComplete: 'off',
          dir: 'ltr',
          maxLength: 8,
        })}
        {input('color', { label: t('posting.fields.color'), maxLength: 40 })}
      </div>
      <div className="form-row">
        {input('model', { label: t('posting.fields.model'), maxLength: 80 })}
        {input('place', { label: t('posting.fields.place'), maxLength: 120 })}
      </div>
      <PhoneField label={t('posting.fields.phone')} value={values.phone} error={errors.phone} />
    </>
  );
}

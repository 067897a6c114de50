import type { ReactNode } from 'react';
import { Field } from '../../../lib/form-fields.tsx';
import { useT } from '../../../lib/i18n.ts';
import { type CategoryTree, CategorySelects } from './category-selects.tsx';
import { PhoneField, RadioGroup } from './posting-fields.tsx';

export interface KindFieldsProps {
  values: Record<string, string>;
  errors: Record<string, string>;
  categories: CategoryTree[];
  /** The kind's choice fields' values (postingForms[kind].choices). */
  choices: Record<string, readonly string[]>;
  /** Renders a named photo group's uploader where the kind's fields want it. */
  photoSlot?(group: string): ReactNode;
}

/** The marketplace's own fields (product description §3 Product), between the title and the price. */
export function ProductFields({ values, errors, categories, choices }: KindFieldsProps) {
  const t = useT();
  return (
    <>
      <CategorySelects
        tree={categories}
        mainValue={values.main_category_id ?? ''}
        subValue={values.sub_category_id ?? ''}
        mainError={errors.main_category_id}
        subError={errors.sub_category_id}
      />
      <RadioGroup
        id="post_type"
        name="post_type"
        legend={t('posting.fields.postType')}
        value={values.post_type ?? ''}
        error={errors.post_type}
        options={(choices.post_type ?? []).map((value) => ({
          value,
          label: t(`posting.fields.postTypes.${value}`),
        }))}
      />
      <RadioGroup
        id="condition"
        name="condition"
        legend={t('posting.fields.condition')}
        value={values.condition ?? ''}
        error={errors.condition}
        options={(choices.condition ?? []).map((value) => ({
          value,
          label: t(`posting.fields.conditions.${value}`),
        }))}
      />
      <div className="form-row">
        <Field
          id="year"
          name="year"
          label={t('posting.fields.year')}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          maxLength={8}
          defaultValue={values.year}
          error={errors.year}
        />
        <Field
          id="color"
          name="color"
          label={t('posting.fields.color')}
          dir="auto"
          maxLength={40}
          defaultValue={values.color}
          error={errors.color}
        />
      </div>
      <div className="form-row">
        <Field
          id="model"
          name="model"
          label={t('posting.fields.model')}
          dir="auto"
          maxLength={80}
          defaultValue={values.model}
          error={errors.model}
        />
        <Field
          id="place"
          name="place"
          label={t('posting.fields.place')}
          dir="auto"
          maxLength={120}
          defaultValue={values.place}
          error={errors.place}
        />
      </div>
      <PhoneField label={t('posting.fields.phone')} value={values.phone} error={errors.phone} />
    </>
  );
}

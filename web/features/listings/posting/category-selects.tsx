import { useState } from 'react';
import { useT } from '#web/lib/i18n.ts';
import { SelectField } from './posting-fields.tsx';

export interface CategoryTree {
  id: number;
  name: string;
  /** The directory's half it belongs to (`shops` or `service`), for grouping; absent in the marketplace. */
  group?: string;
  subs: Array<{ id: number; name: string }>;
}

/**
 * Main and sub category. The server renders every sub-category grouped by its main one (optgroup),
 * so the pair can be chosen without JavaScript (a sub outside its main gets 'sub category is
 * required' back); with JavaScript the sub list narrows to the chosen main category.
 */
export function CategorySelects({
  tree,
  mainValue,
  subValue,
  mainError,
  subError,
}: {
  tree: CategoryTree[];
  mainValue: string;
  subValue: string;
  mainError?: string;
  subError?: string;
}) {
  const t = useT();
  const [main, setMain] = useState(mainValue);
  const [sub, setSub] = useState(subValue);
  const chosen = tree.find((m) => String(m.id) === main);
  const groups = chosen ? [chosen] : tree;
  return (
    <>
      <SelectField
        id="main_category_id"
        name="main_category_id"
        label={t('posting.fields.mainCategory')}
        error={mainError}
        value={main}
        onChange={(event) => {
          setMain(event.target.value);
          // a sub of another main would only come back refused
          const next = tree.find((m) => String(m.id) === event.target.value);
          if (next && !next.subs.some((s) => String(s.id) === sub)) setSub('');
        }}
      >
        <option value="">{t('posting.fields.choose')}</option>
        {tree.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="sub_category_id"
        name="sub_category_id"
        label={t('posting.fields.subCategory')}
        error={subError}
        value={sub}
        onChange={(event) => setSub(event.target.value)}
      >
        <option value="">{t('posting.fields.choose')}</option>
        {groups.map((m) => (
          <optgroup key={m.id} label={m.name}>
            {m.subs.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
    </>
  );
}

import type { KindFieldsProps } from '../listings/posting/product-fields.tsx';

/**
 * The business's inputs in the generic posting form. The business form is its own page
 * (/add-business: photo groups, weekly hours, the map pin) built on business.schema.ts; the generic
 * form route is not mounted for this kind (web/routes.ts), so this renders nothing.
 */
export function BusinessFields(_props: KindFieldsProps) {
  return null;
}

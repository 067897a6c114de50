/** The orders of a public list: newest first, or by price (posts without a price last). Zod-free for pages. */
export const listingSorts = ['newest', 'price_asc', 'price_desc'] as const;
export type ListingSort = (typeof listingSorts)[number];

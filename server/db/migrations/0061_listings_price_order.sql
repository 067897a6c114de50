-- The product list's price orders (GET /listings?sort=price_asc|price_desc, /market-place/products):
-- keyset pages on (has no price / has a price, price, id) so posts without a price come last in both
-- directions, read from an index instead of sorting every published post of the kind.
CREATE INDEX listings_published_price_asc ON listings (city_id, kind, (price IS NULL), COALESCE(price, 0), id)
  WHERE status = 'published';
CREATE INDEX listings_published_price_desc ON listings (city_id, kind, (price IS NOT NULL), COALESCE(price, 0), id)
  WHERE status = 'published';

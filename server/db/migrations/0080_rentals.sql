-- Rentals (issue 8, shared/listings/rent.ts). Their fields live in listings.attributes like every
-- kind's; exact filters (type, gender, shared bathroom) use the GIN index of 0040, and the offers
-- list (/rents, most rental posts) walks listings_published_feed. The looking-for list (/Rent and
-- GET rents/web/looking_for) is a minority of the rentals: walking the kind's whole feed to find its
-- posts would read mostly offers, so it has its own newest-first index. Its predicate is the exact
-- `@>` the list query sends (one exact attribute), so the planner can prove the index applies.
CREATE INDEX listings_rent_looking_feed ON listings (city_id, published_at DESC, id DESC)
  WHERE status = 'published' AND kind = 'rent' AND attributes @> '{"post_type":"looking_for"}'::jsonb;

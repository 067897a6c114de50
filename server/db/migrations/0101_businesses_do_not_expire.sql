-- A directory entry stays listed until its owner closes or deletes it (businessKind.expires = false,
-- shared/listings/business.ts); until now businesses ran out after LISTING_TTL_DAYS like a sale post.
-- A published business without `expires_at` is live (the listings repository's isLive), so the
-- businesses already published lose their expiry, and those that ran out are listed again: by the
-- new rule they never expired. (No row stores 'expired' today — it is computed from `expires_at` —
-- but one written by hand would be published again too.)
UPDATE listings
   SET expires_at = NULL,
       status = CASE WHEN status = 'expired' THEN 'published' ELSE status END
 WHERE kind = 'business'
   AND (expires_at IS NOT NULL OR status = 'expired');

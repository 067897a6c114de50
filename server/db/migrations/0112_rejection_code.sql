-- Which of the common rejection reasons a moderator chose (shared/moderation.ts rejectReasons), kept
-- apart from their own words in rejection_reason, so the author reads the reason in the language of
-- the page they are on, not the one their account had when the post was refused.
ALTER TABLE listings ADD COLUMN rejection_code text;

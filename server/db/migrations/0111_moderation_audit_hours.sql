-- A moderator who corrects a business's opening hours (PUT listings/:id/hours, /actions/business-hours)
-- changes a post that is not theirs without a review decision: the audit trail keeps who did it and
-- when, like every other moderator action. The owner's own changes of their hours are not audited.
ALTER TABLE moderation_audit DROP CONSTRAINT moderation_audit_action_check;
ALTER TABLE moderation_audit ADD CONSTRAINT moderation_audit_action_check
  CHECK (action IN ('approve', 'reject', 'trust', 'untrust', 'restore', 'report-hide', 'hours'));

import { describe, expect, it } from 'vitest';
import { initialStatus, type ListingAction, nextStatus } from './lifecycle.ts';
import { listingStatuses } from './statuses.ts';

const untrusted = { trusted: false, endStatus: 'sold' as const };
const trusted = { trusted: true, endStatus: 'sold' as const };

describe('listing status machine', () => {
  it('starts new posts pending, or published for trusted authors', () => {
    expect(initialStatus(untrusted)).toBe('pending');
    expect(initialStatus(trusted)).toBe('published');
  });

  it('lets moderators decide only pending posts', () => {
    expect(nextStatus('pending', 'approve', untrusted)).toBe('published');
    expect(nextStatus('pending', 'reject', untrusted)).toBe('rejected');
    for (const status of listingStatuses.filter((s) => s !== 'pending')) {
      expect(nextStatus(status, 'approve', untrusted)).toBeNull();
      expect(nextStatus(status, 'reject', untrusted)).toBeNull();
    }
  });

  it('lets moderators take down a published post only when readers reported it', () => {
    const reported = { ...untrusted, reported: true };
    expect(nextStatus('published', 'reject', reported)).toBe('rejected');
    expect(nextStatus('published', 'approve', reported)).toBeNull();
    for (const status of ['sold', 'closed', 'expired', 'rejected'] as const)
      expect(nextStatus(status, 'reject', reported)).toBeNull();
  });

  it('sends an edited published post back to review unless the author is trusted', () => {
    expect(nextStatus('published', 'edit', untrusted)).toBe('pending');
    expect(nextStatus('published', 'edit', trusted)).toBe('published');
    expect(nextStatus('rejected', 'edit', trusted)).toBe('pending');
    expect(nextStatus('pending', 'edit', untrusted)).toBe('pending');
    for (const status of ['sold', 'closed', 'expired'] as const)
      expect(nextStatus(status, 'edit', untrusted)).toBeNull();
  });

  it("ends a published post with the kind's word, and renews only expired posts", () => {
    expect(nextStatus('published', 'end', untrusted)).toBe('sold');
    expect(nextStatus('published', 'end', { trusted: false, endStatus: 'closed' })).toBe('closed');
    expect(nextStatus('expired', 'renew', untrusted)).toBe('published');
    const others: ListingAction[] = ['end', 'renew'];
    for (const action of others)
      for (const status of ['pending', 'rejected', 'sold', 'closed'] as const)
        expect(nextStatus(status, action, untrusted)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { listingStatusLabel } from '../../src/features/admin/status-label.ts';
import { EXPIRED } from '../../src/contract/freshness.ts';
import { ListingStatus, ModerationStatus } from '../../src/contract/constants.ts';

describe('the console names every listing status in words', () => {
  it.each([...Object.values(ListingStatus), ...Object.values(ModerationStatus), EXPIRED])('%s', (status) => {
    const label = listingStatusLabel(status);
    expect(label).not.toMatch(/[a-z][A-Z]/);
    expect(label.length).toBeGreaterThan(2);
  });

  it('says what a moderated listing is', () => {
    expect(listingStatusLabel('UnderReview')).toBe('Off the site: under review');
    expect(listingStatusLabel('Pending')).toBe('Waiting for review');
    expect(listingStatusLabel('Active')).toBe('Live');
  });

  it('never prints an unknown identifier as it is stored', () => {
    expect(listingStatusLabel('AwaitingDocuments')).toBe('Awaiting documents');
  });
});

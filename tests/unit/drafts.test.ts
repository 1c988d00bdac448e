import { describe, expect, it } from 'vitest';
import { draftFromListingRequest, draftTitle, draftToOffer, OFFER_DRAFT_DAYS, isDraftVisibleTo, isWorthSaving, orderDrafts, type DraftImage } from '../../src/offline/drafts-logic.ts';
import { deleteDraft, listDrafts, readDraft, saveDraft } from '../../src/offline/drafts.ts';

describe('draftTitle', () => {
  it('uses the typed title, else a placeholder', () => {
    expect(draftTitle({ values: { Title: '  Plot in Bahria ' } })).toBe('Plot in Bahria');
    expect(draftTitle({ values: { Title: '' } })).toBe('Untitled draft');
    expect(draftTitle({ values: {} })).toBe('Untitled draft');
  });
});

describe('orderDrafts', () => {
  it('lists the most recently changed first', () => {
    const list = [
      { id: 'a', updatedAt: 10 },
      { id: 'b', updatedAt: 30 },
      { id: 'c', updatedAt: 20 },
    ];
    expect(orderDrafts(list).map((d) => d.id)).toEqual(['b', 'c', 'a']);
  });
});

describe('draftToOffer', () => {
  const day = 24 * 60 * 60 * 1000;
  const now = 1_800_000_000_000;
  it('offers the most recently changed draft', () => {
    const list = [
      { id: 'old', updatedAt: now - 3 * day },
      { id: 'new', updatedAt: now - 60_000 },
    ];
    expect(draftToOffer(list, now)?.id).toBe('new');
  });
  it('offers nothing when there is no draft or the newest is older than the offer window', () => {
    expect(draftToOffer([], now)).toBeNull();
    expect(draftToOffer([{ id: 'a', updatedAt: now - OFFER_DRAFT_DAYS * day }], now)?.id).toBe('a');
    expect(draftToOffer([{ id: 'a', updatedAt: now - OFFER_DRAFT_DAYS * day - 1 }], now)).toBeNull();
  });
});

describe('isWorthSaving', () => {
  const initial = { Title: '', Features: [], FullName: 'Ali Raza' };
  it('skips an untouched form (prefilled contact details included)', () => {
    expect(isWorthSaving({ ...initial }, initial, [], 0)).toBe(false);
  });
  it('saves once something was typed, ticked or a photo added', () => {
    expect(isWorthSaving({ ...initial, Title: 'H' }, initial, [], 0)).toBe(true);
    expect(isWorthSaving({ ...initial, Features: ['3'] }, initial, [], 0)).toBe(true);
    const photo: DraftImage = { kind: 'stored', upload: 'a.jpg' };
    expect(isWorthSaving({ ...initial }, initial, [photo], 0)).toBe(true);
  });
});

describe('draftFromListingRequest', () => {
  it('restores photos in their final order', () => {
    const blobA = new Blob(['a'], { type: 'image/jpeg' });
    const blobB = new Blob(['b'], { type: 'image/jpeg' });
    const draft = draftFromListingRequest(
      {
        kind: 'listing',
        fields: { Title: 'House' },
        files: [
          { blob: blobA, name: 'a.jpg' },
          { blob: blobB, name: 'b.jpg' },
        ],
        keepImages: ['old.jpg'],
        imageOrder: ['new:1', 'keep:old.jpg', 'new:0'],
        propertyId: 7,
        form: { Title: 'House' },
      },
      'd1',
      99,
    );
    expect(draft.propertyId).toBe(7);
    expect(draft.images.map((i) => (i.kind === 'stored' ? i.upload : i.name))).toEqual(['b.jpg', 'old.jpg', 'a.jpg']);
    expect(draft.updatedAt).toBe(99);
  });
});

describe('draft store', () => {
  it('saves, lists newest first and deletes', async () => {
    await saveDraft({ id: 'd-old', propertyId: null, values: { Title: 'Old' }, images: [], createdAt: 1, updatedAt: 1 });
    await saveDraft({ id: 'd-new', propertyId: null, values: { Title: 'New' }, images: [], createdAt: 2, updatedAt: 2 });
    expect((await listDrafts()).map((d) => d.id)).toEqual(['d-new', 'd-old']);
    expect((await readDraft('d-old'))?.values.Title).toBe('Old');
    await deleteDraft('d-old');
    await deleteDraft('d-new');
    expect(await listDrafts()).toEqual([]);
  });
});

describe('isDraftVisibleTo', () => {
  it('lists a draft to the account it was typed in, and one typed signed out to anyone', () => {
    expect(isDraftVisibleTo({ owner: 'alice' }, 'alice')).toBe(true);
    expect(isDraftVisibleTo({ owner: 'alice' }, 'bilal')).toBe(false);
    expect(isDraftVisibleTo({ owner: 'alice' }, null)).toBe(false);
    expect(isDraftVisibleTo({ owner: null }, 'bilal')).toBe(true);
    expect(isDraftVisibleTo({}, null)).toBe(true);
  });
});

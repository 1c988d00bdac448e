import { describe, expect, it } from 'vitest';
import { isAcceptedImage, jpegName, moveItem, planAdditions, toSubmissionImages } from '../../src/components/image-picker/image-list.ts';

const file = (name: string, size: number, type = 'image/jpeg') => ({ name, size, type });

describe('isAcceptedImage', () => {
  it('takes PNG and JPEG only', () => {
    expect(isAcceptedImage(file('a.jpg', 1))).toBe(true);
    expect(isAcceptedImage(file('a.png', 1, 'image/png'))).toBe(true);
    expect(isAcceptedImage(file('a.gif', 1, 'image/gif'))).toBe(false);
    expect(isAcceptedImage(file('a.webp', 1, 'image/webp'))).toBe(false);
    expect(isAcceptedImage(file('notes.txt', 1, 'text/plain'))).toBe(false);
  });

  it('judges by the extension when the phone gives no type', () => {
    expect(isAcceptedImage(file('IMG_0001.JPEG', 1, ''))).toBe(true);
    expect(isAcceptedImage(file('scan.png', 1, ''))).toBe(true);
    expect(isAcceptedImage(file('clip.heic', 1, ''))).toBe(false);
  });
});

describe('planAdditions', () => {
  it('skips a file with the same name and size as one already chosen, or twice in one selection', () => {
    const plan = planAdditions([{ name: 'front.jpg', size: 10 }], 1, [file('front.jpg', 10), file('back.jpg', 10), file('back.jpg', 10)], 16);
    expect(plan.accepted.map((f) => f.name)).toEqual(['back.jpg']);
    expect(plan.duplicates.map((f) => f.name)).toEqual(['front.jpg', 'back.jpg']);
  });

  it('keeps a file with the same name but another size', () => {
    const plan = planAdditions([{ name: 'front.jpg', size: 10 }], 1, [file('front.jpg', 11)], 16);
    expect(plan.accepted).toHaveLength(1);
  });

  it('counts stored photos towards the limit of 16 in all', () => {
    const incoming = [file('a.jpg', 1), file('b.jpg', 1), file('c.jpg', 1)];
    const plan = planAdditions([], 14, incoming, 16);
    expect(plan.accepted.map((f) => f.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(plan.overLimit.map((f) => f.name)).toEqual(['c.jpg']);
  });

  it('sets aside other file types', () => {
    const plan = planAdditions([], 0, [file('a.gif', 1, 'image/gif'), file('b.jpg', 1)], 16);
    expect(plan.wrongType.map((f) => f.name)).toEqual(['a.gif']);
    expect(plan.accepted.map((f) => f.name)).toEqual(['b.jpg']);
  });
});

describe('moveItem', () => {
  it('moves one place either way and clamps at the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 1, 0)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 2)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 5, 0)).toEqual(['a', 'b', 'c']);
  });
});

describe('toSubmissionImages', () => {
  it('lists kept photos, new files in order, and the final order as tokens with the cover first', () => {
    const out = toSubmissionImages<string>([
      { kind: 'new', file: 'kitchen' },
      { kind: 'stored', upload: 'listings/ab/cover.jpg' },
      { kind: 'new', file: 'garden' },
    ]);
    expect(out.keepImages).toEqual(['listings/ab/cover.jpg']);
    expect(out.files).toEqual(['kitchen', 'garden']);
    expect(out.imageOrder).toEqual(['new:0', 'keep:listings/ab/cover.jpg', 'new:1']);
  });
});

describe('jpegName', () => {
  it('names a compressed photo as a JPEG', () => {
    expect(jpegName('plan.PNG')).toBe('plan.jpg');
    expect(jpegName('front.jpeg')).toBe('front.jpg');
    expect(jpegName('.png')).toBe('photo.jpg');
  });
});

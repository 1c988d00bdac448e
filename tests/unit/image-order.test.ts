import { describe, expect, it } from 'vitest';
import { keepToken, newToken, parseImageOrderToken } from '../../src/contract/image-order.ts';

describe('image order tokens', () => {
  it('read back what the form writes', () => {
    expect(parseImageOrderToken(keepToken('ab12.jpg'))).toEqual({ kind: 'keep', upload: 'ab12.jpg' });
    expect(parseImageOrderToken(newToken(3))).toEqual({ kind: 'new', index: 3 });
  });

  it('refuse anything else', () => {
    for (const token of ['', 'keep', 'new:', 'new:x', 'new:1.5', 'cover:1', 'file:0']) {
      expect(parseImageOrderToken(token)).toBeNull();
    }
  });
});

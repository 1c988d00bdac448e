import { describe, expect, it } from 'vitest';
import { scriptSafeJson } from '../../server/http/pages.ts';

describe('scriptSafeJson', () => {
  it('cannot end or comment out the script element it is written into', () => {
    const title = '</script><script>alert(1)</script><!-- x';
    const json = scriptSafeJson({ Title: title, Lines: '\u2028\u2029' });
    expect(json).not.toMatch(/<\/script|<!--/i);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ Title: title, Lines: '\u2028\u2029' });
  });
});

import { describe, expect, it } from 'vitest';
import { trendLayout } from '../../src/lib/trend-chart.ts';
import { shareText } from '../../src/contract/share-meta.ts';
import { trendMonths } from '../../server/services/guides.ts';
import { shareTags } from '../../server/http/share-tags.ts';

describe('an area guide\'s trend line', () => {
  it('spreads the months across the width, lowest at the bottom, highest at the top', () => {
    const { points, paths, min, max } = trendLayout([100, 200, 150], { width: 300, height: 100 });
    expect({ min, max }).toEqual({ min: 100, max: 200 });
    expect(points.map((p) => [p.x, p.y])).toEqual([[0, 100], [150, 0], [300, 50]]);
    expect(paths).toEqual(['M0 100 L150 0 L300 50']);
  });

  it('breaks the line at a month without a price rather than joining its neighbours', () => {
    const { points, paths } = trendLayout([10, null, 20, 30, null], { width: 400, height: 50 });
    expect(points.map((p) => p.index)).toEqual([0, 2, 3]);
    expect(paths).toEqual(['M0 50', 'M200 25 L300 0']);
  });

  it('draws a flat year in the middle, and nothing for no prices at all', () => {
    expect(trendLayout([5, 5], { width: 10, height: 40 }).points.map((p) => p.y)).toEqual([20, 20]);
    expect(trendLayout([null, null], { width: 10, height: 40 })).toEqual({ points: [], paths: [], min: 0, max: 0 });
  });
});

describe('the trend\'s months', () => {
  it('are twelve, oldest first, ending with the month it is in Pakistan', () => {
    // 31 December, 20:00 UTC is 1 January, 01:00 in Lahore.
    const months = trendMonths(new Date('2026-12-31T20:00:00Z'));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2026-02');
    expect(months.at(-1)).toBe('2027-01');
    expect(trendMonths(new Date('2026-03-15T00:00:00Z'), 3)).toEqual(['2026-01', '2026-02', '2026-03']);
  });
});

describe('a link preview', () => {
  it('folds white space and cuts a long text at a word with an ellipsis', () => {
    expect(shareText('  A  house\n\nnear   the park ')).toBe('A house near the park');
    const cut = shareText(`${'word '.repeat(60)}end`, 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut).toMatch(/word…$/);
  });

  it('escapes every value the page gives, and makes its addresses absolute', () => {
    const html = shareTags({
      share: { title: '"Best" <house> & co', description: "Owner's <script>x</script>", image: 'listings/a/b.jpg', type: 'article' },
      address: '/ur/property/x-1', locale: 'ur', siteName: 'Basera', origin: 'https://basera.pk',
    });
    expect(html).not.toMatch(/<house>|<script>/);
    expect(html).toContain('<meta property="og:title" content="&#34;Best&#34; &#60;house&#62; &#38; co">');
    expect(html).toContain('<meta property="og:url" content="https://basera.pk/ur/property/x-1">');
    expect(html).toContain('<meta property="og:image" content="https://basera.pk/api/Images/Share?upload=listings%2Fa%2Fb.jpg">');
    expect(html).toContain('<meta property="og:locale" content="ur_PK"><meta property="og:locale:alternate" content="en_PK">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    // Every tag is whole: as many tags as `<meta`, each closed.
    expect(html.match(/<meta /g)?.length).toBe(html.match(/">/g)?.length);
    const without = shareTags({ share: { title: 't', description: 'd' }, address: '/', locale: 'en', siteName: 'Basera', origin: 'https://basera.pk' });
    expect(without).not.toContain('og:image');
    expect(without).toContain('content="summary"');
  });
});

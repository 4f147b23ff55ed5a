import type { ArticleDetail } from '@tuike/contract/content';
import { describe, expect, it } from 'vitest';
import { groupFaq } from './FaqGroups';

const faq = (id: number, category: string) => ({ id, category, title: `问题${id}` }) as ArticleDetail;

describe('groupFaq', () => {
  it('groups consecutive entries of a category in the order given', () => {
    const groups = groupFaq([faq(1, '收益'), faq(2, '收益'), faq(3, '提现'), faq(4, '账号')]);
    expect(groups.map((g) => [g.category, g.items.map((i) => i.id)])).toEqual([
      ['收益', [1, 2]],
      ['提现', [3]],
      ['账号', [4]],
    ]);
  });

  it('has no groups for no entries', () => {
    expect(groupFaq([])).toEqual([]);
  });
});

import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { QuickEntries } from './QuickEntries';

describe('QuickEntries (home)', () => {
  it('leads from home to the promotion pages a promoter uses every day', () => {
    render(
      <MemoryRouter>
        <QuickEntries />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: '常用功能' });
    const href = (name: string) => within(nav).getByRole('link', { name }).getAttribute('href');
    expect(href('短剧推广')).toBe('/star/taskList');
    expect(href('星图任务')).toBe('/star/mcn');
    expect(href('我的关键词')).toBe('/myKeyWord/myKeyWord');
    expect(href('发布回填')).toBe('/myKeyWord/postWork');
    // Eight entries: two rows of four on the first screen.
    expect(within(nav).getAllByRole('link')).toHaveLength(8);
  });
});

import type { ArticleDetail } from '@tuike/contract/content';
import { Collapse } from 'antd-mobile';
import { RichText } from './RichText';
import './content.css';

/** Consecutive entries of one category form a group (the server keeps them together). */
export function groupFaq(items: ArticleDetail[]): { category: string; items: ArticleDetail[] }[] {
  const groups: { category: string; items: ArticleDetail[] }[] = [];
  for (const item of items) {
    const last = groups[groups.length - 1];
    if (last && last.category === item.category) last.items.push(item);
    else groups.push({ category: item.category, items: [item] });
  }
  return groups;
}

/** FAQ by category; each answer opens under its question. */
export function FaqGroups({ items, openId }: { items: ArticleDetail[]; openId: number | null }) {
  return (
    <>
      {groupFaq(items).map((g) => (
        <section key={g.category || '—'}>
          <h3 className="faq-group-title">{g.category || '其他问题'}</h3>
          <div className="faq-group">
            <Collapse defaultActiveKey={openId === null ? [] : [String(openId)]}>
              {g.items.map((f) => (
                <Collapse.Panel key={String(f.id)} title={<span className="faq-question">{f.title}</span>}>
                  <RichText html={f.contentHtml} />
                </Collapse.Panel>
              ))}
            </Collapse>
          </div>
        </section>
      ))}
    </>
  );
}

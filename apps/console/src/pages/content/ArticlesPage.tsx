import { ArticleTable } from '../../features/content/components/ArticleTable';

/** /admin/content/articles: tutorials, articles and the about page. */
export default function ArticlesPage() {
  return (
    <ArticleTable
      kinds={['tutorial', 'article', 'about']}
      base="/content/articles"
      title="教程与文章"
      createLabel="新建教程/文章"
    />
  );
}

import { ArticleTable } from '../../features/content/components/ArticleTable';

/** /admin/content/faq: the help centre's questions, grouped by category in the app. */
export default function FaqPage() {
  return <ArticleTable kinds={['faq']} base="/content/faq" title="常见问题" createLabel="新建问题" />;
}

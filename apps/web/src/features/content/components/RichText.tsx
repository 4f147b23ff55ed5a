import DOMPurify from 'dompurify';
import { type MouseEvent, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { to } from '../../../app/route-table';
import './RichText.css';

/** URLs a body may carry: web pages, mail and phone links, and paths of this site. */
const SAFE_URI = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

// Module scope: DOMPurify hooks are global, and this is the one component that uses it.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'IMG') node.setAttribute('loading', 'lazy');
  if (node.tagName === 'A' && node.getAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
});

/**
 * Operator HTML for display. The server sanitised it when it was saved; this second pass means
 * that a row written any other way still cannot run script in the app.
 */
export function purify(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_URI_REGEXP: SAFE_URI,
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'svg', 'math'],
    FORBID_ATTR: ['srcset', 'formaction'],
  });
}

/** Renders rich HTML; web links open in the in-app web view instead of leaving the app. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const safe = useMemo(() => purify(html), [html]);
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const a = (e.target as HTMLElement).closest('a');
    const href = a?.getAttribute('href') ?? '';
    if (!a || !/^https?:/i.test(href)) return;
    e.preventDefault();
    navigate(to('webview/webview', { url: href, title: a.textContent?.trim() || undefined }));
  };
  return <div className={`rich-text ${className ?? ''}`} onClick={onClick} dangerouslySetInnerHTML={{ __html: safe }} />;
}

import type sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for operator HTML (articles, notices). Anything not listed is dropped: scripts,
 * event handlers, iframes, forms, and every URL scheme but http(s), mailto and tel. Relative
 * URLs stay so that `/media/…` images keep working. The client sanitises again when rendering.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'sub',
    'sup',
    'span',
    'div',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'video',
    'source',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    video: ['src', 'poster', 'controls', 'width', 'height', 'playsinline'],
    source: ['src', 'type'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    '*': ['style'],
  },
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-weight': [/^(bold|normal|[1-9]00)$/],
      'font-size': [/^\d{1,2}(px|em|rem|%)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], video: ['http', 'https'], source: ['http', 'https'] },
  allowProtocolRelative: false,
  // A link opening a new window must not hand that window a reference back to the app.
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
  },
  disallowedTagsMode: 'discard',
};

/**
 * sanitize-html with the parsers under it (htmlparser2, postcss: ≈ 400 kB of the bundle), loaded by the first
 * save that needs it rather than with the server: no read calls it, and the start compiled it before listening.
 */
async function library() {
  return (await import('sanitize-html')).default;
}

/** Operator HTML reduced to the allow-list; call it on every save, before the row is written. */
export async function sanitizeRichHtml(html: string): Promise<string> {
  return (await library())(html, OPTIONS);
}

/** The visible text of some HTML, whitespace collapsed (for summaries and search). */
export async function htmlToText(html: string): Promise<string> {
  // Spaces around block tags keep "<p>a</p><p>b</p>" from reading as "ab".
  const spaced = html.replace(/<\/?(br|p|div|li|h[1-6]|tr|td|th|blockquote|pre)\b[^>]*>/gi, ' $& ');
  return (await library())(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

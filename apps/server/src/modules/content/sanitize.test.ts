import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeRichHtml } from './sanitize';

describe('sanitizeRichHtml', () => {
  it('drops script elements with their content', async () => {
    expect(await sanitizeRichHtml('<p>公告</p><script>window.__xss = 1</script>')).toBe('<p>公告</p>');
  });

  it('drops event handler attributes', async () => {
    expect(await sanitizeRichHtml('<img src="/media/a.png" onerror="alert(1)"><p onclick="x()">文字</p>')).toBe(
      '<img src="/media/a.png" /><p>文字</p>',
    );
  });

  it('drops javascript:, data: and protocol-relative URLs but keeps http(s), mailto, tel and site paths', async () => {
    const out = await sanitizeRichHtml(
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a><a href="//evil.example/x">c</a>' +
        '<img src="data:image/svg+xml,<svg onload=alert(1)>"><a href="https://example.com/x">d</a>' +
        '<a href="mailto:kefu@example.com">e</a><a href="tel:4008008888">f</a><a href="/media/x.png">g</a>',
    );
    expect(out).toBe(
      '<a>a</a><a>b</a><a>c</a><img /><a href="https://example.com/x">d</a>' +
        '<a href="mailto:kefu@example.com">e</a><a href="tel:4008008888">f</a><a href="/media/x.png">g</a>',
    );
  });

  it('drops iframes, forms, objects and inline SVG', async () => {
    const out = await sanitizeRichHtml(
      '<iframe src="https://evil.example"></iframe><form action="/x"><input name="a"></form><object data="x"></object><svg onload="alert(1)"></svg><p>留下</p>',
    );
    expect(out).toBe('<p>留下</p>');
  });

  it('keeps formatting, lists, tables and a small set of styles', async () => {
    const html =
      '<h3>标题</h3><p style="text-align:center;color:#ff5a1f;position:fixed">居中<strong>加粗</strong></p>' +
      '<ul><li>一</li></ul><table><tbody><tr><td colspan="2">格</td></tr></tbody></table>';
    expect(await sanitizeRichHtml(html)).toBe(
      '<h3>标题</h3><p style="text-align:center;color:#ff5a1f">居中<strong>加粗</strong></p>' +
        '<ul><li>一</li></ul><table><tbody><tr><td colspan="2">格</td></tr></tbody></table>',
    );
  });

  it('adds noopener to links that open a new window', async () => {
    expect(await sanitizeRichHtml('<a href="https://example.com" target="_blank">外链</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">外链</a>',
    );
  });

  it('keeps Chinese text as it is (no entity encoding)', async () => {
    expect(await sanitizeRichHtml('<p>预估收益 & 结算收益</p>')).toBe('<p>预估收益 &amp; 结算收益</p>');
  });

  // sanitize-html declares engines node >= 22; this suite is the proof it works on the Node we run (20).
  it(`runs on this Node (${process.version})`, async () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(20);
    expect(await sanitizeRichHtml('<b onmouseover="x">ok</b>')).toBe('<b>ok</b>');
  });
});

describe('htmlToText', () => {
  it('keeps words of separate blocks apart and decodes entities', async () => {
    expect(await htmlToText('<p>第一段</p><p>第二段 &amp; 更多</p><script>x</script>')).toBe('第一段 第二段 & 更多');
  });
});

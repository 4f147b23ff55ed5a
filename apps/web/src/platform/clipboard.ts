import { toast } from '../lib/toast';

/**
 * Copies text. The async clipboard needs a secure context and is missing in some older webviews,
 * so a hidden textarea with execCommand is the fallback.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const done = document.execCommand('copy');
    area.remove();
    return done;
  }
}

/** Copy with the spec's feedback: toast 已复制. */
export async function copyWithToast(text: string) {
  const done = await copyText(text);
  void toast(done ? '已复制' : '复制失败，请长按文字复制');
  return done;
}

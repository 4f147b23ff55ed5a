import QRCode from 'qrcode';
import { cycle } from './random';

/**
 * Artwork drawn locally as SVG (no internet images): work covers (3:4), banners (5:2),
 * platform logos and a QR-like placeholder. Deterministic for a given input.
 */
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const PALETTES: ReadonlyArray<readonly [string, string]> = [
  ['#ff7a45', '#d4380d'],
  ['#f759ab', '#9e1068'],
  ['#9254de', '#391085'],
  ['#597ef7', '#10239e'],
  ['#36cfc9', '#006d75'],
  ['#73d13d', '#237804'],
  ['#ffc53d', '#d46b08'],
  ['#ff4d4f', '#820014'],
  ['#40a9ff', '#003a8c'],
  ['#b37feb', '#531dab'],
];

export const palette = (i: number) => cycle(PALETTES, i);

/** Splits a title into lines of at most `per` characters for vertical layout on a cover. */
function lines(title: string, per: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < title.length; i += per) out.push(title.slice(i, i + per));
  return out.slice(0, 3);
}

/** The bottom fifth stays plain: the app lays its heat bar over it, and text there collided with it. */
export function coverSvg(title: string, label: string, seed: number): string {
  const [a, b] = palette(seed);
  const rows = lines(title, 5);
  const size = rows.length > 2 ? 34 : 40;
  const text = rows
    .map(
      (r, i) =>
        `<text x="150" y="${170 + i * (size + 12)}" font-size="${size}" text-anchor="middle" font-weight="700" fill="#fff">${esc(r)}</text>`,
    )
    .join('');
  const circles = [0, 1, 2]
    .map(
      (k) =>
        `<circle cx="${(seed * 37 + k * 90) % 300}" cy="${(seed * 53 + k * 130) % 400}" r="${60 + k * 25}" fill="#fff" opacity="0.08"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" font-family="PingFang SC, Noto Sans CJK SC, Microsoft YaHei, sans-serif" width="300" height="400" viewBox="0 0 300 400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="300" height="400" fill="url(#g)"/>${circles}<rect x="16" y="16" width="76" height="30" rx="15" fill="#000" opacity="0.25"/><text x="54" y="37" font-size="16" text-anchor="middle" fill="#fff">${esc(label)}</text>${text}</svg>`;
}

export function bannerSvg(title: string, subtitle: string, seed: number): string {
  const [a, b] = palette(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" font-family="PingFang SC, Noto Sans CJK SC, Microsoft YaHei, sans-serif" width="750" height="300" viewBox="0 0 750 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="750" height="300" fill="url(#g)"/><circle cx="640" cy="60" r="140" fill="#fff" opacity="0.1"/><circle cx="700" cy="260" r="90" fill="#fff" opacity="0.08"/><text x="48" y="135" font-size="54" font-weight="700" fill="#fff">${esc(title)}</text><text x="48" y="196" font-size="28" fill="#fff" opacity="0.9">${esc(subtitle)}</text><rect x="48" y="222" width="150" height="44" rx="22" fill="#fff"/><text x="123" y="252" font-size="22" text-anchor="middle" fill="${b}" font-weight="700">立即查看</text></svg>`;
}

export function logoSvg(name: string, seed: number): string {
  const [a, b] = palette(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" font-family="PingFang SC, Noto Sans CJK SC, Microsoft YaHei, sans-serif" width="96" height="96" viewBox="0 0 96 96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="96" height="96" rx="22" fill="url(#g)"/><text x="48" y="60" font-size="36" text-anchor="middle" font-weight="700" fill="#fff">${esc(name.slice(0, 1))}</text></svg>`;
}

/** A real QR code (the `qrcode` library) for the demo customer-service contact; the operator uploads their own. */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin: 2, width: 240, errorCorrectionLevel: 'M' });
}

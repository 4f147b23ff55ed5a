import QRCode from 'qrcode';

/** The poster's size in pixels: a 375×667 phone screen at 2×, what people forward in chats. */
const W = 750;
const H = 1334;
const FONT = '-apple-system, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/**
 * Draws my invite poster (brand head, what the app is for, my QR code to the registration page and my
 * code) and answers it as a PNG data URL; null where the webview cannot draw on a canvas.
 */
export async function drawInvitePoster(link: string, code: string, doc: Document = document): Promise<string | null> {
  const canvas = doc.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;

  const bg = ctx.createLinearGradient(0, 0, W, H);
  bg.addColorStop(0, '#ff7a3d');
  bg.addColorStop(0.55, '#f0541c');
  bg.addColorStop(1, '#b8390a');
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, W, H);
  // Two soft circles give the head some depth without an image to load.
  ctx.fillStyle = 'rgba(255,255,255,0.08)';
  ctx.beginPath();
  ctx.arc(W - 40, 120, 220, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.arc(60, 520, 140, 0, Math.PI * 2);
  ctx.fill();

  ctx.fillStyle = '#fff';
  ctx.textAlign = 'center';
  ctx.font = `600 34px ${FONT}`;
  ctx.fillText('推客星', W / 2, 120);
  ctx.font = `700 64px ${FONT}`;
  ctx.fillText('推广短剧和小说', W / 2, 230);
  ctx.fillText('一起赚收益', W / 2, 318);
  ctx.font = `400 30px ${FONT}`;
  ctx.fillStyle = 'rgba(255,255,255,0.92)';
  ctx.fillText('海量短剧小说 · 收益明细可查 · 余额一键提现', W / 2, 390);

  const cardX = 75;
  const cardY = 470;
  const cardW = W - 150;
  const cardH = 720;
  ctx.shadowColor = 'rgba(0,0,0,0.18)';
  ctx.shadowBlur = 30;
  ctx.shadowOffsetY = 10;
  ctx.fillStyle = '#fff';
  roundRect(ctx, cardX, cardY, cardW, cardH, 28);
  ctx.fill();
  ctx.shadowColor = 'transparent';

  const qr = doc.createElement('canvas');
  await QRCode.toCanvas(qr, link, {
    width: 400,
    margin: 1,
    errorCorrectionLevel: 'M',
    color: { dark: '#1f2329', light: '#ffffff' },
  });
  ctx.drawImage(qr, (W - 400) / 2, cardY + 60, 400, 400);

  ctx.fillStyle = '#1f2329';
  ctx.font = `600 34px ${FONT}`;
  ctx.fillText('扫码注册，和我一起推广', W / 2, cardY + 530);
  ctx.fillStyle = '#666c76';
  ctx.font = `400 28px ${FONT}`;
  ctx.fillText('注册时填写邀请码', W / 2, cardY + 590);
  ctx.fillStyle = '#d4420c';
  ctx.font = `700 52px ${FONT}`;
  ctx.fillText(code.split('').join(' '), W / 2, cardY + 660);

  ctx.fillStyle = 'rgba(255,255,255,0.85)';
  ctx.font = `400 26px ${FONT}`;
  ctx.fillText('长按识别二维码 · 推客星', W / 2, H - 70);
  return canvas.toDataURL('image/png');
}

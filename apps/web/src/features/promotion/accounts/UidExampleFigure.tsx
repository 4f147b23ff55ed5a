import { useId } from 'react';

/** The two apps the picture is drawn for: Douyin's dark profile, Kuaishou's light one. */
const LOOKS = {
  douyin: {
    app: '抖音',
    idLine: '抖音号：tuike_2026',
    screen: '#161823',
    text: '#ffffff',
    muted: '#a3a5ad',
    button: '#2c2e38',
    cover: ['#3a2a5c', '#1f4b63'],
    tabs: ['作品', '喜欢', '收藏'],
  },
  kuaishou: {
    app: '快手',
    idLine: '快手号：tuike2026',
    screen: '#ffffff',
    text: '#222222',
    muted: '#7a7f87',
    button: '#f1f2f4',
    cover: ['#ffb38a', '#ff6a3d'],
    tabs: ['作品', '私密', '赞过'],
  },
} as const;

export type UidExampleApp = keyof typeof LOOKS;

/**
 * Where the UID is in the app, drawn here rather than shipped as a screenshot: a phone showing the
 * profile page, its ID line framed in the brand colour and a callout pointing at it.
 */
export function UidExampleFigure({ app }: { app: UidExampleApp }) {
  const look = LOOKS[app];
  const id = useId();
  const [gradient, arrow, screen] = [`${id}cover`, `${id}arrow`, `${id}screen`];
  return (
    <svg
      className="uid-ex-figure"
      viewBox="0 0 320 420"
      role="img"
      aria-label={`${look.app}个人主页示意图：昵称下方的「${look.idLine.split('：')[0]}」就是 UID`}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={look.cover[0]} />
          <stop offset="1" stopColor={look.cover[1]} />
        </linearGradient>
        <marker id={arrow} viewBox="0 0 10 10" refX="8" refY="5" markerWidth="7" markerHeight="7" orient="auto">
          <path d="M0 0l10 5-10 5z" fill="#d4420c" />
        </marker>
        <clipPath id={screen}>
          <rect x="28" y="14" width="184" height="392" rx="21" />
        </clipPath>
      </defs>

      {/* The phone and its screen. */}
      <rect x="20" y="6" width="200" height="408" rx="28" fill="#2a2b30" />
      <g clipPath={`url(#${screen})`}>
        <rect x="28" y="14" width="184" height="392" fill={look.screen} />
        <rect x="28" y="14" width="184" height="92" fill={`url(#${gradient})`} />
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <rect
            key={i}
            x={29 + (i % 3) * 61.5}
            y={306 + Math.floor(i / 3) * 51}
            width="60"
            height="50"
            fill={look.muted}
            opacity={0.25 + (i % 3) * 0.1}
          />
        ))}
      </g>
      <rect x="96" y="20" width="48" height="10" rx="5" fill="#0d0d10" />
      <text x="42" y="30" fontSize="9" fill="#ffffff">
        9:41
      </text>

      {/* Avatar, nickname, the ID line. */}
      <circle cx="66" cy="108" r="27" fill={look.screen} />
      <circle cx="66" cy="108" r="24" fill="#ffd7c2" />
      <circle cx="66" cy="101" r="8" fill="#f08a5d" />
      <path d="M51 124c3-9 27-9 30 0a24 24 0 0 1-30 0z" fill="#f08a5d" />
      <text x="40" y="158" fontSize="16" fontWeight="700" fill={look.text}>
        推客小星
      </text>
      <rect x="34" y="167" width="134" height="22" rx="6" fill="rgba(212,66,12,0.16)" stroke="#d4420c" strokeWidth="2" />
      <text x="41" y="182" fontSize="11" fill={look.text}>
        {look.idLine}
      </text>
      <text x="40" y="206" fontSize="10" fill={look.muted}>
        每天分享好看的短剧
      </text>

      {/* Counts and the edit button, as on the real page. */}
      {[
        ['1.2万', '获赞', 40],
        ['368', '关注', 92],
        ['5620', '粉丝', 136],
      ].map(([n, label, x]) => (
        <text key={label} x={x} y="230" fontSize="10" fill={look.muted}>
          <tspan fontWeight="700" fill={look.text}>
            {n}
          </tspan>{' '}
          {label}
        </text>
      ))}
      <rect x="40" y="242" width="160" height="26" rx="4" fill={look.button} />
      <text x="120" y="259" fontSize="11" textAnchor="middle" fill={look.text}>
        编辑资料
      </text>
      {look.tabs.map((t, i) => (
        <text key={t} x={64 + i * 56} y="292" fontSize="11" textAnchor="middle" fill={i === 0 ? look.text : look.muted}>
          {t}
        </text>
      ))}
      <rect x="54" y="298" width="20" height="2" rx="1" fill={look.text} />

      {/* The callout. */}
      <rect x="182" y="112" width="130" height="50" rx="10" fill="#d4420c" />
      <text x="247" y="133" fontSize="12" fontWeight="700" textAnchor="middle" fill="#ffffff">
        这就是 UID
      </text>
      <text x="247" y="151" fontSize="10" textAnchor="middle" fill="#ffffff">
        复制后粘贴到绑定页
      </text>
      <path d="M204 162c0 14-14 20-30 21" fill="none" stroke="#d4420c" strokeWidth="2.5" markerEnd={`url(#${arrow})`} />
    </svg>
  );
}

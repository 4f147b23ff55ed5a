import type { SVGProps } from 'react';

/**
 * The few icons of the first screens, drawn as simple strokes. antd-mobile-icons costs 1–4 KB
 * gzip per icon; these cost a few hundred bytes together. Lazily loaded pages may use either.
 */
type IconProps = SVGProps<SVGSVGElement>;

function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}

const paths = (d: string) =>
  function PathIcon(props: IconProps) {
    return (
      <Icon {...props}>
        <path d={d} />
      </Icon>
    );
  };

export const HomeIcon = paths('M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z');
export const PlayIcon = paths('M5 4h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM10 9l5 3-5 3z');
export const BookIcon = paths(
  'M5 4.5A1.5 1.5 0 0 1 6.5 3H19v15H6.5A1.5 1.5 0 0 0 5 19.5zM5 19.5A1.5 1.5 0 0 0 6.5 21H19M9 7h6M9 11h6',
);
export const UserIcon = paths('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 3.6-6 8-6s8 2 8 6');
export const SearchIcon = paths('M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4');
export const BellIcon = paths('M6 16v-5a6 6 0 0 1 12 0v5l2 2H4zM10 20.5a2 2 0 0 0 4 0');
export const RightIcon = paths('M9 5l7 7-7 7');
export const SoundIcon = paths('M3 10v4h4l6 4V6l-6 4zM16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11');
export const FolderIcon = paths(
  'M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2h8.5A1.5 1.5 0 0 1 21 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5z',
);
export const KeyIcon = paths('M8 19a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM11 12l9-9M16 7l3 3');
export const UploadIcon = paths('M12 15V4M7 9l5-5 5 5M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4');
export const WalletIcon = paths(
  'M5 6h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zM3 10h18M16 15h2M6 6l9-3 1 3',
);
export const TeamIcon = paths(
  'M9 11.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20c0-3.5 3-5.5 6.5-5.5s6.5 2 6.5 5.5M16 4.5a3.5 3.5 0 0 1 0 7M18 14.5c2 .6 3.5 2.5 3.5 5.5',
);
export const VideoIcon = paths('M5 6h9a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zM16 10l5-3v10l-5-3z');
export const StarIcon = paths('M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z');
export const AlertIcon = paths('M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7.5v5.5M12 16.5v.01');
export const FileIcon = paths('M6 3h9l4 4v14H6zM14 3v5h5M9 13h6M9 17h4');
export const ClockIcon = paths('M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2');
export const LinkIcon = paths(
  'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
);

export function FireIcon(props: IconProps) {
  return (
    <Icon stroke="none" fill="currentColor" {...props}>
      <path d="M12 2c.8 3.6 5.5 5.3 5.5 10.5a5.5 5.5 0 0 1-11 0c0-2.9 1.8-4.2 2.2-6.2 1.6 1 2.4 2.7 2.4 2.7s1.7-2.9.9-7z" />
    </Icon>
  );
}

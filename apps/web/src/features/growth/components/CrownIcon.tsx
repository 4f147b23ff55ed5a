/** The level's crown (no icon of antd-mobile-icons reads as one). */
export function CrownIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 48 48" aria-hidden="true">
      <path d="M6 16l10 9 8-14 8 14 10-9-4 22H10z" fill="currentColor" />
      <rect x="10" y="40" width="28" height="4" rx="2" fill="currentColor" />
    </svg>
  );
}

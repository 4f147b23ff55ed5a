/** A work cover that keeps 3:4 and never stretches; lazy-loaded below the fold. */
export function Cover({ src, alt, width = 72 }: { src: string; alt: string; width?: number }) {
  return (
    <div style={{ width, flex: 'none', aspectRatio: '3 / 4', borderRadius: 8, overflow: 'hidden', background: '#eceef1' }}>
      <img src={src} alt={alt} loading="lazy" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
    </div>
  );
}

import './Cover.css';

/**
 * A work cover that keeps 3:4 and never stretches; lazy-loaded below the fold. A work without a cover
 * shows the empty frame under the same name: an `<img src="">` would make the browser fetch the page again.
 */
export function Cover({ src, alt, width = 72 }: { src: string; alt: string; width?: number }) {
  return (
    // The width is the caller's (list rows and strips differ); the rest is in Cover.css.
    <div className="cover" style={{ width }} {...(src ? {} : { role: 'img', 'aria-label': alt })}>
      {src && <img className="cover-img" src={src} alt={alt} loading="lazy" />}
    </div>
  );
}

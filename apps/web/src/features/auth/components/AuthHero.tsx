/** The brand mark and greeting at the top of the login and register screens. */
export function AuthHero({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div className="auth-hero">
      <div className="auth-logo" aria-hidden="true">
        推
      </div>
      <h2 className="auth-title">{title}</h2>
      <p className="auth-subtitle">{subtitle}</p>
    </div>
  );
}

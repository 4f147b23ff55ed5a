import type { ReactNode } from 'react';
import { yuan } from '../../../lib/format';
import './FiguresHead.css';

export interface HeadFigure {
  label: string;
  fen: number;
  /** A line under the figure (e.g. the day before, to compare). */
  sub?: ReactNode;
}

/**
 * The orange head of an earnings screen (预估收益, 对账): its figures large, two abreast, and `children`
 * (a note, the difference) across the whole width under them.
 */
export function FiguresHead({ label, figures, children }: { label: string; figures: HeadFigure[]; children?: ReactNode }) {
  return (
    <section className="figures-head" aria-label={label}>
      {figures.map((f) => (
        <div key={f.label} className="figures-head-figure">
          <span className="figures-head-label">{f.label}</span>
          <span className="figures-head-value num">{yuan(f.fen)}</span>
          {f.sub !== undefined && <span className="figures-head-sub">{f.sub}</span>}
        </div>
      ))}
      {children}
    </section>
  );
}

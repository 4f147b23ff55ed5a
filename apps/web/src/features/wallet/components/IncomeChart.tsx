import type { EstimateIncome } from '@tuike/contract/wallet';
import { CategoryScale, Chart, Filler, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { yuan } from '../../../lib/format';
import './estimate.css';

// Only what a filled line with a tooltip needs; chart.js is imported by this file alone, so it loads
// with the estimated-income page and nowhere else.
Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Filler, Tooltip);

type Day = EstimateIncome['days'][number];

/** What the chart shows, in words, for screen readers. */
function describe(days: readonly Day[]) {
  const sum = days.reduce((s, d) => s + d.amount, 0);
  const best = days.reduce<Day | null>((b, d) => (b === null || d.amount > b.amount ? d : b), null);
  const top = best && best.amount > 0 ? `，最高 ${best.date} ${yuan(best.amount)}` : '';
  return `近${days.length}天每日预估收益，合计 ${yuan(sum)}${top}`;
}

/** The last 30 days of estimated income as a filled line, in the brand colour. */
export function IncomeChart({ days }: { days: readonly Day[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const el = canvas.current;
    // Without a 2D context (some webviews under memory pressure) the canvas keeps its description only.
    if (!el?.getContext('2d')) return;
    const style = getComputedStyle(el);
    const brand = style.getPropertyValue('--brand').trim();
    // A canvas does not inherit CSS fonts: the axis labels take the page's, not the canvas default (Arial).
    const font = { family: style.fontFamily, size: 11 };
    const chart = new Chart(el, {
      type: 'line',
      data: {
        labels: days.map((d) => d.date.slice(5)),
        datasets: [
          {
            data: days.map((d) => d.amount / 100),
            borderColor: brand,
            backgroundColor: `${brand}22`,
            fill: true,
            tension: 0.3,
            // Monotone keeps the curve between its points: a plain spline dips below ¥0 next to a zero day.
            cubicInterpolationMode: 'monotone',
            pointRadius: 0,
            pointHitRadius: 12,
            borderWidth: 2,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        scales: {
          x: { grid: { display: false }, ticks: { maxTicksLimit: 6, maxRotation: 0, font } },
          y: {
            beginAtZero: true,
            ticks: { maxTicksLimit: 5, font, callback: (v) => yuan(Math.round(Number(v) * 100)).replace(/\.00$/, '') },
          },
        },
        plugins: {
          tooltip: {
            displayColors: false,
            callbacks: {
              title: (items) => days[items[0]?.dataIndex ?? 0]?.date ?? '',
              label: (item) => `预估 ${yuan(days[item.dataIndex]?.amount ?? 0)}`,
            },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [days]);
  return (
    <div className="estimate-chart">
      <canvas ref={canvas} role="img" aria-label={describe(days)} />
    </div>
  );
}

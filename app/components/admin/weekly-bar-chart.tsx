import { useId } from "react";
import { formatNumber } from "~/i18n/format";

export interface WeekPoint {
  start: string;
  label: string;
  value: number;
}

const HEIGHT = 180;
const BASE = 150;
const BAR_MAX = 128;

/**
 * Bars per day or per week in plain SVG (about eight labels, ending with the last bar): a title and a
 * description listing every value, so screen readers get the numbers.
 */
export function WeeklyBarChart({
  title,
  points,
  color,
  unit = "Semana",
  caption,
}: {
  title: string;
  points: WeekPoint[];
  color: string;
  /** What one bar is, in the description: "Semana" or "Dia". */
  unit?: "Semana" | "Dia";
  /** After the total: "no período". */
  caption?: string;
}) {
  const id = useId();
  const max = Math.max(1, ...points.map((p) => p.value));
  const total = points.reduce((sum, p) => sum + p.value, 0);
  const slot = 100 / Math.max(points.length, 1);
  const labelEvery = Math.max(1, Math.ceil(points.length / 8));
  return (
    <figure className="rounded-2xl border border-cream-200 bg-white p-4" data-testid="weekly-chart">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold text-brand-900">{title}</span>
        <span className="text-sm text-muted">
          {formatNumber(total)} {caption ?? `nas últimas ${points.length} semanas`}
        </span>
      </figcaption>
      <svg role="img" aria-labelledby={`${id}-t ${id}-d`} width="100%" height={HEIGHT} className="mt-3 overflow-visible">
        <title id={`${id}-t`}>{`${title} por ${unit.toLowerCase()}`}</title>
        <desc id={`${id}-d`}>{points.map((p) => `${unit} ${p.label}: ${p.value}`).join("; ")}</desc>
        <line x1="0" x2="100%" y1={BASE} y2={BASE} stroke="#ede5d3" strokeWidth="1" />
        {points.map((p, i) => {
          const h = p.value === 0 ? 0 : Math.max(3, (p.value / max) * BAR_MAX);
          const center = `${i * slot + slot / 2}%`;
          return (
            <g key={p.start}>
              {h > 0 ? (
                <rect x={`${i * slot + slot * 0.18}%`} width={`${slot * 0.64}%`} y={BASE - h} height={h} rx="3" fill={color}>
                  <title>{`${p.label}: ${formatNumber(p.value)}`}</title>
                </rect>
              ) : null}
              {p.value > 0 && points.length <= 16 ? (
                <text x={center} y={BASE - h - 5} textAnchor="middle" fontSize="11" fill="#1f2a1f">
                  {formatNumber(p.value)}
                </text>
              ) : null}
              <text
                x={center}
                y={BASE + 18}
                textAnchor="middle"
                fontSize="10"
                fill="#556155"
                visibility={(points.length - 1 - i) % labelEvery === 0 ? "visible" : "hidden"}
              >
                {p.start.slice(8, 10)}/{p.start.slice(5, 7)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

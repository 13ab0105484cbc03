import { useEffect, useRef, useState } from 'react';

type DailyChartProps = {
  title: string;
  /** YYYY-MM-DD, one per point. */
  dates: readonly string[];
  values: readonly number[];
  format: (value: number) => string;
  /** The axis's labels, shorter than the table's figures. */
  axisFormat?: (value: number) => string;
};

const HEIGHT = 200;
const ACCENT = '#c2410c';
const HALF_DAY = 43_200;

/**
 * A bar per day, drawn by uPlot: loaded with the chart, not with the app (a chunk of its own). The
 * figures are also a table under the chart, for screen readers and for anyone who wants the numbers.
 */
export function DailyChart({ title, dates, values, format, axisFormat = format }: DailyChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // No canvas to draw on (an old or locked-down browser): the table below still has every figure.
    if (!document.createElement('canvas').getContext?.('2d')) return setFailed(true);
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (cancelled) return;
        const xs = dates.map((date) => Date.parse(`${date}T00:00:00Z`) / 1000);
        chart = new UPlot(
          {
            width: element.clientWidth || 600,
            height: HEIGHT,
            legend: { show: false },
            cursor: { drag: { x: false, y: false } },
            // Half a day either side, so the first and last bars show whole; the bars stand on zero.
            scales: {
              x: { time: true, range: (_u, min, max) => [min - HALF_DAY, max + HALF_DAY] },
              y: { range: (_u, _min, max) => [0, Math.max(1, max) * 1.1] },
            },
            axes: [
              { stroke: '#55585e' },
              { stroke: '#55585e', size: 64, values: (_u, ticks) => ticks.map(axisFormat) },
            ],
            series: [
              {},
              {
                label: title,
                stroke: ACCENT,
                fill: 'rgba(194, 65, 12, 0.35)',
                paths: UPlot.paths.bars?.({ size: [0.7, 40] }),
                points: { show: false },
              },
            ],
          },
          [xs, [...values]],
          element,
        );
        observer = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height: HEIGHT }));
        observer.observe(element);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [dates, values, axisFormat, title]);
  return (
    <figure className="daily-chart">
      <figcaption>{title}</figcaption>
      <div ref={box} className="daily-chart-canvas" aria-hidden="true" />
      {failed && <p className="muted">The chart could not be drawn; the figures are below.</p>}
      <details>
        <summary>Figures by day</summary>
        <table className="figures">
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">{title}</th>
            </tr>
          </thead>
          <tbody>
            {dates.map((date, i) => (
              <tr key={date}>
                <td>{date}</td>
                <td>{format(values[i] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

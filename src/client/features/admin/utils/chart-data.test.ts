import { describe, expect, it } from 'vitest';
import { CHART_DATASET_STYLE, hasChartData, styledDatasets } from './chart-data.ts';

describe('hasChartData', () => {
  it('is false without chart data, without labels or without datasets', () => {
    expect(hasChartData(undefined)).toBe(false);
    expect(hasChartData(null)).toBe(false);
    expect(hasChartData({ labels: [], datasets: [{ label: 'Pending', data: [] }] })).toBe(false);
    expect(hasChartData({ labels: ['Jan 2026'], datasets: [] })).toBe(false);
  });

  it('is false when every value is 0', () => {
    expect(
      hasChartData({
        labels: ['Jan 2026', 'Feb 2026'],
        datasets: [
          { label: 'Pending', data: [0, 0] },
          { label: 'Active', data: [0, 0] },
        ],
      }),
    ).toBe(false);
  });

  it('is true as soon as one value is not 0', () => {
    expect(
      hasChartData({
        labels: ['Jan 2026', 'Feb 2026'],
        datasets: [
          { label: 'Pending', data: [0, 0] },
          { label: 'Active', data: [0, 3] },
        ],
      }),
    ).toBe(true);
  });
});

describe('styledDatasets', () => {
  it("gives Pending, Active and Rejected three shades of the spec's teal, Active the spec's own", () => {
    const datasets = styledDatasets({
      labels: ['Jan 2026'],
      datasets: [
        { label: 'Pending', data: [1] },
        { label: 'Active', data: [2] },
        { label: 'Rejected', data: [3] },
      ],
    });
    expect(datasets[1]).toEqual({ label: 'Active', data: [2], ...CHART_DATASET_STYLE });
    expect(CHART_DATASET_STYLE).toEqual({
      backgroundColor: 'rgba(75,192,192,0.6)',
      borderColor: 'rgba(75,192,192,1)',
      borderWidth: 1,
    });
    const backgrounds = datasets.map((dataset) => dataset.backgroundColor);
    expect(new Set(backgrounds).size).toBe(3);
    // Every shade is the spec's hue: 75,192,192 itself or the same hue darker (40,113,113).
    for (const colour of backgrounds) expect(colour).toMatch(/^rgba\((75,192,192|40,113,113),/);
    expect(datasets.every((dataset) => dataset.borderWidth === 1)).toBe(true);
  });

  it("gives a dataset of any other name the spec's teal", () => {
    const [other] = styledDatasets({ labels: ['Jan 2026'], datasets: [{ label: 'Archived', data: [1] }] });
    expect(other).toMatchObject(CHART_DATASET_STYLE);
  });

  it('gives Refunded the grey of its badge, apart from the three teals', () => {
    const [refunded] = styledDatasets({ labels: ['Jan 2026'], datasets: [{ label: 'Refunded', data: [1] }] });
    expect(refunded).toMatchObject({ borderColor: 'rgba(108,117,125,1)' });
  });
});

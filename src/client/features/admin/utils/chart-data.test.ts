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
  it("gives every dataset the spec's teal background, border and border width", () => {
    const datasets = styledDatasets({
      labels: ['Jan 2026'],
      datasets: [
        { label: 'Pending', data: [1] },
        { label: 'Active', data: [2] },
      ],
    });
    expect(datasets).toEqual([
      { label: 'Pending', data: [1], ...CHART_DATASET_STYLE },
      { label: 'Active', data: [2], ...CHART_DATASET_STYLE },
    ]);
    expect(CHART_DATASET_STYLE).toEqual({
      backgroundColor: 'rgba(75,192,192,0.6)',
      borderColor: 'rgba(75,192,192,1)',
      borderWidth: 1,
    });
  });
});

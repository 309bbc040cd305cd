/**
 * Lightweight Charts (Apache-2.0), fetched only when a simulator chart is drawn, so its ~50 kB stay
 * out of every other page's download.
 */
export function loadCharts() {
  return import('lightweight-charts');
}

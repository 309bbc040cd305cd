import axe from 'axe-core';
import { expect } from 'vitest';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe over the rendered document (modals are portalled to the body) and fails with a readable
 * list of every serious or critical WCAG A/AA violation, as e2e/accessibility.spec.ts does in a
 * browser. Colour contrast needs real layout and CSS, so it is left to the end-to-end scan.
 */
export async function expectNoSeriousAxeViolations(): Promise<void> {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    rules: { 'color-contrast': { enabled: false } },
  });
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = serious
    .map(
      (violation) =>
        `[${violation.impact}] ${violation.id}: ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
    )
    .join('\n');
  expect(serious, `Accessibility violations:\n${report}`).toEqual([]);
}

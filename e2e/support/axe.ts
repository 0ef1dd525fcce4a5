import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

// The axe-core scan of e2e/accessibility.spec.ts. Beyond axe's defaults it runs
// label-content-name-mismatch (WCAG 2.5.3 "label in name"), which the axe-core bundled with
// @axe-core/playwright still ships as experimental and so leaves off: a control whose aria-label
// hides its visible text is what a voice-control user cannot click by saying what they see.

/** The serious and critical violations on the page as it is now, one line per rule and target. */
export async function seriousViolations(page: Page, testInfo: TestInfo, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  await testInfo.attach(`axe-${label}.json`, { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${label}: ${v.id} [${v.impact}] ${n.target.join(' ')} — ${(n.failureSummary ?? v.help).replace(/\s+/g, ' ')}`));
}

/** Fails listing every serious or critical violation found on the page. */
export async function expectNoSeriousViolations(page: Page, testInfo: TestInfo, label: string) {
  const found = await seriousViolations(page, testInfo, label);
  expect(found, `serious/critical axe violations:\n${found.join('\n')}`).toEqual([]);
}

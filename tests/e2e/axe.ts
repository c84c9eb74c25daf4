/** Accessibility checks with axe-core, injected into the page under test. */
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
  /** The first offending elements' HTML, cut short. */
  html: string[];
}

/** Violations of WCAG 2.x A/AA rules (and axe's best practices) on the page as it is now. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[]; html: string }[] }[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      html: v.nodes.slice(0, 3).map((n) => n.html.slice(0, 200)),
    }));
  });
}

/** No critical or serious violation on the page: the list of what was found otherwise. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const serious = (await axeViolations(page)).filter((v) => v.impact === 'critical' || v.impact === 'serious');
  expect(serious, `${where}: ${JSON.stringify(serious, null, 1)}`).toEqual([]);
}

import AxeBuilder from '@axe-core/playwright';
import {test, expect} from './fixtures';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const pages = ['/', '/docs/getting-started/installation', '/blog', '/blog/2021/07/20/the-architecture-of-securecodebox-v2'];

for (const path of pages) {
  for (const mode of ['light', 'dark'] as const) {
    test(`${path} has no WCAG A/AA violations in ${mode} mode`, async ({page, problems}) => {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({page}).withTags(tags).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(summary).toEqual([]);
      void problems;
    });
  }
}

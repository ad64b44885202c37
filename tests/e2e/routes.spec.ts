import {test, expect} from './fixtures';
import {loadRoutes} from './routes';

/** Routes that are data files (feeds, indexes), not HTML pages. */
const isDataFile = (route: string): boolean => /\.(xml|json|txt)$/.test(route);

/**
 * Every route of the manifest answers 200. HTML pages also have an `h1`, render
 * each Mermaid diagram to SVG, and log no console error or page error (checked
 * by the `problems` fixture).
 */
for (const route of loadRoutes()) {
  if (isDataFile(route)) {
    test(`data file ${route} is served`, async ({request}) => {
      const response = await request.get(route);
      expect(response.status(), `status of ${route}`).toBe(200);
      expect((await response.body()).length).toBeGreaterThan(0);
    });
    continue;
  }
  test(`route ${route} renders without errors`, async ({page, problems}) => {
    const response = await page.goto(route);
    expect(response?.status(), `status of ${route}`).toBe(200);
    await expect(page.locator('h1').first()).toBeVisible();
    // A diagram renders once it scrolls into view (src/theme/Mermaid), so scroll to each one.
    const diagrams = page.locator('.mermaid-diagram');
    const count = await diagrams.count();
    for (let i = 0; i < count; i += 1) {
      await diagrams.nth(i).evaluate((element) => element.scrollIntoView({block: 'center'}));
      await expect(diagrams.nth(i).locator('.docusaurus-mermaid-container svg'), `diagram ${i + 1} of ${route}`).toBeVisible();
    }
    expect(problems.messages).toEqual([]);
  });
}

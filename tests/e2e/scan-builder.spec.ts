import AxeBuilder from '@axe-core/playwright';
import {parse, parseAllDocuments} from 'yaml';
import type {Page} from '@playwright/test';
import {test, expect, openHydrated, settleTransitions} from './fixtures';
import {RELEASE} from '../../src/data/release';
import {joinCommand} from '../../src/lib/commandLines';

/** The flag every generated helm command carries: charts are pinned to the documented release. */
const PIN = `--version ${RELEASE.version}`;

const PATH = '/docs/how-tos/scan-builder';
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The manifest the builder currently shows, parsed. */
async function shownManifest(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('[data-scan-builder-yaml] pre code').innerText();
  return parse(text) as Record<string, unknown>;
}

/**
 * The install commands as the shell reads them: the lines of the install code block, each `\` line continuation
 * joined, so a command can be compared with the one-line command it stands for.
 */
async function installCommands(page: Page): Promise<string> {
  const lines = await page.locator('[data-scan-builder-install] .token-line').allTextContents();
  return joinCommand(lines.join('\n'));
}

/** The builder state a page's URL holds: the JSON text behind `?scan=1.…` (see `url.ts`), or `''` without one. */
function urlState(url: string): string {
  const encoded = new URL(url).searchParams.get('scan') ?? '';
  return encoded.startsWith('1.') ? Buffer.from(encoded.slice(2), 'base64url').toString('utf8') : '';
}

/**
 * Waits until the URL holds the builder's state after the last edit. Edits reach the URL only after a
 * short rest, and on a slow machine earlier edits may land first, so wait for the text of the last one.
 * @param lastEdit - a string the encoded state contains once the last edit has settled
 */
async function settledUrl(page: Page, lastEdit: string): Promise<string> {
  await expect.poll(() => urlState(page.url())).toContain(lastEdit);
  return page.url();
}

test.describe('scan builder', () => {
  test('serves a valid default manifest without JavaScript', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(PATH);
    const text = await page.locator('[data-scan-builder-yaml] pre code').innerText();
    expect(parse(text)).toEqual({
      apiVersion: 'execution.securecodebox.io/v1',
      kind: 'Scan',
      metadata: {name: 'nmap-scanme.nmap.org'},
      spec: {scanType: 'nmap', parameters: ['scanme.nmap.org']},
    });
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Building a scan in the browser');
    await context.close();
  });

  test('builds a ScheduledScan with cascades and a hook, copies it, and restores it from the URL and Back', async ({
    page,
    context,
    problems,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openHydrated(page, PATH);
    await expect(page.locator('[data-scan-builder="ready"]')).toBeVisible();

    await page.getByLabel('Parameter 1', {exact: true}).fill('-p 22 scanme.nmap.org');
    await expect(page.locator('#sb-parameters-0-error')).toHaveText(
      /One argument per row: split "-p 22 scanme.nmap.org" into 3 rows/,
    );
    await expect(page.locator('[data-scan-builder-problems]')).toBeVisible();
    await expect(page.locator('[data-scan-builder-yaml]')).toHaveCount(0);
    await page.getByLabel('Parameter 1', {exact: true}).fill('scanme.nmap.org');

    await page.getByLabel('Repeat the scan: write a ScheduledScan').check();
    await page.getByLabel('Interval', {exact: true}).fill('24h');
    await page.getByLabel('Cron schedule').fill('0 3 * * *');
    await expect(page.locator('#sb-schedule-cron-error')).toHaveText(
      /Set either an interval or a cron schedule, not both/,
    );
    await page.getByLabel('Cron schedule').fill('');
    await page.getByLabel('Keep successful scans').fill('3');

    await page.getByLabel('Start follow-up scans from the findings (spec.cascades)').check();
    await page.getByLabel('Rules labelled securecodebox.io/invasive').selectOption('non-invasive');
    await page.getByLabel('Rules labelled securecodebox.io/intensive').selectOption('light');
    await page.getByText(/^Show the \d+ rules/).click();
    await expect(
      page
        .getByRole('row', {name: /ssh-audit/})
        .getByRole('cell')
        .last(),
    ).toHaveText('yes');
    await page.getByLabel('Limit follow-up scans to a scope (scope limiter)').check();
    await page.getByLabel('Scope (annotation value)').fill('nmap.org');
    await page.getByLabel('DefectDojo (persistence-defectdojo)').check();
    // The hook asks for the URL its chart cannot work without; no manifest until it has one.
    await expect(page.locator('[data-scan-builder-problems]')).toContainText('One field still needs your input');
    await page.getByLabel(/DefectDojo URL/).fill('http://defectdojo-django.defectdojo.svc');

    const manifest = await shownManifest(page);
    expect(manifest).toMatchObject({
      kind: 'ScheduledScan',
      metadata: {name: 'nmap-scanme.nmap.org', annotations: {'scope.cascading.securecodebox.io/domain': 'nmap.org'}},
      spec: {
        interval: '24h',
        successfulJobsHistoryLimit: 3,
        scanSpec: {
          scanType: 'nmap',
          parameters: ['scanme.nmap.org'],
          cascades: {matchLabels: {'securecodebox.io/invasive': 'non-invasive', 'securecodebox.io/intensive': 'light'}},
          hookSelector: {
            matchExpressions: [
              {
                key: 'app.kubernetes.io/instance',
                operator: 'In',
                values: ['persistence-defectdojo', 'cascading-scans'],
              },
            ],
          },
        },
      },
    });
    await expect
      .poll(() => installCommands(page))
      .toContain(
        `helm upgrade --install nmap oci://ghcr.io/securecodebox/helm/nmap ${PIN} --set cascadingRules.enabled=true`,
      );
    const commands = await installCommands(page);
    expect(commands).toContain(
      "kubectl create secret generic defectdojo-credentials --from-literal=apikey='<your DefectDojo API v2 key>'",
    );
    expect(commands).toContain(
      `helm upgrade --install persistence-defectdojo oci://ghcr.io/securecodebox/helm/persistence-defectdojo ${PIN} --set defectdojo.url=http://defectdojo-django.defectdojo.svc`,
    );
    expect(commands).toContain(
      `helm upgrade --install cascading-scans oci://ghcr.io/securecodebox/helm/cascading-scans ${PIN}`,
    );

    await page.getByRole('button', {name: 'Copy YAML'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Copied'})).toHaveText(
      'Copied nmap-scanme.nmap.org.yaml to the clipboard.',
    );
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(parse(copied)).toEqual(manifest);

    // The URL holds the whole scan: a fresh page with the same link shows the same manifest.
    const link = await settledUrl(page, 'defectdojo-django.defectdojo.svc');
    expect(urlState(link)).toContain('"h":["defectdojo"]');
    expect(new URL(link).searchParams.get('scan')).toMatch(/^1\./);
    const second = await context.newPage();
    await openHydrated(second, link);
    await expect.poll(() => shownManifest(second)).toEqual(manifest);
    await second.close();

    // Back undoes the last settled edit, Forward redoes it.
    await page.getByLabel('Keep failed scans').fill('2');
    await settledUrl(page, '"3","2"');
    await page.goBack();
    await expect(page.getByLabel('Keep failed scans')).toHaveValue('');
    await expect(page.getByLabel('DefectDojo (persistence-defectdojo)')).toBeChecked();
    await page.goForward();
    await expect(page.getByLabel('Keep failed scans')).toHaveValue('2');
    void problems;
  });

  test('preselects the scanner of a scanner page link', async ({page, problems}) => {
    await openHydrated(page, '/docs/scanners/trivy');
    await page.getByRole('link', {name: 'Open in the scan builder'}).click();
    await expect(page).toHaveURL(/\/docs\/how-tos\/scan-builder\?scanner=trivy$/);
    await expect(page.getByLabel('Scanner', {exact: true})).toHaveValue('trivy');
    await expect(page.getByLabel('ScanType', {exact: true})).toBeVisible();
    expect((await shownManifest(page)).spec).toMatchObject({scanType: 'trivy-filesystem'});
    void problems;
  });

  test('falls back to the default scan with a message on a hostile URL', async ({page, problems}) => {
    await openHydrated(
      page,
      `${PATH}?scan=1.${Buffer.from('{"s":"<img src=x onerror=alert(1)>"}').toString('base64url')}`,
    );
    await expect(page.getByRole('alert').filter({hasText: 'could not be loaded'})).toContainText(
      'the builder shows the default scan',
    );
    expect((await shownManifest(page)).metadata).toEqual({name: 'nmap-scanme.nmap.org'});
    await openHydrated(page, `${PATH}?scan=${encodeURIComponent('1.%%%')}`);
    await expect(page.getByRole('alert').filter({hasText: 'could not be loaded'})).toBeVisible();
    void problems;
  });

  test('an unknown hook in the link shows its error and no manifest', async ({page, problems}) => {
    const state = {s: 'nmap', t: 'nmap', n: 'nmap-scan', p: ['scanme.nmap.org'], h: ['no-such-hook']};
    await openHydrated(page, `${PATH}?scan=1.${Buffer.from(JSON.stringify(state)).toString('base64url')}`);
    await expect(page.locator('#sb-hooks-error')).toHaveText(/Unknown hook "no-such-hook"/);
    await expect(page.locator('[data-scan-builder-yaml]')).toHaveCount(0);
    void problems;
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`has no WCAG A/AA violations in ${mode} mode, with every option open and an error shown`, async ({
      page,
      problems,
    }) => {
      await openHydrated(page, `${PATH}?docusaurus-theme=${mode}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await page.getByLabel('Repeat the scan: write a ScheduledScan').check();
      await page.getByLabel('Start follow-up scans from the findings (spec.cascades)').check();
      await page.getByLabel('Limit follow-up scans to a scope (scope limiter)').check();
      await page.getByLabel('Rules labelled securecodebox.io/invasive').selectOption('');
      await page.getByLabel('Rules labelled securecodebox.io/intensive').selectOption('');
      await expect(page.locator('[data-cascade-warning]')).toBeVisible();
      await page.getByRole('button', {name: 'Add a variable from a Secret'}).click();
      await expect(page.locator('[data-scan-builder-problems]')).toBeVisible();
      await page.getByRole('button', {name: 'Show what is missing'}).click();
      await expect(page.locator('#sb-env-0-name-error')).toBeVisible();
      await settleTransitions(page);
      const results = await new AxeBuilder({page}).withTags(tags).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(summary).toEqual([]);
      void problems;
    });
  }

  test('keeps the focus in the field being typed in when the edit reaches the URL', async ({page, problems}) => {
    await openHydrated(page, PATH);
    const field = page.getByLabel('Parameter 1', {exact: true});
    await field.focus();
    await page.keyboard.press('End');
    await page.keyboard.type('.example');
    await settledUrl(page, 'scanme.nmap.org.example');
    await expect(field).toBeFocused();
    await page.keyboard.type('x');
    await expect(field).toHaveValue('scanme.nmap.org.examplex');
    void problems;
  });

  test('fits a 320 px wide screen and works with the keyboard', async ({page, problems}) => {
    await page.setViewportSize({width: 320, height: 800});
    await openHydrated(page, PATH);
    await page.getByLabel('Repeat the scan: write a ScheduledScan').check();
    await page.getByLabel('Start follow-up scans from the findings (spec.cascades)').check();
    // Every control and the builder itself end inside the viewport (wide code and tables scroll in their own boxes).
    const outside = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const boxes = [
        document.querySelector('[data-scan-builder]'),
        ...Array.from(
          document.querySelectorAll(
            '[data-scan-builder] input, [data-scan-builder] select, [data-scan-builder] button, [data-scan-builder] label',
          ),
        ),
      ];
      return boxes
        .filter((element) => element && element.getBoundingClientRect().right > width + 0.5)
        .map((element) => element?.outerHTML.slice(0, 80));
    });
    expect(outside).toEqual([]);
    await page.getByLabel('Parameter 1', {exact: true}).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', {name: 'Remove parameter 1'})).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', {name: 'Add a parameter'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Parameter 2', {exact: true})).toHaveValue('');
    // The new row stays quiet until the reader has been in it.
    await expect(page.locator('#sb-parameters-1-error')).toHaveCount(0);
    await page.getByLabel('Parameter 2', {exact: true}).focus();
    await page.keyboard.press('Tab');
    await expect(page.locator('#sb-parameters-1-error')).toHaveText(/Empty row/);
    void problems;
  });

  test('ticking "Start follow-up scans" writes the safe selector and says what it admits', async ({page, problems}) => {
    await openHydrated(page, PATH);
    await expect(page.locator('[data-scan-builder="ready"]')).toBeVisible();
    await page.getByLabel('Start follow-up scans from the findings (spec.cascades)').check();
    await expect(page.getByLabel('Rules labelled securecodebox.io/invasive')).toHaveValue('non-invasive');
    await expect(page.getByLabel('Rules labelled securecodebox.io/intensive')).toHaveValue('light');
    await expect
      .poll(async () => ((await shownManifest(page)).spec as Record<string, unknown>).cascades)
      .toEqual({matchLabels: {'securecodebox.io/intensive': 'light', 'securecodebox.io/invasive': 'non-invasive'}});
    const summary = page.locator('[data-cascade-summary]');
    await expect(summary).toContainText('This selection admits 14 of the 27 cascading rules that can start from Nmap');
    await expect(summary).toContainText('6 ScanTypes: kube-hunter, nmap, nuclei, screenshooter, ssh-audit, sslyze');
    await expect(summary).toContainText(
      'The Helm commands add 5 charts: kube-hunter, nuclei, screenshooter, ssh-audit',
    );
    await expect(page.locator('[data-cascade-warning]')).toHaveCount(0);
    // The Cascading Scans hook the cascade needs shows as chosen, and the help text says what is admitted.
    await expect(page.getByLabel('Cascading Scans (cascading-scans)')).toBeChecked();
    await expect(page.getByLabel('Cascading Scans (cascading-scans)')).toBeDisabled();
    await expect(page.locator('#sb-cascade-hint')).toContainText('non-invasive with intensity light');
    // The 27-row table is folded until asked for.
    await expect(page.getByRole('row', {name: /ncrack-ssh/})).toHaveCount(0);
    await page.getByText(/^Show the 27 rules/).click();
    await expect(
      page
        .getByRole('row', {name: /ncrack-ssh/})
        .getByRole('cell')
        .last(),
    ).toHaveText('no');
    const commands = page.locator('section[aria-labelledby="sb-step-output"] pre code').nth(1);
    await expect(commands).toContainText('helm upgrade --install sslyze');
    await expect(commands).not.toContainText('ncrack');
    void problems;
  });

  test('choosing invasive rules shows a plain warning and the rules it admits', async ({page, problems}) => {
    await openHydrated(page, PATH);
    await expect(page.locator('[data-scan-builder="ready"]')).toBeVisible();
    await page.getByLabel('Start follow-up scans from the findings (spec.cascades)').check();
    await page.getByLabel('Rules labelled securecodebox.io/invasive').selectOption('invasive');
    // Every invasive rule of the catalogue is high-intensity, so invasive and light admit none, yet the selector
    // would let other invasive rules through.
    await expect(page.locator('[data-cascade-summary]')).toContainText('This selection admits 0 of the 27');
    await expect(page.locator('[data-cascade-warning]')).toContainText('also lets invasive rules run');
    await page.getByLabel('Rules labelled securecodebox.io/intensive').selectOption({label: 'any: high ones too'});
    const warning = page.locator('[data-cascade-warning]');
    await expect(warning).toContainText(
      'Invasive and high intensity: 9 admitted rules attack the target and put heavy load on it, 9 of them with brute-force logins',
    );
    await expect(warning).toContainText('ncrack (ncrack-ftp,');
    await expect(warning).toContainText('written permission to attack');
    await expect(page.locator('[data-cascade-summary]')).toContainText('The Helm commands add 1 chart: ncrack.');
    expect(((await shownManifest(page)).spec as Record<string, unknown>).cascades).toEqual({
      matchLabels: {'securecodebox.io/invasive': 'invasive'},
    });
    // Unticking and ticking again goes back to the safe selection.
    await page.getByLabel('Start follow-up scans from the findings (spec.cascades)').uncheck();
    await page.getByLabel('Start follow-up scans from the findings (spec.cascades)').check();
    await expect(page.getByLabel('Rules labelled securecodebox.io/invasive')).toHaveValue('non-invasive');
    await expect(page.locator('[data-cascade-warning]')).toHaveCount(0);
    void problems;
  });

  test('"Repeat" starts with a real interval and shows no error before the reader types', async ({page, problems}) => {
    await openHydrated(page, PATH);
    await expect(page.locator('[data-scan-builder="ready"]')).toBeVisible();
    await page.getByLabel('Repeat the scan: write a ScheduledScan').check();
    const interval = page.getByLabel('Interval', {exact: true});
    await expect(interval).toHaveValue('24h');
    await expect(interval).not.toHaveAttribute('placeholder');
    await expect(page.getByLabel('Cron schedule')).not.toHaveAttribute('placeholder');
    await expect(page.locator('form[aria-label="Scan builder"] [aria-invalid="true"]')).toHaveCount(0);
    await expect(page.locator('#sb-schedule-interval-error')).toHaveCount(0);
    await expect
      .poll(async () => (await shownManifest(page)).spec)
      .toMatchObject({interval: '24h', scanSpec: {scanType: 'nmap'}});
    // After an edit the field is checked.
    await interval.fill('');
    await page.keyboard.press('Tab');
    await expect(page.locator('#sb-schedule-interval-error')).toHaveText(/Set an interval \(e\.g\. 24h\) or a cron/);
    await expect(interval).toHaveAttribute('aria-invalid', 'true');
    void problems;
  });

  test('a blank scan asks for its target only after the reader was there or asks what is missing', async ({
    page,
    problems,
  }) => {
    await openHydrated(page, PATH);
    await expect(page.locator('[data-scan-builder="ready"]')).toBeVisible();
    await page.getByLabel('Start from').selectOption('');
    await expect(page.getByLabel('Parameter 1', {exact: true})).toHaveValue('');
    await expect(page.locator('#sb-parameters-0-error')).toHaveCount(0);
    const panel = page.locator('[data-scan-builder-problems]');
    await expect(panel).toContainText('No manifest yet: One field still needs your input.');
    await panel.getByRole('button', {name: 'Show what is missing'}).click();
    await expect(page.locator('#sb-parameters-0-error')).toHaveText(/Empty row/);
    await expect(page.getByLabel('Parameter 1', {exact: true})).toBeFocused();
    await expect(panel).toContainText('fix this problem first');
    void problems;
  });
});

test.describe('scan builder: commands that run', () => {
  for (const width of [1280, 390]) {
    test(`at ${width} px every command reads without scrolling sideways and copies as printed`, async ({
      page,
      problems,
    }) => {
      /** Each code block of the install and start parts, highlighted, is no wider than its box. */
      const expectNoSideways = async (count: number): Promise<void> => {
        const blocks = page.locator('[data-output-part="install"] pre, [data-output-part="start"] pre');
        await expect(blocks).toHaveCount(count);
        for (const part of ['install', 'start']) {
          const container = page.locator(`[data-output-part="${part}"]`);
          await container.scrollIntoViewIfNeeded();
          // Highlighting replaces a block's plain lines once it nears the viewport; measure what stays.
          await expect(container.locator('pre .token:not(.plain)').first()).toBeAttached();
        }
        await expect
          .poll(() =>
            blocks.evaluateAll((pres) =>
              pres.filter((pre) => pre.scrollWidth > pre.clientWidth).map((pre) => pre.textContent),
            ),
          )
          .toEqual([]);
      };
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.setViewportSize({width, height: 900});
      await openHydrated(page, PATH);
      await expect(page.locator('[data-scan-builder="ready"]')).toBeVisible();
      // The default scan: the scanner and the Cascading Scans hook, kubectl and scbctl.
      await expectNoSideways(3);
      // The longest commands: the operator, hooks with Secrets, several --set and the Notification channel's JSON.
      await page.getByLabel('The secureCodeBox operator is not installed yet').check();
      await page.getByLabel('DefectDojo (persistence-defectdojo)').check();
      await page.getByLabel('Elasticsearch (persistence-elastic)').check();
      await page.getByLabel('Notification WebHook (notification)').check();
      await page.locator('#sb-namespace').fill('security-scans');
      await expect.poll(() => installCommands(page)).toContain('--namespace security-scans --set-json');
      // With hooks the scan needs its file: no scbctl command.
      await expectNoSideways(2);
      const install = page.locator('[data-scan-builder-install] .token-line');
      // Long commands are printed on several lines joined by `\`.
      expect(await install.count()).toBeGreaterThan(20);
      // The copy button copies the lines as printed, continuations included.
      const printed = (await install.allTextContents()).join('\n');
      expect(printed).toContain(' \\\n  --set-json ');
      const installBlock = page.locator('[data-scan-builder-install]');
      await installBlock.hover();
      await installBlock.getByRole('button', {name: 'Copy code to clipboard'}).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(printed);
      void problems;
    });
  }

  test('DefectDojo asks for its URL, prints the Secret with a placeholder and the URL with --set', async ({
    page,
    problems,
  }) => {
    await openHydrated(page, PATH);
    await expect(page.locator('[data-scan-builder="ready"]')).toBeVisible();
    await page.getByLabel('DefectDojo (persistence-defectdojo)').check();
    const commands = page.locator('[data-scan-builder-install] pre code');
    // While the field is empty the command carries a marked placeholder, never nothing.
    await expect(commands).toContainText("--set 'defectdojo.url=<DefectDojo URL>'");
    await expect(page.locator('[data-scan-builder-placeholders]')).toContainText('<your DefectDojo API v2 key>');
    await page.getByLabel(/DefectDojo URL/).fill('https://dojo.example.com');
    await expect(commands).toContainText('--set defectdojo.url=https://dojo.example.com');
    expect(await installCommands(page)).toContain(
      "kubectl create secret generic defectdojo-credentials --from-literal=apikey='<your DefectDojo API v2 key>'",
    );
    await expect(page.locator('[data-scan-builder-yaml]')).toBeVisible();
    void problems;
  });

  test('"up to medium" writes matchExpressions In light, medium and admits more rules', async ({page, problems}) => {
    await openHydrated(page, PATH);
    await expect(page.locator('[data-scan-builder="ready"]')).toBeVisible();
    await page.getByLabel('Start follow-up scans from the findings (spec.cascades)').check();
    await page.getByLabel('Rules labelled securecodebox.io/intensive').selectOption('light-medium');
    await expect
      .poll(async () => ((await shownManifest(page)).spec as Record<string, unknown>).cascades)
      .toEqual({
        matchLabels: {'securecodebox.io/invasive': 'non-invasive'},
        matchExpressions: [{key: 'securecodebox.io/intensive', operator: 'In', values: ['light', 'medium']}],
      });
    await expect(page.locator('[data-cascade-summary]')).toContainText('This selection admits 18 of the 27');
    await expect(page.locator('#sb-cascade-hint')).toContainText('intensity light or medium');
    void problems;
  });

  test('the ZAP example: its ConfigMap follows the scan name, its target is marked, a demo target installs', async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({width: 1280, height: 900});
    await openHydrated(page, `${PATH}?scanner=zap-automation-framework`);
    await expect(page.locator('[data-scan-builder="ready"]')).toBeVisible();
    await expect(page.locator('[data-scan-builder-replace-target]')).toContainText('nginx.demo-targets.svc');
    await page.locator('#sb-name').fill('zap-shop');
    const names = async (): Promise<unknown[]> => {
      const text = await page.locator('[data-scan-builder-yaml] pre code').innerText();
      return parseAllDocuments(text).map((document) => (document.toJS() as {metadata: {name: string}}).metadata.name);
    };
    await expect.poll(names).toEqual(['zap-shop-config', 'zap-shop']);
    // The panel beside the form scrolls on its own: bring its top into view, then change a line near the end of the
    // manifest, which has to come into the panel's view.
    const panel = page.locator('[data-scan-builder-output]');
    await panel.evaluate((element) => {
      element.scrollTop = 0;
    });
    await page.locator('#sb-env-0-value').fill('http://juice-shop.demo-targets.svc:3000/');
    const changed = page.locator('[data-scan-builder-yaml] .token-line', {hasText: 'juice-shop.demo-targets.svc'});
    await expect(changed).toHaveCount(1);
    await expect
      .poll(() =>
        page.evaluate(() => {
          const box = document.querySelector('[data-scan-builder-output]')?.getBoundingClientRect();
          const line = Array.from(document.querySelectorAll('[data-scan-builder-yaml] .token-line')).find((element) =>
            (element.textContent ?? '').includes('juice-shop.demo-targets.svc'),
          );
          const rect = line?.getBoundingClientRect();
          return Boolean(box && rect && rect.top >= box.top && rect.bottom <= box.bottom && rect.bottom <= innerHeight);
        }),
      )
      .toBe(true);
    await expect
      .poll(() => installCommands(page))
      .toContain(
        `helm upgrade --install juice-shop oci://ghcr.io/securecodebox/helm/juice-shop ${PIN} --namespace demo-targets --create-namespace`,
      );
    await expect(page.locator('[data-scan-builder-replace-target]')).toHaveCount(0);
    void problems;
  });
});

/**
 * Lighthouse (mobile) on the main pages of a running site, in Debian's chromium. Prints scores and the
 * core metrics against their targets; asserts nothing. Start the site first (npm start), then:
 *   node bench/lighthouse.ts [--base http://localhost:3000] [--details] [/ /art /model/1 …]
 * --details also prints, per page, FCP, the LCP element and its phases, and the scripts that cost the
 * most main-thread time: where the time goes, for whoever works on the figures next.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const args = process.argv.slice(2);
const baseAt = args.indexOf('--base');
const base = baseAt >= 0 ? args.splice(baseAt, 2)[1]! : 'http://localhost:3000';
const detailsAt = args.indexOf('--details');
const details = detailsAt >= 0 && args.splice(detailsAt, 1).length > 0;
const paths = args.length > 0 ? args : ['/', '/art', '/model/1'];

interface DetailItems {
  items?: Record<string, unknown>[];
}
/** The table rows of an audit's details, when it has some. */
const rows = (audit: { details?: unknown } | undefined) =>
  ((audit?.details ?? {}) as DetailItems).items ?? [];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

const pct = (score: number | null | undefined) =>
  score == null ? '  –' : String(Math.round(score * 100)).padStart(3);
try {
  console.log(`Lighthouse ${'(mobile, simulated throttling)'} on ${base}`);
  console.log('path'.padEnd(22), 'perf', 'a11y', 'best', ' seo', '   LCP', '   CLS', '   TBT');
  for (const path of paths) {
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`no result for ${path}`);
    const { categories, audits } = result.lhr;
    const lcp = audits['largest-contentful-paint']?.numericValue ?? NaN;
    const cls = audits['cumulative-layout-shift']?.numericValue ?? NaN;
    const tbt = audits['total-blocking-time']?.numericValue ?? NaN;
    console.log(
      path.padEnd(22),
      pct(categories.performance?.score).padStart(4),
      pct(categories.accessibility?.score).padStart(4),
      pct(categories['best-practices']?.score).padStart(4),
      pct(categories.seo?.score).padStart(4),
      `${(lcp / 1000).toFixed(2)}s`.padStart(6),
      cls.toFixed(3).padStart(6),
      `${Math.round(tbt)}ms`.padStart(6),
    );
    if (details) {
      const ms = (v: unknown) => `${Math.round(Number(v))} ms`;
      console.log(`  FCP ${ms(audits['first-contentful-paint']?.numericValue)}`);
      // The LCP breakdown insight: a node table (the element) and a table of its phases.
      for (const table of rows(audits['lcp-breakdown-insight']) as DetailItems[]) {
        for (const item of table.items ?? []) {
          const node = (item as { node?: { snippet?: string } }).node;
          if (node?.snippet) console.log(`  LCP element ${node.snippet.slice(0, 140)}`);
          if ('subpart' in item || 'phase' in item) {
            console.log(
              `    ${String(item.label ?? item.subpart ?? item.phase).padEnd(24)} ${ms(item.duration ?? item.timing)}`,
            );
          }
        }
      }
      for (const script of rows(audits['bootup-time']).slice(0, 5)) {
        console.log(`  main thread ${ms(script.total).padStart(8)}  ${String(script.url).replace(base, '')}`);
      }
    }
  }
  console.log('targets: scores ≥ 95, LCP < 2.5 s, CLS < 0.1');
} finally {
  await chrome.kill();
}

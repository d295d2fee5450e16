/**
 * Lighthouse (mobile) on the main pages of a running site, in Debian's chromium. Prints scores and the
 * core metrics against their targets; asserts nothing. Start the site first (npm start), then:
 *   node bench/lighthouse.ts [--base http://localhost:3000] [/ /art /model/1 …]
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const args = process.argv.slice(2);
const baseAt = args.indexOf('--base');
const base = baseAt >= 0 ? args.splice(baseAt, 2)[1]! : 'http://localhost:3000';
const paths = args.length > 0 ? args : ['/', '/art', '/model/1'];

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
  }
  console.log('targets: scores ≥ 95, LCP < 2.5 s, CLS < 0.1');
} finally {
  await chrome.kill();
}

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// as the end-to-end tests run it: no background traffic this closed network would refuse
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export interface PageAudit {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Lighthouse's desktop preset on `url` (performance only), `runs` times in a fresh Chromium; medians. */
export async function auditPage(url: string, cookieHeader: string, runs = 3): Promise<PageAudit> {
  const audits: PageAudit[] = [];
  for (let run = 0; run < runs; run++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
    try {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: cookieHeader ? { Cookie: cookieHeader } : undefined },
        desktopConfig,
      );
      if (!result) throw new Error(`lighthouse gave no result for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.message}`);
      audits.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
        tbtMs: lhr.audits['total-blocking-time'].numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
      });
    } finally {
      chrome.kill();
    }
  }
  return {
    score: median(audits.map((a) => a.score)),
    lcpMs: median(audits.map((a) => a.lcpMs)),
    tbtMs: median(audits.map((a) => a.tbtMs)),
    cls: median(audits.map((a) => a.cls)),
  };
}

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export type PageSpeedResult = {
  page: string;
  formFactor: 'desktop' | 'mobile';
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  ttfbMs: number;
};

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Lighthouse on loopback: no throttling of the network (it is the server we measure), default CPU. */
export async function measurePageSpeed(
  url: string,
  page: string,
  formFactor: 'desktop' | 'mobile',
): Promise<PageSpeedResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const desktop = formFactor === 'desktop';
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
      {
        extends: 'lighthouse:default',
        settings: {
          formFactor,
          screenEmulation: desktop
            ? { mobile: false, width: 1440, height: 900, deviceScaleFactor: 1, disabled: false }
            : { mobile: true, width: 390, height: 844, deviceScaleFactor: 2, disabled: false },
          throttlingMethod: 'provided',
          maxWaitForLoad: 20_000,
        },
      },
    );
    if (!result) throw new Error('Lighthouse returned nothing');
    const audits = result.lhr.audits;
    const ms = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
    return {
      page,
      formFactor,
      performance: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((result.lhr.categories.accessibility?.score ?? 0) * 100),
      fcpMs: ms('first-contentful-paint'),
      lcpMs: ms('largest-contentful-paint'),
      tbtMs: ms('total-blocking-time'),
      cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      ttfbMs: ms('server-response-time'),
    };
  } finally {
    chrome.kill();
  }
}

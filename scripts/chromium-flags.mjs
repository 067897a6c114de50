// Chromium flags every browser tool here shares (Playwright specs, Lighthouse audit, screenshots):
// no sandbox (root in a container), no GPU, and no background traffic that would skew timings.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const page = await browser.newPage();
page.on('pageerror', e => console.log('PAGEERROR', e.message));
await page.goto('http://127.0.0.1:4176/tools/base64-encoder');
await page.getByRole('tab', { name: 'File' }).click();
const MB = Number(process.argv[2] ?? 24);
await page.evaluate(() => {
  window.tasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.tasks.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask' });
});
const t0 = await page.evaluate(async (mb) => {
  const bytes = new Uint8Array(mb * 1024 * 1024); for (let i = 0; i < bytes.length; i += 4096) bytes[i] = i & 255;
  const file = new File([bytes], 'big.bin', { type: 'application/octet-stream' });
  const dt = new DataTransfer(); dt.items.add(file);
  const zone = document.querySelector('[role=button][aria-label^="Drop a file"]');
  const start = performance.now();
  zone.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  return start;
}, MB);
await page.getByText(/Showing the first/).waitFor({ timeout: 120000 });
const t1 = await page.evaluate(() => performance.now());
console.log('total ms', Math.round(t1 - t0));
console.log('long tasks', JSON.stringify(await page.evaluate((t0) => window.tasks.map(([s, d]) => [s - Math.round(t0), d]), t0)));
await browser.close();

import { chromium } from '@playwright/test';
import { serve } from './lib/server.mjs';
const server = await serve({ dist: 'dist', inputs: '/tmp/devtoolbox-bench' });
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage();
p.on('console', m => console.log('console:', m.text()));
await p.goto(server.url + '/tools/hash-generator');
await p.getByLabel('Text to hash').waitFor();
for (const size of [100000, 1000000, 2000000]) {
console.log(size, await p.evaluate(async (n) => {
  const text = 'abcdefghij klmnopq\n'.repeat(n / 19);
  const area = document.querySelector('textarea');
  const set = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set;
  set.call(area, ''); area.dispatchEvent(new Event('input', { bubbles: true }));
  await new Promise(r => setTimeout(r, 300));
  const marks = [];
  const status = document.querySelector('[data-testid=hash-status]');
  const mo = new MutationObserver(() => marks.push([status.dataset.state, Math.round(performance.now() - t0)]));
  mo.observe(status, { attributes: true });
  const t0 = performance.now();
  set.call(area, text); area.dispatchEvent(new Event('input', { bubbles: true }));
  marks.push(['dispatched', Math.round(performance.now() - t0)]);
  await new Promise(r => requestAnimationFrame(() => setTimeout(r, 0)));
  marks.push(['frame', Math.round(performance.now() - t0)]);
  while (status.dataset.state !== 'done') await new Promise(r => setTimeout(r, 5));
  marks.push(['done', Math.round(performance.now() - t0)]);
  return JSON.stringify(marks);
}, size));
}
await b.close(); await server.close();

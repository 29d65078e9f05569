import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage();
await p.setContent('<textarea id=a rows=6 style="width:800px;font-family:monospace"></textarea><textarea id=b rows=6 style="width:800px;font-family:monospace" wrap=off></textarea>');
for (const id of ['a', 'b']) for (const [n, line] of [[1000000, 'abcdefghij klmnopq\n'], [1000000, 'abcdefghij klmnopq ']]) {
console.log(id, JSON.stringify(line), await p.evaluate(async ([id, n, line]) => {
  const text = line.repeat(n / 19);
  const area = document.getElementById(id);
  area.value = ''; await new Promise(r => requestAnimationFrame(() => setTimeout(r, 0)));
  const t0 = performance.now();
  area.value = text;
  const t1 = performance.now();
  area.offsetHeight; area.scrollHeight;
  const t2 = performance.now();
  await new Promise(r => requestAnimationFrame(() => setTimeout(r, 0)));
  return [t1 - t0, t2 - t1, performance.now() - t0].map(Math.round).join(' ');
}, [id, n, line]));
}
await b.close();

import type { BrowserContext } from 'playwright-core';

/**
 * A fixed piece of work a page does (script, JSON, DOM and its layout), timed in the same browser
 * and throttling as the screen measured: this machine's speed varies by two between hours, and the
 * yardstick printed beside a screen's time tells a slow hour from a slower build.
 */
function fixedWork(): number {
  const start = performance.now();
  let sum = 0;
  for (let index = 0; index < 2_000_000; index += 1) sum += Math.sqrt(index);
  const rows = Array.from({ length: 10_000 }, (_, index) => ({ id: index, name: `ligne ${index}`, sum }));
  const parsed = JSON.parse(JSON.stringify(rows)) as unknown[];
  const list = document.createElement('ul');
  for (let index = 0; index < 1_500; index += 1) {
    const item = document.createElement('li');
    item.textContent = `élément ${index} / ${parsed.length}`;
    item.style.padding = `${index % 7}px`;
    list.append(item);
  }
  document.body.replaceChildren(list);
  list.getBoundingClientRect();
  return performance.now() - start;
}

/** The yardstick's median over `rounds`, in ms, in a fresh page of `context` throttled `cpuRate` times. */
export async function machineYardstick(context: BrowserContext, cpuRate: number, rounds = 5): Promise<number> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const times: number[] = [];
    for (let round = 0; round < rounds; round += 1) times.push(await page.evaluate(fixedWork));
    times.sort((a, b) => a - b);
    return Math.round(times[Math.floor(rounds / 2)]!);
  } finally {
    await page.close();
  }
}

/**
 * The navigation progress bar: the markup, timing and easing of nprogress 0.2 (#nprogress >
 * .bar > .peg, styled in app/globals.css) without the library, which weighed more than the
 * few calls this site makes. Browser only.
 */
import { PROGRESS_BAR } from './constants';

const { minimum, speed, trickleRate, trickleSpeed } = PROGRESS_BAR;
const EASE = 'ease';

let status: number | null = null;
const steps: (() => void)[] = [];

/** Runs animation steps one after another, as nprogress's queue does; each calls `next`. */
function queue(step: (next: () => void) => void) {
  const run = () => step(() => (steps.shift(), steps[0]?.()));
  steps.push(run);
  if (steps.length === 1) run();
}

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);
const percent = (n: number) => (-1 + n) * 100;

function render(fromStart: boolean): HTMLElement {
  const existing = document.getElementById('nprogress');
  if (existing) return existing;
  document.documentElement.classList.add('nprogress-busy');
  const progress = document.createElement('div');
  progress.id = 'nprogress';
  // nprogress's markup gave the bar role="bar", which is no ARIA role (axe: aria-roles, critical).
  // The bar is decoration: the page's own content announces the navigation.
  progress.setAttribute('aria-hidden', 'true');
  progress.innerHTML = '<div class="bar"><div class="peg"></div></div>';
  const bar = progress.firstElementChild as HTMLElement;
  bar.style.transition = 'all 0 linear';
  bar.style.transform = `translate3d(${fromStart ? -100 : percent(status ?? 0)}%,0,0)`;
  document.body.appendChild(progress);
  return progress;
}

function remove() {
  document.documentElement.classList.remove('nprogress-busy');
  document.getElementById('nprogress')?.remove();
}

function set(value: number) {
  const started = typeof status === 'number';
  const n = clamp(value, minimum, 1);
  status = n === 1 ? null : n;
  const progress = render(!started);
  const bar = progress.firstElementChild as HTMLElement;
  void progress.offsetWidth; // repaint, so the transition starts from the current position
  queue((next) => {
    bar.style.transform = `translate3d(${percent(n)}%,0,0)`;
    bar.style.transition = `all ${speed}ms ${EASE}`;
    if (n !== 1) {
      setTimeout(next, speed);
      return;
    }
    progress.style.transition = 'none';
    progress.style.opacity = '1';
    void progress.offsetWidth;
    setTimeout(() => {
      progress.style.transition = `all ${speed}ms linear`;
      progress.style.opacity = '0';
      setTimeout(() => {
        remove();
        next();
      }, speed);
    }, speed);
  });
}

function inc(amount: number) {
  if (!status) {
    start();
    return;
  }
  set(clamp(status + amount, 0, 0.994));
}

export function start() {
  if (!status) set(0);
  const work = () =>
    setTimeout(() => {
      if (!status) return;
      inc(Math.random() * trickleRate);
      work();
    }, trickleSpeed);
  work();
}

export function done() {
  if (!status) return;
  inc(0.3 + 0.5 * Math.random());
  set(1);
}

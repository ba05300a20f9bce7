import { afterEach, describe, expect, it, vi } from 'vitest';
import { revealAboveBar } from './revealAboveBar';

/** An element laid out from `top` to `bottom` on screen. */
function placed(tag: string, top: number, bottom: number) {
  const element = document.createElement(tag);
  element.getBoundingClientRect = () => ({ top, bottom, left: 0, right: 100, width: 100, height: bottom - top, x: 0, y: top, toJSON: () => ({}) });
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('revealAboveBar', () => {
  it('scrolls a field the bar covers to just above it', () => {
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
    revealAboveBar(placed('input', 690, 730), placed('div', 700, 768));
    expect(scrollBy).toHaveBeenCalledWith({ top: 46 });
  });

  it('leaves a field well above the bar, and the bar’s own buttons, where they are', () => {
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
    const bar = placed('div', 700, 768);
    revealAboveBar(placed('input', 400, 440), bar);
    const button = document.createElement('button');
    bar.append(button);
    revealAboveBar(button, bar);
    expect(scrollBy).not.toHaveBeenCalled();
  });
});

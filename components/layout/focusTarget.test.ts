import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ancestorsOf, findFocusTarget, moveFocusTo } from './focusTarget';

// jsdom lays nothing out: every element counts as shown unless it is hidden with `hidden`.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
    return (this.closest('[hidden]') ? [] : [new DOMRect(0, 0, 10, 10)]) as unknown as DOMRectList;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

function page(html: string) {
  document.body.innerHTML = `<nav><a href="/x">Work Orders</a></nav><main id="main-content" tabindex="-1">${html}</main>`;
  return document.getElementById('main-content')!;
}

/** Removes the element as a re-render would, having noted its place first. */
function removeNoting(selector: string) {
  const element = document.querySelector(selector)!;
  const ancestors = ancestorsOf(element);
  element.remove();
  return ancestors;
}

describe('findFocusTarget', () => {
  const header = `<a href="/back">Work Orders</a><header><h1>Router swap</h1><div class="actions"><button id="step">Confirm schedule</button><button>Leave work order</button></div></header>`;

  it('moves to the next action left in the same part of the page', () => {
    const main = page(header);
    const target = findFocusTarget(removeNoting('#step'), main);
    expect(target).toHaveTextContent('Leave work order');
  });

  it('moves to the part’s heading when no control is left in it', () => {
    const main = page(`${header}<section><h2>Rating</h2><div class="ask"><p>How was it?</p><button id="rate">Rate Erin</button></div><p>Your rating</p></section>`);
    expect(findFocusTarget(removeNoting('#rate'), main)).toHaveTextContent('Rating');
  });

  it('skips controls that are disabled or hidden', () => {
    const main = page(`<section><h2>Expenses</h2><table><tr><td><button id="approve">Approve</button></td><td><button disabled>Receipt</button><button hidden>Undo</button></td></tr></table></section>`);
    expect(findFocusTarget(removeNoting('#approve'), main)).toHaveTextContent('Expenses');
  });

  it('moves to the new page’s title once the whole page has changed, and waits while it has none', () => {
    const main = page(`<form><button id="post">Post work order</button></form>`);
    const ancestors = removeNoting('form');
    expect(findFocusTarget(ancestors, main)).toBeNull();
    main.innerHTML = header;
    expect(findFocusTarget(ancestors, main)).toHaveTextContent('Router swap');
  });
});

describe('moveFocusTo', () => {
  it('makes a heading focusable by script only, and focuses it', () => {
    const main = page('<h2>Rating</h2>');
    const heading = main.querySelector('h2')!;
    moveFocusTo(heading);
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });
});

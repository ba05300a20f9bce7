'use client';
import { useEffect } from 'react';
import { MAIN_CONTENT_ID } from './MainContent';
import { POPUP, ancestorsOf, canTakeFocus, findFocusTarget, moveFocusTo } from './focusTarget';

type Lost = { element: Element; ancestors: Element[] };

const hasNoFocus = () => !document.activeElement || document.activeElement === document.body;

/**
 * Keeps keyboard focus on the page when the control that had it goes away. A step through the
 * work removes its own button once the order has moved on (often after its dialog has given focus
 * back to it), a decided expense loses its buttons, a posted form makes way for the new page, and
 * a button is disabled while its upload runs: the browser then drops focus to <body>, and keyboard
 * and screen-reader users start again from the top of the page. Instead, focus goes to the nearest
 * control left in the same part of the page, else that part's heading, else the page's <h1>; a
 * control disabled while it works gets focus back once it is enabled again. A component that knows
 * a better place (the message just sent) focuses it itself and this stands aside.
 */
export function useFocusKeeper() {
  useEffect(() => {
    // The control a dialog or menu was opened from: where focus belongs when that popup closes.
    let opener: Lost | null = null;
    let lost: Lost | null = null;
    const observer = new MutationObserver(() => settle());

    const stop = () => {
      lost = null;
      observer.disconnect();
    };

    const settle = () => {
      if (!lost || !hasNoFocus()) return stop();
      // An open popup keeps focus in itself (MUI's focus trap), and gives it back when it closes.
      if (document.querySelector(POPUP)) return;
      const { element, ancestors } = lost;
      if (element.isConnected) {
        // Disabled while its action runs: it gets focus back once it is enabled again.
        if (canTakeFocus(element)) {
          element.focus();
          stop();
        }
        return;
      }
      const target = findFocusTarget(ancestors, document.getElementById(MAIN_CONTENT_ID));
      if (target) {
        moveFocusTo(target);
        stop();
      }
    };

    const onFocusIn = (event: FocusEvent) => {
      stop();
      const from = event.relatedTarget;
      if (event.target instanceof Element && event.target.closest(POPUP) && from instanceof Element && !from.closest(POPUP)) {
        opener = { element: from, ancestors: ancestorsOf(from) };
      }
    };

    const onFocusOut = (event: FocusEvent) => {
      // Focus moving to another control, or leaving the window, is not lost.
      if (event.relatedTarget || !(event.target instanceof Element)) return;
      const element = event.target;
      const candidate = element.closest(POPUP) ? opener : { element, ancestors: ancestorsOf(element) };
      if (!candidate) return;
      // Disabled as it lost focus: its action has started, however soon it is enabled again.
      const wasDisabled = !canTakeFocus(element);
      // Decided once the change that took focus away has been rendered.
      setTimeout(() => {
        if (!hasNoFocus()) return;
        // Still there and able to take focus: the user put focus away (a click on the page), nothing was lost.
        if (candidate.element === element && !wasDisabled && canTakeFocus(element)) return;
        lost = candidate;
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
        settle();
      });
    };

    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', stop);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', stop);
      observer.disconnect();
    };
  }, []);
}

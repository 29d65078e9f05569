/**
 * Acts once ready: the prerendered page shows its controls before React has hydrated them (HydrationGate keeps them
 * `inert` until then, so nothing typed into them is lost). This tiny script, loaded apart from the app, records what
 * a visitor does in that window to the page's primary controls and replays it once every hydration gate is live:
 * - Ctrl-K / Cmd-K, `/` and `?` (the palette and the shortcuts), and Ctrl-Enter / Cmd-Enter (the main action), sent
 *   again as the same key press;
 * - a click on the header search (it takes the focus), a tool's main action or Load Example (clicked again).
 * An inert control is not the target of a click (the event goes to what lies behind it), so the control is found by
 * where the click fell. A classic script file of the site's own: the Content-Security-Policy allows it as it is.
 */
(function () {
  'use strict';

  /** The controls a click is kept for: the header search, a tool's main action, Load Example and its kind. */
  var PRIMARY = '[data-acts-early], [aria-keyshortcuts~="Control+Enter"], [data-reveals-result]';
  var WAITING = '[data-hydration-gate="waiting"]';
  var LIVE = '[data-hydration-gate="live"]';

  /** What was done before hydration, in order: `{ key }` (a KeyboardEvent's init) or `{ click }` (an index). */
  var queue = [];
  var observer = null;

  var waiting = function () {
    return document.querySelector(WAITING) !== null;
  };

  /** The keys the app handles anywhere on the page; with a modifier, the browser's own meaning is kept from them. */
  function isShortcut(event) {
    if (event.altKey) return false;
    var key = (event.key || '').toLowerCase();
    var command = event.ctrlKey || event.metaKey;
    if (command) return key === 'k' || key === 'enter';
    return key === '/' || key === '?';
  }

  /** The primary control under a point, by its box (inert controls are skipped by hit-testing). */
  function controlAt(x, y) {
    var controls = document.querySelectorAll(PRIMARY);
    for (var i = 0; i < controls.length; i += 1) {
      var box = controls[i].getBoundingClientRect();
      var inside = x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
      if (inside && box.width > 0 && !controls[i].disabled) return i;
    }
    return -1;
  }

  function keep(entry) {
    queue.push(entry);
    document.documentElement.setAttribute('data-early-input', '');
    if (!observer) {
      observer = new MutationObserver(replayWhenLive);
      observer.observe(document.documentElement, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-hydration-gate'],
      });
    }
  }

  function onKeyDown(event) {
    if (!waiting() || !isShortcut(event)) return;
    event.preventDefault();
    keep({
      key: {
        key: event.key,
        code: event.code,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        shiftKey: event.shiftKey,
        bubbles: true,
        cancelable: true,
      },
    });
  }

  function onClick(event) {
    if (!waiting() || event.button !== 0) return;
    var at = controlAt(event.clientX, event.clientY);
    if (at >= 0) keep({ click: at });
  }

  /** Once no part of the page waits (and some part is live: a page rendered afresh is briefly empty), replays. */
  function replayWhenLive() {
    if (waiting() || !document.querySelector(LIVE)) return;
    observer.disconnect();
    observer = null;
    // After the commit that opened the gates: the app's effects (its key listeners) are in place by then.
    setTimeout(replay);
  }

  function replay() {
    var entries = queue.splice(0);
    document.documentElement.removeAttribute('data-early-input');
    entries.forEach(function (entry) {
      if (entry.key) {
        var from = document.activeElement || document.body;
        from.dispatchEvent(new KeyboardEvent('keydown', entry.key));
        return;
      }
      var control = document.querySelectorAll(PRIMARY)[entry.click];
      if (!control) return;
      if (control.matches('input, textarea')) control.focus();
      else control.click();
    });
  }

  // How many presses wait (for the browser tests, which hold the app back to press before it is ready).
  window.__earlyInput = {
    pending: function () {
      return queue.length;
    },
  };
  window.addEventListener('keydown', onKeyDown, true);
  window.addEventListener('click', onClick, true);
})();

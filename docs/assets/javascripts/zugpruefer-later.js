// Classic script (deferred, so it also runs from file://, and where modules do not): on the
// checker page, Material's script starts after the first answer.
//
// Material's script draws nothing a player needs for that answer (it runs the header's search,
// the colour switch, the table of contents, the button back to the top), but its start takes
// the page's thread for 100–150 ms, 400–550 ms with a phone's slower processor (make bench),
// while Pyodide needs every core it can get to compile and start. So on this page its script
// tag is inert (overrides/zugpruefer.html writes it as `<script type="text/plain"
// data-zp-later>`, which the browser neither fetches nor runs; so is Material's polyfill, the
// iframe-worker shim, before it) and this script starts them, in the page's order:
// once the first answer is on screen (the checker says "saboteur:answered"), when the engine
// fails, as soon as the reader touches, scrolls or types (whoever reaches for the search gets
// it), at once from file:// (no engine there), and after LATEST_MS at the latest.
(function () {
  // As the service worker's registration (offline.js): on a slow link the first answer takes
  // 20 s and more, and Material's start should not fall into that wait either.
  var LATEST_MS = 60000;
  var INPUT = ["pointerdown", "touchstart", "keydown", "wheel"];
  var EVENTS = ["saboteur:answered", "saboteur:engine-failed"];
  var started = false;
  var timer = 0;

  function start() {
    if (started) return;
    started = true;
    clearTimeout(timer);
    INPUT.forEach(function (type) {
      removeEventListener(type, start, true);
    });
    EVENTS.forEach(function (type) {
      document.removeEventListener(type, start);
    });
    var waiting = Array.prototype.slice.call(document.querySelectorAll("script[data-zp-later]"));
    var left = waiting.length;
    waiting.forEach(function (/** @type {HTMLScriptElement} */ inert) {
      var script = document.createElement("script");
      script.src = inert.src;
      script.async = false; // in the page's order, as the template had them
      script.addEventListener("load", function () {
        left -= 1;
        // In a task of its own: the browser runs a script's load event in the task that ran
        // the script, and Material's evaluation and the mounting of its parts together were
        // one task of 400-500 ms with a phone's slower processor (traced: about 3/4 and 1/4).
        if (left === 0) setTimeout(documentIsThere);
      });
      inert.replaceWith(script);
    });
  }

  // Material waits for the document's DOMContentLoaded. If that has passed (it ran in the same
  // task as this event), it is told through its `document$` (the observable of the page's
  // document its own docs tell page scripts to use), from which it mounts its parts.
  function documentIsThere() {
    if (document.readyState === "loading") return; // it will see the event itself
    var document$ = /** @type {any} */ (window).document$;
    if (document$ && typeof document$.next === "function") document$.next(document);
  }

  if (location.protocol === "file:") {
    start();
    return;
  }
  // What Material's start does first, done now: its stylesheet hides the header's search
  // button on pages without scripts (`no-js`); this page has them. A tap on it opens the
  // search (a checkbox and Material's styles) and starts Material's script (below).
  document.documentElement.classList.replace("no-js", "js");
  // Material puts the cursor into the search field when the search opens; opened before its
  // script runs (or while it starts) nobody would, and the reader would tap a second time.
  var toggle = /** @type {HTMLInputElement | null} */ (document.getElementById("__search"));
  if (toggle) {
    toggle.addEventListener("change", function (/** @type {Event} */ event) {
      var checked = /** @type {HTMLInputElement} */ (event.currentTarget).checked;
      var field = /** @type {HTMLInputElement | null} */ (document.querySelector(".md-search__input"));
      if (checked && field && document.activeElement !== field) field.focus();
    });
  }
  timer = setTimeout(start, LATEST_MS);
  INPUT.forEach(function (type) {
    addEventListener(type, start, { capture: true, passive: true });
  });
  EVENTS.forEach(function (type) {
    document.addEventListener(type, start);
  });
})();

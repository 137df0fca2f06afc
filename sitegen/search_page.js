/* sitegen/search_page.js, inline on every page (why and how: sitegen/search.py): Material's
   search index is fetched, and so built, only when the reader opens the search. */
(function () {
  "use strict";
  var config = document.getElementById("__config");
  var toggle = document.getElementById("__search");
  var form = document.forms.namedItem("search");
  if (!config || !toggle || !form || !/^https?:$/.test(location.protocol) ||
      typeof XMLHttpRequest !== "function") { return; }
  var settings = JSON.parse(config.textContent || "{}");
  if (typeof settings.base !== "string") { return; }
  /* The address Material asks for (its fetchSearchIndex: an XMLHttpRequest, from the base made
     absolute as its configuration() does). */
  var index = new URL("search/search_index.json", new URL(settings.base, location.href)).href;
  var request = XMLHttpRequest.prototype;
  var openRequest = request.open;
  var sendRequest = request.send;
  var abortRequest = request.abort;
  var opened = false;
  var asked = [];
  var held = [];
  /* Material opens and sends its request for the index as soon as its script runs: the
     sending waits until the search opens. Any other request, and every one after, goes as is. */
  request.open = function (method, url) {
    if (!opened && new URL(String(url), location.href).href === index) {
      asked.push(this);
    }
    return openRequest.apply(this, arguments);
  };
  request.send = function () {
    if (!opened && asked.indexOf(this) >= 0) {
      held.push(this);
      return undefined;
    }
    return sendRequest.apply(this, arguments);
  };
  request.abort = function () {
    var at = held.indexOf(this);
    if (at >= 0) { held.splice(at, 1); }
    return abortRequest.apply(this, arguments);
  };
  function letGo() {
    if (opened) { return; }
    opened = true;
    var waiting = held;
    held = [];
    asked = [];
    waiting.forEach(function (waiter) { sendRequest.call(waiter); });
  }
  /* A tap on the search button, Material's shortcuts, a focus in the field and a link with
     `?q=` all switch the toggle on; a focus before Material's script runs (the checker) too. */
  toggle.addEventListener("change", function () {
    if (toggle.checked) { letGo(); }
  });
  form.addEventListener("focusin", letGo);
  if (toggle.checked) { letGo(); }
})();

/* sitegen/search_page.js, inline on every page (why and how: sitegen/search.py): Material's
   search index is built only when the reader opens the search. */
(function () {
  "use strict";
  var config = document.getElementById("__config");
  var toggle = document.getElementById("__search");
  var form = document.forms.namedItem("search");
  if (!config || !toggle || !form || !/^https?:$/.test(location.protocol) ||
      typeof BroadcastChannel !== "function") { return; }
  var settings = JSON.parse(config.textContent || "{}");
  if (typeof settings.search !== "string") { return; }
  /* A name of its own: a page that let go must not release another tab's index. */
  var name = "saboteur-suche-" + Math.random().toString(36).slice(2);
  settings.search += (settings.search.indexOf("?") < 0 ? "?" : "&") + "warten=" + name;
  config.textContent = JSON.stringify(settings);
  var channel = new BroadcastChannel(name);
  var open = false;
  function letGo() {
    if (open) { return; }
    open = true;
    channel.postMessage("los");
  }
  /* "wartet": the worker holds Material's data (it may have missed an earlier "los"). */
  channel.onmessage = function (event) {
    if (open && event.data === "wartet") { channel.postMessage("los"); }
  };
  /* A tap on the search button, Material's shortcuts, a focus in the field and a link with
     `?q=` all switch the toggle on; a focus before Material's script runs (the checker) too. */
  toggle.addEventListener("change", function () {
    if (toggle.checked) { letGo(); }
  });
  form.addEventListener("focusin", letGo);
  if (toggle.checked) { letGo(); }
})();

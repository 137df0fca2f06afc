// Classic (non-module) script: browsers refuse module scripts and workers from file://, so this
// is what tells a reader who opened the page as a file that the checker needs a web server.
(function () {
  if (location.protocol !== "file:") return;
  var message = /** @type {HTMLElement | null} */ (document.querySelector("[data-zp-file]"));
  var app = /** @type {HTMLElement | null} */ (document.querySelector("[data-zp-app]"));
  if (message) message.hidden = false;
  if (app) app.hidden = true;
})();

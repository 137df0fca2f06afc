// An init script (runs before any of the page's scripts, so before the page's search script,
// sitegen/search_page.js, which wraps XMLHttpRequest in its turn): watches Material's request
// for the search index's data (search/search_index.json). window.zpSearch counts the requests
// opened ("asked": Material's script asked for the data) and those that went out ("sent": the
// page let them go, the index may be built). Every other request is left alone.
window.zpSearch = { asked: 0, sent: 0 };
(() => {
  const request = XMLHttpRequest.prototype;
  const open = request.open;
  const send = request.send;
  const index = new WeakSet();
  request.open = function (method, url) {
    if (new URL(String(url), location.href).pathname.endsWith("/search/search_index.json")) {
      index.add(this);
      window.zpSearch.asked += 1;
    }
    return open.apply(this, /** @type {any} */ (arguments));
  };
  request.send = function () {
    if (index.has(this)) window.zpSearch.sent += 1;
    return send.apply(this, /** @type {any} */ (arguments));
  };
})();

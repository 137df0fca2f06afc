// An init script (runs before any of the page's scripts): watches the channel between the
// page's search script (sitegen/search_page.js) and the search worker (sitegen/search_worker.js),
// a channel of the page's own ("saboteur-suche-…"). window.zpSearch counts the worker's
// "wartet" (it holds Material's data, the index unbuilt) and the page's "los" (the index may be
// built). Any other channel is left alone.
window.zpSearch = { wartet: 0, los: 0 };
(() => {
  const Channel = window.BroadcastChannel;
  window.BroadcastChannel = class extends Channel {
    /** @param {string} name */
    constructor(name) {
      super(name);
      if (!String(name).startsWith("saboteur-suche-")) return;
      this.addEventListener("message", (event) => {
        if (event.data === "wartet") window.zpSearch.wartet += 1;
      });
      const post = this.postMessage.bind(this);
      this.postMessage = (/** @type {any} */ message) => {
        if (message === "los") window.zpSearch.los += 1;
        post(message);
      };
    }
  };
})();

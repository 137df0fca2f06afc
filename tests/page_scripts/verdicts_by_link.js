// The checker's answers to the `#fall=` values `values`, one after the other: each put into
// the link (a hashchange, as a reader's link does), then waited for until the page shows the
// verdict for that very value (at most `limit` ms each), and read as the page then stands.
// Returns per value {allowed, failed: data-allowed and data-failed ("" where none) of the
// verdict for the value, verdicts: how many [data-verdict] the page holds, pressed:
// data-zp-card of every card control pressed (aria-pressed)}; rejects with the value that got
// no verdict.
async ({ values, limit }) => {
  const shown = (value) =>
    /** @type {HTMLElement | null} */ (
      document.querySelector(`[data-verdict][data-allowed][data-fall="${value}"]`)
    );
  /** @param {string} value @returns {Promise<HTMLElement>} */
  const answer = (value) =>
    new Promise((resolve, reject) => {
      const now = shown(value);
      if (now) return resolve(now);
      const watch = new MutationObserver(() => {
        const element = shown(value);
        if (element) {
          watch.disconnect();
          clearTimeout(timer);
          resolve(element);
        }
      });
      const timer = setTimeout(() => {
        watch.disconnect();
        reject(new Error(`no verdict within ${limit} ms for #fall=${value}`));
      }, limit);
      watch.observe(document.body, { subtree: true, childList: true, attributes: true });
    });
  const seen = [];
  for (const value of values) {
    location.hash = "fall=" + value;
    const element = await answer(value);
    seen.push({
      allowed: element.dataset.allowed,
      failed: element.dataset.failed || "",
      verdicts: document.querySelectorAll("[data-verdict]").length,
      pressed: [...document.querySelectorAll("[data-zp-card][aria-pressed='true']")].map(
        (card) => card.getAttribute("data-zp-card"),
      ),
    });
  }
  return seen;
}

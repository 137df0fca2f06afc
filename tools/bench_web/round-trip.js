async (falls) => {
  // Evaluated by the bench on the checker page with the #fall values to ask: each hash
  // change timed until the verdict shows (bench only, never shipped). One function expression.
  const times = [];
  for (const fall of falls) {
    const shown = new Promise((resolve) => {
      const look = () => {
        const el = document.querySelector("[data-verdict]");
        if (el && el.dataset.fall === fall && el.dataset.allowed) {
          observer.disconnect();
          resolve();
        }
      };
      const observer = new MutationObserver(look);
      observer.observe(document.body, {subtree: true, childList: true, attributes: true});
    });
    const t0 = performance.now();
    location.hash = "#fall=" + fall;
    await shown;
    times.push(performance.now() - t0);
    // A reader's next tap comes later: let the page finish what follows a verdict
    // (the legal places) before the next change, as it would between two taps.
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return times;
}

// Before any page script (an init script of the bench's browser): long tasks and the moment
// a verdict appears, in window.__bench (bench only, never shipped).
window.__bench = {tasks: [], verdictAt: null, readyAt: null};
try {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__bench.tasks.push([e.startTime, e.duration]);
  }).observe({type: "longtask", buffered: true});
} catch {
  // no long-task timing in this browser: the bench reports none
}
new MutationObserver(() => {
  if (window.__bench.verdictAt === null && document.querySelector("[data-verdict][data-allowed]"))
    window.__bench.verdictAt = performance.now();
}).observe(document, {subtree: true, childList: true, attributes: true});

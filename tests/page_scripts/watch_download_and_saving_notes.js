// An init script: records in window.__seen every text that the download's percent
// ([data-zp-download]) or the offline button ([data-offline-now]) shows while the page loads.
window.__seen = [];
new MutationObserver(() => {
  for (const selector of ["[data-offline-now]", "[data-zp-download]"]) {
    const element = document.querySelector(selector);
    if (element && !element.hidden && element.textContent.trim()) {
      window.__seen.push(element.textContent);
    }
  }
}).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });

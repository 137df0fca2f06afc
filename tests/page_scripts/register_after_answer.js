// An init script: records in window.zpSeen when (performance.now()) the page first shows a
// verdict (`answer`) and when it first registers its service worker (`register`); null until then.
(() => {
  window.zpSeen = { answer: null, register: null };
  const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
  navigator.serviceWorker.register = (...args) => {
    window.zpSeen.register ??= performance.now();
    return register(...args);
  };
  new MutationObserver(() => {
    if (window.zpSeen.answer === null && document.querySelector("[data-verdict][data-allowed]")) {
      window.zpSeen.answer = performance.now();
    }
  }).observe(document, { subtree: true, childList: true, attributes: true });
})();

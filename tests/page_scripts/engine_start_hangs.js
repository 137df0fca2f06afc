// The page's Engine (the module the page itself uses) with a 3 s start limit, kept as
// window.zpTestEngine for the test's next steps. Returns {started: true}, or the error's kind
// and whether the engine let go of its worker.
async () => {
  const { Engine } = await import(
    new URL("assets/javascripts/zugpruefer-engine.js", document.baseURI).href
  );
  const script = document.querySelector("script[data-zp-worker]");
  const engine = new Engine({
    workerURL: new URL(script.dataset.zpWorker, document.baseURI),
    timeouts: { start: 3000, request: 20000 },
  });
  window.zpTestEngine = engine;
  try {
    await engine.start();
    return { started: true };
  } catch (error) {
    return { kind: error.kind, stopped: engine.worker === null };
  }
}

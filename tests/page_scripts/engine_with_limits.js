// The page's Engine (the module the page itself uses) with the time limits given (`timeouts`:
// start, request and, for a download that sends no byte, stall), kept as window.zpTestEngine
// for the test's next steps. Returns {started: true}, or the error's kind and detail, the
// progress stages it reported ([stage, reason]) and whether it let go of its worker.
async (timeouts) => {
  const { Engine } = await import(
    new URL("assets/javascripts/zugpruefer-engine.js", document.baseURI).href
  );
  const script = document.querySelector("script[data-zp-worker]");
  const engine = new Engine({
    workerURL: new URL(script.dataset.zpWorker, document.baseURI),
    timeouts,
  });
  window.zpTestEngine = engine;
  const stages = [];
  engine.addEventListener("progress", (e) => stages.push([e.detail.stage, e.detail.reason]));
  try {
    await engine.start();
    return { started: true };
  } catch (error) {
    const stopped = engine.worker === null;
    return { kind: error.kind, detail: error.detail, stages, stopped };
  }
}

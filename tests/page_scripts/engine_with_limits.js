// The page's Engine with a 1.5 s stall limit (no byte of the runtime for that long), kept as
// window.zpTestEngine. Returns {started: true}, or the error's kind and detail, the progress
// stages it reported ([stage, reason]) and whether it let go of its worker.
async () => {
  const { Engine } = await import(
    new URL("assets/javascripts/zugpruefer-engine.js", document.baseURI).href
  );
  const script = document.querySelector("script[data-zp-worker]");
  const engine = new Engine({
    workerURL: new URL(script.dataset.zpWorker, document.baseURI),
    timeouts: { start: 120000, request: 20000, stall: 1500 },
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

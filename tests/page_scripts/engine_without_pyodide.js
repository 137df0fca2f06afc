// The page's Engine with the worker's URL but without its `pyodide=` and `engine=` parameters.
// Returns {started: true}, or the error's kind and detail and whether it let go of its worker.
async () => {
  const { Engine } = await import(
    new URL("assets/javascripts/zugpruefer-engine.js", document.baseURI).href
  );
  const engine = new Engine({
    workerURL: new URL("assets/javascripts/zugpruefer-worker.js", document.baseURI),
    timeouts: { start: 20000, request: 20000 },
  });
  try {
    await engine.start();
    return { started: true };
  } catch (error) {
    return { kind: error.kind, detail: error.detail, stopped: engine.worker === null };
  }
}

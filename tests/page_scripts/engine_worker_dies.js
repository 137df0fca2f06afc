// The page's Engine starts; its worker then dies (an error event, as a crashed worker reports
// itself). Returns whether the engine replaced it at once, the replacement's verdict on `text`
// (a request's JSON text) and the retries it reported ([stage, reason]).
async (text) => {
  const { Engine } = await import(
    new URL("assets/javascripts/zugpruefer-engine.js", document.baseURI).href
  );
  const script = document.querySelector("script[data-zp-worker]");
  const workerURL = new URL(script.dataset.zpWorker, document.baseURI);
  const engine = new Engine({ workerURL });
  const stages = [];
  engine.addEventListener("progress", (e) => stages.push([e.detail.stage, e.detail.reason]));
  await engine.start();
  const first = engine.worker;
  first.onerror(new ErrorEvent("error", { message: "worker crashed" }));
  const replaced = engine.worker !== first && engine.worker !== null;
  const verdict = JSON.parse(await engine.call("check", text));
  engine.stop();
  const retries = stages.filter((s) => s[0] === "retry");
  return { replaced, allowed: verdict.allowed, retries };
}

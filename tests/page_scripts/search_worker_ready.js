// Material's search worker, through our wrapper, with or without `?warten=<wait>`: is its
// index ready (Material's READY, type 1) within `patience` ms of SETUP (type 0) ("before"), and
// after a message "los" on the channel `wait` ("after")? With `answer`, a page that has let go
// already answers the worker's "wartet" with "los".
async ({ wait, patience, answer }) => {
  const page = answer ? new BroadcastChannel(wait) : null;
  if (page)
    page.onmessage = (event) => {
      if (event.data === "wartet") page.postMessage("los");
    };
  const config = JSON.parse(document.getElementById("__config").textContent);
  const base = new URL(config.base + "/", document.baseURI);
  const index = await (await fetch(new URL("search/search_index.json", base))).json();
  const url = new URL(config.search, document.baseURI);
  if (wait) url.searchParams.set("warten", wait);
  const worker = new Worker(url);
  const ready = new Promise((resolve) =>
    worker.addEventListener("message", (event) => {
      if (event.data && event.data.type === 1) resolve(true);
    }),
  );
  const within = (ms) => Promise.race([ready, new Promise((r) => setTimeout(() => r(false), ms))]);
  worker.postMessage({ type: 0, data: { config: index.config, docs: index.docs, options: {} } });
  const before = await within(patience);
  let after = before;
  if (wait && !before) {
    const channel = new BroadcastChannel(wait);
    channel.postMessage("los");
    channel.close();
    after = await within(30000);
  }
  worker.terminate();
  if (page) page.close();
  return { before, after };
}

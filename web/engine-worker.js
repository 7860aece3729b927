// The engine's Web Worker (src/ai/web_worker.rs starts it): the page posts search requests as
// JSON text and gets the reports back the same way. Requests that arrive while the module is
// still loading wait in a queue.
const queued = [];
let engine = null;

const run = (request) => engine.handle(request, (report) => self.postMessage(report));

self.onmessage = (event) => {
  if (engine) {
    run(event.data);
  } else {
    queued.push(event.data);
  }
};

const wasm = await import("./gomoku_web_worker.js");
await wasm.default();
engine = new wasm.WorkerEngine();
for (const request of queued.splice(0)) {
  run(request);
}

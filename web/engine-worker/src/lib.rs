//! The engine as a Web Worker for the browser build. A search on the page's own thread would
//! freeze the page, so `web/engine-worker.js` loads this module in a worker and hands each
//! request to a [`WorkerEngine`]; the reports go back to the page with `postMessage`. The
//! protocol and the host are the engine's [`gomoku_engine::remote`] module; this crate only
//! binds them to JavaScript. On other targets it is empty.

#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
mod bindings {
    use gomoku_engine::remote::EngineHost;
    use wasm_bindgen::prelude::*;

    /// Engines kept warm between requests, for the lifetime of the worker.
    #[wasm_bindgen]
    #[derive(Default)]
    pub struct WorkerEngine {
        host: EngineHost,
    }

    #[wasm_bindgen]
    impl WorkerEngine {
        #[wasm_bindgen(constructor)]
        pub fn new() -> WorkerEngine {
            WorkerEngine::default()
        }

        /// Runs one search request (JSON) to the end, calling `send` with each report (JSON).
        pub fn handle(&mut self, request: &str, send: &js_sys::Function) {
            self.host.handle(request, &mut |report| {
                // A throwing callback cannot be reported anywhere better than the next report.
                let _ = send.call1(&JsValue::NULL, &JsValue::from_str(&report));
            });
        }
    }
}

//! A search that runs somewhere else. The browser build runs the engine in a Web Worker, because
//! a search on the page's own thread would freeze it; the game sends a [`SearchRequest`] as JSON
//! and the worker's [`EngineHost`] answers with [`SearchReport`]s, also JSON. Nothing here knows
//! about the transport, so the whole exchange is tested natively. The desktop runs its jobs in
//! process, on the same engine specs and warm engines (`spec.rs`).
//!
//! - `spec.rs`: which engine a job asks for ([`EngineSpec`]) and the engines kept warm
//!   ([`WarmEngines`]), both paths' own;
//! - `messages.rs`: the position as plain data, the request and the reports (JSON);
//! - `host.rs`: the engine's side ([`EngineHost`]).

mod host;
mod messages;
mod spec;
#[cfg(test)]
mod tests;

pub use host::EngineHost;
pub use messages::{Position, SearchReport, SearchRequest};
pub use spec::{EngineSpec, MAX_HASH_MB, MAX_LINES, WarmEngines};

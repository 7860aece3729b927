//! Engine work that runs somewhere else. The browser build runs the engine in a Web Worker,
//! because a search on the page's own thread would freeze it; the game sends a [`JobRequest`]
//! as JSON and the worker's [`EngineHost`] answers with [`JobReport`]s, also JSON. Nothing here
//! knows about the transport, so the whole exchange is tested natively. The desktop runs the
//! same [`Work`] in process, on the same engine specs and warm engines (`spec.rs`).
//!
//! - `spec.rs`: which engine a search asks for ([`EngineSpec`]) and the engines kept warm
//!   ([`WarmEngines`]), both paths' own;
//! - `position.rs`: a position as plain data ([`Position`]);
//! - `work.rs`: every kind of job ([`Work`]) and what it comes to ([`Answer`]);
//! - `messages.rs`: the request and the reports (JSON);
//! - `host.rs`: the engine's side ([`EngineHost`]).

mod host;
mod messages;
mod position;
mod spec;
#[cfg(test)]
mod tests;
mod work;

pub use host::EngineHost;
pub use messages::{JobReport, JobRequest};
pub use position::Position;
pub use spec::{EngineSpec, MAX_HASH_MB, MAX_LINES, WarmEngines};
pub use work::{Answer, SolverLimits, Work};

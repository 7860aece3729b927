//! The browser build's delivery: precompression of the site ([`compress`]) and a localhost
//! server that sends the compressed copies ([`server`]). The binary `gomoku-web-serve` is the
//! command line over both (`scripts/web.sh` runs it).

pub mod compress;
pub mod server;

/// The port `gomoku-web-serve DIR` listens on when none is given.
pub const DEFAULT_PORT: u16 = 8080;

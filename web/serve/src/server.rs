//! The file server: tower-http's `ServeDir` on axum, answering from the precompressed copies
//! (`FILE.br`, `FILE.gz`) when the browser accepts them, with `Content-Encoding` and
//! `Vary: Accept-Encoding`. The content type follows the file's extension (`application/wasm`
//! lets browsers compile the module while it downloads); `/` serves `index.html`; a path that
//! would leave the directory (`..`, also percent-encoded) is answered 404, like a missing file.

use std::io;
use std::net::TcpListener;
use std::path::Path;

use axum::Router;
use axum::http::{HeaderValue, header};
use tower_http::services::ServeDir;
use tower_http::set_header::SetResponseHeaderLayer;

/// The site under `root` as an axum service.
pub fn site(root: &Path) -> Router {
    let files = ServeDir::new(root).precompressed_br().precompressed_gzip();
    Router::new()
        .fallback_service(files)
        // Revalidate every time, so a rebuilt site is never mixed with a cached older part.
        .layer(SetResponseHeaderLayer::overriding(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-cache"),
        ))
}

/// Serves the site under `root` on `listener` until the process ends, on one thread (the
/// file reads go to tokio's blocking pool). Returns only on an error.
pub fn serve(listener: TcpListener, root: &Path) -> io::Result<()> {
    listener.set_nonblocking(true)?;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_io()
        .build()?;
    runtime.block_on(async {
        let listener = tokio::net::TcpListener::from_std(listener)?;
        axum::serve(listener, site(root)).await
    })
}

//! The workspace's own checks, kept apart from the crates they check (the `xtask` convention):
//! [`import_graph`] reads a crate's module tree and its `use` paths and finds circles of
//! imports between files and imports from a layer its crate root declares later.
//! `cargo run -p xtask -- layers` checks every crate of the workspace; `tests/layers.rs` does
//! the same as tests. [`fn_length`] finds the functions longer than a limit
//! (`cargo run -p xtask -- fn-length [--max 80] <dirs>`). Both read the sources as text
//! ([`source`]).

pub mod source;

pub mod fn_length;
pub mod import_graph;

use std::path::{Path, PathBuf};

/// The crate roots of the workspace, each checked for one-way imports.
pub const CRATE_ROOTS: [&str; 6] = [
    "rules/src/lib.rs",
    "engine/src/lib.rs",
    "lab/src/lib.rs",
    "src/lib.rs",
    "web/engine-worker/src/lib.rs",
    "web/serve/src/lib.rs",
];

/// The workspace's folder (this crate sits in it).
pub fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the xtask crate sits in the workspace")
        .to_path_buf()
}

/// What is wrong with the imports of the crate whose root is `root`: its circles and its
/// upward imports, described (empty: none).
pub fn import_problems(root: &Path) -> Result<Vec<String>, String> {
    let graph = import_graph::Graph::read(root).map_err(|e| format!("{}: {e}", root.display()))?;
    let dir = root.parent().ok_or("a crate root has a folder")?;
    let mut problems: Vec<String> = graph
        .circles(dir)
        .into_iter()
        .map(|circle| format!("circle:\n  {}", circle.join("\n  ")))
        .collect();
    problems.extend(graph.upward_imports(dir));
    Ok(problems)
}

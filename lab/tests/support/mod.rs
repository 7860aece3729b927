//! What the lab's tests that run the engine's brain share.

use std::process::Command;
use std::sync::OnceLock;

/// The engine's `pbrain-gomoku`, the brain the lab's tests play with. Cargo only builds this
/// package's own binaries for its tests, so the brain is built here (once per test binary, in
/// the same target directory and profile; up to date after `cargo test --workspace`, which
/// builds it anyway) and found from cargo's report. `GOMOKU_PBRAIN` names another build.
pub fn pbrain() -> &'static str {
    static PATH: OnceLock<String> = OnceLock::new();
    PATH.get_or_init(|| {
        if let Ok(path) = std::env::var("GOMOKU_PBRAIN") {
            return path;
        }
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        let mut build = Command::new(cargo);
        // The engine with the `lab` feature, as this package's tests built it: only the
        // binary itself is left to build.
        build.args(["build", "-p", "gomoku-engine", "--features", "lab"]);
        build.args(["--bin", "pbrain-gomoku", "--message-format", "json"]);
        if !cfg!(debug_assertions) {
            build.arg("--release");
        }
        let output = build.output().expect("cargo runs");
        assert!(
            output.status.success(),
            "building pbrain-gomoku failed: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        String::from_utf8_lossy(&output.stdout)
            .lines()
            .filter_map(|line| serde_json::from_str::<serde_json::Value>(line).ok())
            .find_map(|message| Some(message.get("executable")?.as_str()?.to_owned()))
            .expect("cargo reports the pbrain-gomoku executable")
    })
}

//! The game has one road for the engine's work: every job is an engine `Work` run by the
//! backends of `src/ai/job.rs` (tasks of the async compute pool on the desktop, Web Workers in
//! the browser). No other file of the game spawns on the compute pool or calls the engine's
//! searches and solvers itself, which would run them on the frame's thread or past the one way
//! to cancel them.

use std::fs;
use std::path::{Path, PathBuf};

use xtask::workspace;

/// The backends, the only files that may run engine work.
const BACKENDS: [&str; 2] = ["src/ai/tasks.rs", "src/ai/web_worker.rs"];

/// What running engine work looks like in the game's code: the pool, the search, the solvers,
/// the opening advisor and proposer, a `Work` performed.
const ENGINE_WORK: [&str; 11] = [
    "AsyncComputeTaskPool",
    "choose_move(",
    "find_vcf(",
    "find_vct(",
    "find_win_starting_with(",
    "OpeningAdvisor",
    "balanced_three(",
    "Searcher::",
    ".perform(",
    "review_game(",
    "EngineHost",
];

fn rust_files(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("a readable folder").flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

/// `file:line: text` for every line of the game's code outside the backends that runs engine
/// work (comments aside).
fn engine_work_outside_the_backends(root: &Path) -> Vec<String> {
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    let mut found = Vec::new();
    for file in files {
        let relative = file.strip_prefix(root).expect("under the root");
        let name = relative.to_string_lossy().replace('\\', "/");
        if BACKENDS.contains(&name.as_str()) {
            continue;
        }
        let text = fs::read_to_string(&file).expect("readable source");
        for (number, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or_default();
            if ENGINE_WORK.iter().any(|call| code.contains(call)) {
                found.push(format!("{name}:{}: {}", number + 1, line.trim()));
            }
        }
    }
    found
}

#[test]
fn only_the_job_backends_run_engine_work() {
    let found = engine_work_outside_the_backends(&workspace());
    assert!(
        found.is_empty(),
        "engine work outside src/ai/job.rs's backends:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_check_sees_a_search_on_the_frames_thread() {
    let root = std::env::temp_dir().join(format!("engine-jobs-{}", std::process::id()));
    let ai = root.join("src/ai");
    fs::create_dir_all(&ai).expect("a scratch folder");
    fs::write(
        ai.join("tasks.rs"),
        "fn run() { AsyncComputeTaskPool::get(); }\n",
    )
    .expect("written");
    fs::write(
        root.join("src/hint.rs"),
        "// choose_move( in a comment is fine\nfn hint() { ai.choose_move(&board); }\n",
    )
    .expect("written");
    let found = engine_work_outside_the_backends(&root);
    fs::remove_dir_all(&root).expect("removed");
    assert_eq!(
        found,
        ["src/hint.rs:2: fn hint() { ai.choose_move(&board); }"]
    );
}

//! The workspace's checks, each with status 1 and the problems found when it fails:
//! - `cargo run -p xtask -- layers`: imports go one way in every crate of the workspace (no
//!   circle between files, no import from a layer declared later);
//! - `cargo run -p xtask -- fn-length [--max 80] <dirs>`: no function in the non-test Rust
//!   code under the folders spans more than `--max` lines, each longer one listed as
//!   `path:line name N lines`.

use std::path::PathBuf;
use std::process::ExitCode;

const USAGE: &str = "usage: cargo run -p xtask -- layers\n       \
                     cargo run -p xtask -- fn-length [--max 80] <dirs>";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("layers") if args.len() == 1 => layers(),
        Some("fn-length") => fn_length_args(&args[1..]).map(|(max, dirs)| fn_length(max, &dirs)),
        _ => Err(USAGE.to_owned()),
    };
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(usage) => {
            eprintln!("{usage}");
            ExitCode::from(2)
        }
    }
}

/// Whether every crate imports one way.
fn layers() -> Result<bool, String> {
    let mut passed = true;
    for root in xtask::CRATE_ROOTS {
        match xtask::import_problems(&xtask::workspace().join(root)) {
            Ok(problems) if problems.is_empty() => println!("{root}: imports go one way"),
            Ok(problems) => {
                passed = false;
                println!("{root}:\n{}", problems.join("\n"));
            }
            Err(error) => {
                passed = false;
                println!("{error}");
            }
        }
    }
    Ok(passed)
}

/// `[--max N] <dirs>`: the limit (80 by default) and at least one folder.
fn fn_length_args(args: &[String]) -> Result<(usize, Vec<PathBuf>), String> {
    let mut max = 80;
    let mut dirs = Vec::new();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        if arg == "--max" {
            max = args
                .next()
                .and_then(|n| n.parse().ok())
                .ok_or(format!("--max takes a number of lines\n{USAGE}"))?;
        } else {
            dirs.push(PathBuf::from(arg));
        }
    }
    if dirs.is_empty() {
        return Err(format!("fn-length: name the folders to check\n{USAGE}"));
    }
    Ok((max, dirs))
}

/// Whether no function under `dirs` is longer than `max` lines.
fn fn_length(max: usize, dirs: &[PathBuf]) -> bool {
    match xtask::fn_length::long_fns(dirs, max) {
        Ok(long) if long.is_empty() => {
            println!("no function is longer than {max} lines");
            true
        }
        Ok(long) => {
            for function in &long {
                println!("{function}");
            }
            println!("{} functions are longer than {max} lines", long.len());
            false
        }
        Err(error) => {
            println!("{error}");
            false
        }
    }
}

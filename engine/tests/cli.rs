//! The brain's options (parsed with clap): `--help` lists them and exits 0, `--version` prints
//! the version, and an unknown option or a bad value exits 2 with an error that names it. None
//! of these runs a game or a search. The lab's programs have their own in `lab/tests/cli.rs`.

use std::process::{Command, Output, Stdio};

const PBRAIN: &str = env!("CARGO_BIN_EXE_pbrain-gomoku");

fn run(program: &str, args: &[&str]) -> Output {
    Command::new(program)
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// Exits 2 with an error on stderr that mentions every one of `names`, and nothing on stdout.
fn refused(program: &str, args: &[&str], names: &[&str]) {
    let output = run(program, args);
    assert_eq!(output.status.code(), Some(2), "{args:?}: {output:?}");
    let message = stderr(&output);
    assert!(message.starts_with("error: "), "{args:?}: {message}");
    for name in names {
        assert!(
            message.contains(name),
            "{args:?} should name {name}: {message}"
        );
    }
    assert!(stdout(&output).is_empty(), "{args:?}: {output:?}");
}

#[test]
fn help_exits_0_and_lists_every_option() {
    let name = "pbrain-gomoku";
    let options = [
        "--level",
        "--style",
        "--rule",
        "--seed",
        "--threads",
        "--eval",
        "--weights",
        "--version",
    ];
    for flag in ["--help", "-h"] {
        let output = run(PBRAIN, &[flag]);
        assert_eq!(output.status.code(), Some(0), "{name} {flag}: {output:?}");
        let help = stdout(&output);
        assert!(help.contains(&format!("Usage: {name}")), "{help}");
        for option in options {
            assert!(
                help.contains(option),
                "{name} {flag} lacks {option}: {help}"
            );
        }
    }
}

#[test]
fn help_shows_the_defaults() {
    let help = stdout(&run(PBRAIN, &["--help"]));
    for default in [
        "[default: 100]",
        "[default: balanced]",
        "[default: freestyle]",
    ] {
        assert!(help.contains(default), "{help}");
    }
    assert!(help.contains("hand") && help.contains("learned"), "{help}");
}

#[test]
fn version_prints_the_name_and_version() {
    let version = env!("CARGO_PKG_VERSION");
    for flag in ["--version", "-V"] {
        let output = run(PBRAIN, &[flag]);
        assert_eq!(
            output.status.code(),
            Some(0),
            "pbrain-gomoku {flag}: {output:?}"
        );
        assert_eq!(
            stdout(&output).trim_end(),
            format!("pbrain-gomoku {version}")
        );
    }
}

#[test]
fn an_unknown_option_exits_2_and_is_named() {
    refused(PBRAIN, &["--frobnicate"], &["--frobnicate"]);
    // A near miss suggests the real option.
    refused(PBRAIN, &["--levl", "hard"], &["--levl", "--level"]);
}

#[test]
fn a_bad_value_exits_2_and_names_the_option() {
    refused(
        PBRAIN,
        &["--level", "grandmaster"],
        &["--level", "grandmaster"],
    );
    refused(PBRAIN, &["--style", "sneaky"], &["--style", "sneaky"]);
    refused(PBRAIN, &["--rule", "chess"], &["--rule", "chess"]);
    refused(PBRAIN, &["--seed", "-1"], &["--seed", "-1"]);
    refused(PBRAIN, &["--seed", "many"], &["--seed", "many"]);
    refused(
        PBRAIN,
        &["--eval", "neural"],
        &["--eval", "neural", "hand", "learned"],
    );
    refused(PBRAIN, &["--level"], &["--level"]);
    refused(PBRAIN, &["--threads", "0"], &["--threads", "0"]);
    refused(PBRAIN, &["--threads", "65"], &["--threads", "65"]);
    refused(PBRAIN, &["--threads", "all"], &["--threads", "all"]);
}

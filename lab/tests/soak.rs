//! The soak's own checks: random sessions against our brain find nothing wrong, and the same
//! checker does catch a brain that answers a line it should not.

mod support;

use std::process::Command;

use gomoku_lab::soak::sessions::run_session;
use gomoku_lab::soak::timing::huge_line;
use support::pbrain;

#[test]
fn random_sessions_find_no_panic_hang_illegal_move_or_wrong_reply() {
    for seed in 1..=12 {
        let tally = run_session(pbrain(), seed);
        assert_eq!(tally.failures(), 0, "seed {seed}: {:?}", tally.examples);
        assert_eq!(tally.sessions, 1);
        assert!(tally.lines > 3, "seed {seed}: a session sends lines");
    }
}

#[test]
fn a_brain_that_talks_out_of_turn_is_caught() {
    // A shell "brain" that answers every line with OK, blank lines included.
    let script = std::env::temp_dir().join(format!("gomoku-soak-chatty-{}.sh", std::process::id()));
    std::fs::write(&script, "#!/bin/sh\nwhile read -r line; do echo OK; done\n").unwrap();
    let failures: u64 = (1..=5)
        .map(|seed| run_session(&format!("sh {}", script.display()), seed).failures())
        .sum();
    let _ = std::fs::remove_file(&script);
    assert!(
        failures >= 5,
        "every session of a chatty brain fails: {failures}"
    );
}

#[test]
fn a_huge_line_gets_a_short_reply() {
    let line = huge_line(pbrain(), 1 << 20).expect("the brain answers");
    assert!(
        line.reply.starts_with("ERROR line too long"),
        "{}",
        line.reply
    );
    assert!(line.reply.len() < 1024);
}

#[test]
fn the_command_line_runs_sessions_and_says_what_it_found() {
    let output = Command::new(env!("CARGO_BIN_EXE_gomoku-soak"))
        .args([
            "sessions",
            "--count",
            "4",
            "--jobs",
            "2",
            "--brain",
            pbrain(),
        ])
        .output()
        .expect("gomoku-soak runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{stdout}");
    assert!(
        stdout.starts_with("4 sessions,") && stdout.contains("0 panics"),
        "{stdout}"
    );
}

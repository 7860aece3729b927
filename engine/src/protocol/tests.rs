//! The brain's state machine without a process: what a line does to it.

use std::time::Instant;

use super::*;
use crate::search::StopFlag;

fn silent(effect: Effect) -> bool {
    matches!(effect, Effect::Reply(lines) if lines.is_empty())
}

#[test]
fn max_memory_is_answered_at_once_and_its_table_arrives_between_searches() {
    let mut brain = Brain::new(BrainOptions::default());
    assert!(matches!(brain.handle("START 15"), Effect::Reply(_)));
    assert!(silent(brain.handle("INFO max_memory 67108864")));
    assert!(brain.is_making_a_table(), "made on a thread of its own");
    // The same size again orders nothing more.
    assert!(silent(brain.handle("INFO max_memory 67108864")));
    let deadline = Instant::now() + Duration::from_secs(30);
    while brain.is_making_a_table() {
        assert!(Instant::now() < deadline, "the table never came");
        std::thread::sleep(Duration::from_millis(5));
        brain.install_ready_table();
    }
    assert_eq!(brain.hash_mb, 32);
    // A search still runs and answers with the new table in place.
    let Effect::Think(job) = brain.handle("BEGIN") else {
        panic!("BEGIN thinks");
    };
    let outcome = job.run(&StopFlag::new(), &mut |_| {});
    let reply = brain.finish(outcome);
    assert!(parse_xy(reply.last().expect("a move")).is_ok(), "{reply:?}");
}

#[test]
fn blank_lines_mean_nothing_and_long_values_are_quoted_in_part() {
    let mut brain = Brain::new(BrainOptions::default());
    assert!(silent(brain.handle("")));
    assert!(silent(brain.handle(" \t ")));
    let Effect::Reply(lines) = brain.handle(&format!("INFO rule {}", "4".repeat(5000))) else {
        panic!("a reply");
    };
    assert!(
        lines[0].starts_with("ERROR") && lines[0].len() < 200,
        "{lines:?}"
    );
    let Effect::Reply(lines) = brain.handle(&format!("XYZZY {}", "q".repeat(5000))) else {
        panic!("a reply");
    };
    assert!(
        lines[0].starts_with("UNKNOWN") && lines[0].len() < 200,
        "{lines:?}"
    );
}

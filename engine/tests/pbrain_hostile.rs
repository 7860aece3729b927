//! Transcripts of a manager that is broken or hostile: blank lines, huge lines, a closed stdin,
//! a memory size that would take a while to fill. The brain answers each in its turn and
//! keeps going. (How fast, in figures, is `gomoku-soak`'s part: see docs/benchmarks.md.)

mod brain_support;

use std::io::Write;
use std::thread;
use std::time::{Duration, Instant};

use brain_support::{Brain, xy};

/// Black and white stones of a quiet middle game; the brain is black (field 1).
const POSITION: [&str; 6] = ["7,7,1", "8,8,2", "8,6,1", "6,8,2", "9,7,1", "6,6,2"];

#[test]
fn blank_lines_are_ignored_everywhere_a_board_block_included() {
    let mut brain = Brain::spawn(&[]);
    brain.send("");
    brain.send("   ");
    assert_eq!(brain.ask("START 15"), "OK", "no reply to the blank lines");
    brain.send("INFO timeout_turn 200");
    brain.send("BOARD");
    for (index, line) in POSITION.iter().enumerate() {
        brain.send(line);
        if index % 2 == 0 {
            brain.send("");
        }
    }
    brain.send("\r");
    let (x, y) = xy(&brain.ask("DONE"));
    let taken: Vec<(u32, u32)> = POSITION.iter().map(|line| xy(&line[..3])).collect();
    assert!(!taken.contains(&(x, y)), "a free point: {x},{y}");
}

#[test]
fn a_huge_line_gets_a_short_error_and_the_next_line_its_answer() {
    let mut brain = Brain::started(&[], 15);
    for huge in [
        format!("INFO folder {}", "x".repeat(8 << 20)),
        "TURN 7,7".repeat(1 << 20),
        "\u{7}".repeat(100_000),
    ] {
        brain.send(&huge);
        let reply = brain.reply();
        assert!(reply.starts_with("ERROR line too long"), "{}", &reply[..80]);
        assert!(reply.len() < 1024, "{} bytes", reply.len());
        assert!(brain.ask("ABOUT").contains("name="));
    }
    // Long values are quoted in part, whatever the command.
    for long in [
        format!("FOO{}", "o".repeat(60_000)),
        format!("TURN 7,{}", "9".repeat(60_000)),
        format!("INFO style {}", "a".repeat(60_000)),
    ] {
        let reply = brain.ask(&long);
        assert!(reply.len() < 200, "{}", &reply[..200]);
    }
}

#[test]
fn a_closed_stdin_ends_a_long_think_at_once_with_its_move() {
    let mut brain = Brain::started(&[], 15);
    brain.send("INFO timeout_turn 60000");
    brain.send("INFO timeout_match 0");
    brain.send("BOARD");
    for line in POSITION {
        brain.send(line);
    }
    brain.send("DONE");
    thread::sleep(Duration::from_millis(300));
    let closed = Instant::now();
    // Dropping the pipe's only writer is the end of the brain's input.
    drop(brain.stdin.take());
    xy(&brain.reply_within(Duration::from_secs(10)));
    let status = loop {
        if let Some(status) = brain.child.try_wait().unwrap() {
            break status;
        }
        assert!(closed.elapsed() < Duration::from_secs(10), "still running");
        thread::sleep(Duration::from_millis(5));
    };
    assert!(status.success());
    // A minute's think ended long before: the end of input stopped it (the bench's figure is
    // the real latency; this bound only tells that it did not think on).
    assert!(
        closed.elapsed() < Duration::from_secs(5),
        "{:?}",
        closed.elapsed()
    );
}

#[test]
fn a_session_piped_whole_is_answered_to_the_end() {
    let mut brain = Brain::spawn(&[]);
    let session = "START 15\nINFO timeout_turn 30000\nBEGIN\nTURN 0,0\nABOUT\n";
    let stdin = brain.stdin.as_mut().expect("open");
    stdin.write_all(session.as_bytes()).unwrap();
    drop(brain.stdin.take());
    assert_eq!(brain.reply(), "OK");
    let first = xy(&brain.reply());
    let second = xy(&brain.reply());
    assert!(first != second && second != (0, 0));
    assert!(brain.reply().contains("name="));
}

#[test]
fn a_large_max_memory_is_made_off_the_clock_and_moves_stay_legal() {
    let mut brain = Brain::started(&["--threads", "2"], 15);
    brain.send("INFO max_memory 2147483647");
    brain.send("INFO timeout_turn 100");
    brain.send("INFO thread_num 64");
    let mut taken: Vec<(u32, u32)> = Vec::new();
    for _ in 0..6 {
        // The opponent plays along the edges, where the brain's answers are not.
        let opponent = (0..15)
            .flat_map(|i| [(i, 0), (0, i), (14, i), (i, 14)])
            .find(|p| !taken.contains(p))
            .expect("a free edge point");
        let asked = Instant::now();
        let reply = xy(&brain.ask(&format!("TURN {},{}", opponent.0, opponent.1)));
        // A debug brain sharing two cores with the suite: the bound tells that the table was
        // not made in the move's time (that alone took over a second), not the turn itself.
        assert!(
            asked.elapsed() < Duration::from_millis(1500),
            "{:?}",
            asked.elapsed()
        );
        taken.push(opponent);
        assert!(!taken.contains(&reply), "{reply:?}");
        taken.push(reply);
    }
}

#[test]
fn black_with_only_a_forbidden_point_left_plays_it_and_says_why() {
    // 7x7, one empty point (3,3): black's stones either side of it would make six.
    const ROWS: [&str; 7] = [
        "BBBWBWB", "BBBWWWB", "WWWBBBW", "BBB.BBW", "WWBWBWW", "WBWWBWW", "WWBBWWB",
    ];
    let mut brain = Brain::started(&[], 7);
    brain.send("INFO rule 4");
    assert_eq!(brain.ask("YXSHOWFORBID"), "FORBID .", "an empty board");
    brain.send("BOARD");
    for (y, row) in ROWS.iter().enumerate() {
        for (x, stone) in row.chars().enumerate() {
            match stone {
                'B' => brain.send(&format!("{x},{y},1")),
                'W' => brain.send(&format!("{x},{y},2")),
                _ => {}
            }
        }
    }
    brain.send("DONE");
    let deadline = Instant::now() + Duration::from_secs(10);
    let mut said = None;
    let reply = loop {
        let left = deadline.saturating_duration_since(Instant::now());
        let line = brain.lines.recv_timeout(left).expect("a reply in time");
        if line.contains("forbidden for black") {
            said = Some(line);
        } else if !line.starts_with("MESSAGE") {
            break line;
        }
    };
    assert_eq!(reply, "3,3");
    assert!(
        said.is_some_and(|line| line.contains("draw")),
        "the reason is given"
    );
}

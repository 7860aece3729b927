//! `gomoku-review` from the command line: a game as a position string and as a JSON record,
//! how it ended (a five, a forbidden move, a resignation), and bad input refused with a short
//! message.

use std::path::PathBuf;
use std::process::Command;

use gomoku_engine::notation::parse_moves;
use gomoku_engine::record::GameRecord;
use gomoku_engine::{BoardSize, Color, Ending, Game};

/// A file of `contents` in a folder of this test's own.
fn temp_file(name: &str, contents: &[u8]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gomoku-review-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, contents).unwrap();
    path
}

fn review(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_gomoku-review"))
        .args(args)
        .output()
        .expect("gomoku-review runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_missed_four_three_is_reported_with_its_line() {
    let (ok, out, _) = review(&["h8g8i8a1j8c1k9e1k10g1o15", "--nodes", "20000"]);
    assert!(ok);
    let last = out
        .lines()
        .find(|l| l.trim_start().starts_with("11 "))
        .unwrap();
    assert!(
        last.contains("blunder") && last.contains("missed win: k8"),
        "{out}"
    );
    assert!(out.contains("accuracy: black"), "{out}");
}

#[test]
fn a_finished_record_names_the_losing_move() {
    let dir = std::env::temp_dir().join(format!("gomoku-review-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("game.json");
    // White ignores black's open three and open four; black makes five.
    let moves = gomoku_engine::notation::parse_moves(
        "h8a1i8a2j8a3k8a4l8",
        gomoku_engine::BoardSize::STANDARD,
    )
    .unwrap();
    let game = gomoku_engine::Game::from_moves(Default::default(), &moves).unwrap();
    let record = gomoku_engine::record::GameRecord::from_game(&game).to_json();
    std::fs::write(&path, record).unwrap();
    let (ok, out, err) = review(&[path.to_str().unwrap(), "--nodes", "5000"]);
    assert!(ok, "{err}");
    assert!(out.contains("the game was lost at move"), "{out}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn junk_is_refused_with_a_message() {
    let (ok, _, err) = review(&["h8h8zz"]);
    assert!(!ok);
    assert!(
        err.contains("neither a file nor a position string"),
        "{err}"
    );
}

/// The line of move `number` (1-based) in the review's table.
fn move_line(out: &str, number: usize) -> &str {
    out.lines()
        .find(|l| l.split_whitespace().next() == Some(&number.to_string()))
        .unwrap_or_else(|| panic!("no move {number}: {out}"))
}

#[test]
fn black_s_forbidden_move_under_renju_loses_the_game() {
    let args = [
        "g7a15h7a13i9a11i8a9i7",
        "--rule",
        "renju",
        "--nodes",
        "2000",
    ];
    let (ok, out, err) = review(&args);
    assert!(ok, "{err}");
    let i7 = move_line(&out, 9);
    assert!(i7.contains("black  i7") && i7.contains("blunder"), "{out}");
    assert!(i7.contains("→   0.0 %"), "{out}");
    assert!(
        out.contains("result: white wins: black played a forbidden double three at i7"),
        "{out}"
    );
    assert!(
        out.contains("the game was lost at move 9 (black i7)"),
        "{out}"
    );
}

#[test]
fn a_record_with_a_byte_order_mark_and_a_resignation_names_the_resigner_s_losing_move() {
    // White builds an open four on row 8 while black plays on the edge; black resigns.
    let moves = parse_moves("a1h8a3i8a5j8a7k8", BoardSize::STANDARD).unwrap();
    let game = Game::from_moves(Default::default(), &moves).unwrap();
    let mut record = GameRecord::from_game(&game);
    record.ending = Ending::Resigned(Color::Black);
    let text = format!("\u{feff}{}", record.to_json());
    let path = temp_file("resigned.json", text.as_bytes());
    let (ok, out, err) = review(&[path.to_str().unwrap(), "--nodes", "2000"]);
    assert!(ok, "{err}");
    assert!(out.contains("result: white wins: black resigned"), "{out}");
    let lost = out
        .lines()
        .find(|l| l.starts_with("the game was lost at move"))
        .unwrap_or_else(|| panic!("{out}"));
    assert!(lost.contains("(black "), "{out}");
    // The same moves as a position string, told how they ended.
    let (ok, out, _) = review(&[
        "a1h8a3i8a5j8a7k8",
        "--ending",
        "white-time",
        "--nodes",
        "500",
    ]);
    assert!(ok);
    assert!(
        out.contains("result: black wins: white ran out of time"),
        "{out}"
    );
    assert!(out.contains("no move of white's lost the game"), "{out}");
    let (ok, out, _) = review(&["a1h8a3i8a5j8a7k8", "--nodes", "500"]);
    assert!(ok);
    assert!(
        out.contains("result: unfinished") && !out.contains("lost"),
        "{out}"
    );
}

#[test]
fn an_ending_beside_a_five_or_an_unknown_one_is_refused() {
    let (ok, _, err) = review(&["h8a1i8a2j8a3k8a4l8", "--ending", "black-resigned"]);
    assert!(!ok);
    assert!(err.contains("the moves already end the game"), "{err}");
    let (ok, _, err) = review(&["h8", "--ending", "black-slept"]);
    assert!(!ok);
    assert!(err.contains("not an ending"), "{err}");
}

#[test]
fn a_file_over_the_size_limit_is_refused_unread() {
    // Blank lines, one more byte than the limit allows.
    let limit = gomoku_engine::bounded::MAX_INPUT_FILE_BYTES as usize;
    let path = temp_file("blank.psq", &vec![b'\n'; limit + 1]);
    let (ok, out, err) = review(&[path.to_str().unwrap()]);
    assert!(!ok && out.is_empty());
    assert!(err.contains("more than the 4 MiB limit"), "{err}");
    assert!(err.len() < 300, "{err}");
}

#[test]
fn a_bad_line_is_quoted_short() {
    let mut text = b"Piskvorky 15x15, 0:0, 0\n8,8,".to_vec();
    text.extend(vec![b'x'; 1_000_000]);
    let path = temp_file("long-line.psq", &text);
    let (ok, _, err) = review(&[path.to_str().unwrap()]);
    assert!(!ok);
    assert!(err.contains("is not a move") && err.len() < 400, "{err}");
    let long = format!("h8{}", "!".repeat(100_000));
    let (ok, _, err) = review(&[&long]);
    assert!(!ok);
    assert!(
        err.contains("neither a file nor a position string") && err.len() < 600,
        "{err}"
    );
}

//! `gomoku-review` from the command line: a game as a position string and as a JSON record,
//! and bad input refused with a message.

use std::process::Command;

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

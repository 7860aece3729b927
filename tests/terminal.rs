//! The terminal game driven through stdin, as a player (or a script) would.

use std::io::Write;
use std::process::{Command, Stdio};

fn run(args: &[&str], input: &str) -> (String, bool) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gomoku"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the game binary starts");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    (
        String::from_utf8_lossy(&output.stdout).into_owned()
            + &String::from_utf8_lossy(&output.stderr),
        output.status.success(),
    )
}

#[test]
fn moves_errors_undo_and_position_strings() {
    let (out, ok) = run(&[], "h8\nh8\nz99\nfoo\ni9\nundo\nredo\nundo\npos\nquit\n");
    assert!(ok, "{out}");
    assert!(out.contains("already occupied"), "{out}");
    assert!(out.contains("error: "), "{out}");
    // After the second undo only h8 is on the board.
    let last_pos = out
        .lines()
        .filter_map(|l| l.rsplit("> ").next())
        .rfind(|l| l.starts_with('h') && !l.contains(' '));
    assert_eq!(last_pos, Some("h8"), "{out}");
}

#[test]
fn a_five_ends_the_game_and_further_moves_are_refused() {
    let (out, ok) = run(&[], "a1\nb2\na2\nb3\na3\nb4\na4\nb5\na5\nc6\nquit\n");
    assert!(ok, "{out}");
    assert!(out.contains("black wins: a5 a4 a3 a2 a1"), "{out}");
    assert!(out.contains("the game is over"), "{out}");
}

#[test]
fn renju_refuses_black_forbidden_moves_and_strict_mode_scores_them() {
    // Black h8 h9 (column h) and i7 j7 (row 7), white far away on the a-file: h7 would make
    // two open threes at once.
    let position = "h8a1h9a3i7a5j7a7";
    let (out, ok) = run(
        &["--rule", "renju", "--moves", position],
        "forbid\nh7\nquit\n",
    );
    assert!(ok, "{out}");
    assert!(out.contains("h7 (double three)"), "{out}");
    assert!(out.contains("forbidden for black"), "{out}");
    let (out, ok) = run(
        &["--rule", "renju", "--strict", "--moves", position],
        "h7\nquit\n",
    );
    assert!(ok, "{out}");
    assert!(
        out.contains("white wins: black played a forbidden double three"),
        "{out}"
    );
}

#[test]
fn bad_arguments_are_reported() {
    let (out, ok) = run(&["--size", "40"], "");
    assert!(!ok);
    assert!(out.contains("not supported"), "{out}");
    let (out, ok) = run(&["--moves", "h8h8"], "");
    assert!(!ok);
    assert!(out.contains("--moves"), "{out}");
}

#[test]
fn save_and_open_round_trip_and_a_corrupt_file_changes_nothing() {
    let dir = std::env::temp_dir().join(format!("gomoku-terminal-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let json = dir.join("game.json");
    let psq = dir.join("game.psq");
    let bad = dir.join("bad.json");
    std::fs::write(&bad, "{ not a record").unwrap();
    let script = format!(
        "h8\ni9\nsave {}\nsave {}\nnew\nopen {}\npos\nopen {}\npos\nnew\nopen {}\npos\nquit\n",
        json.display(),
        psq.display(),
        json.display(),
        bad.display(),
        psq.display()
    );
    let (out, ok) = run(&[], &script);
    assert!(ok, "{out}");
    assert!(out.matches("h8i9").count() >= 3, "{out}");
    assert!(out.contains("not a game record"), "{out}");
    let saved = std::fs::read_to_string(&json).unwrap();
    assert!(saved.contains("\"moves\""), "{saved}");
    std::fs::remove_dir_all(&dir).unwrap();
}

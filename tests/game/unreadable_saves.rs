//! A stored file (the settings or the game in progress) that is there but cannot be used: not
//! readable, not UTF-8, not JSON, of another version, too large. It is kept aside, bytes for
//! bytes, before anything is saved, and the player is told; one that cannot be moved aside
//! either is left in place and never written for the rest of the session.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::support::*;
use gomoku::persistence::{MAX_FILE_BYTES, parse_game, save_now};
use gomoku::session::{Notice, Session};
use gomoku::settings::{GameSetup, Mode};
use gomoku_engine::GameOptions;
use gomoku_engine::record::GameRecord;

const GAME: &str = "current-game.json";
const SETTINGS: &str = "settings.json";
/// How many `.corrupt` names the game tries before it gives up keeping a file aside.
const ASIDE_NAMES: u32 = 100;

/// What a test puts where a stored file belongs.
#[derive(Clone)]
enum Planted {
    File(Vec<u8>),
    /// A directory in the file's place (reading it is an I/O error), holding a file of these
    /// bytes.
    Directory(Vec<u8>),
}

const INSIDE: &str = "inside.txt";

fn plant(path: &Path, planted: &Planted) {
    match planted {
        Planted::File(bytes) => fs::write(path, bytes).unwrap(),
        Planted::Directory(bytes) => {
            fs::create_dir(path).unwrap();
            fs::write(path.join(INSIDE), bytes).unwrap();
        }
    }
}

/// Whether `path` still holds exactly what was planted.
fn holds(path: &Path, planted: &Planted) -> bool {
    match planted {
        Planted::File(bytes) => path.is_file() && fs::read(path).ok().as_ref() == Some(bytes),
        Planted::Directory(bytes) => fs::read(path.join(INSIDE)).ok().as_ref() == Some(bytes),
    }
}

fn aside_path(dir: &Path, name: &str, attempt: u32) -> PathBuf {
    if attempt == 1 {
        dir.join(format!("{name}.corrupt"))
    } else {
        dir.join(format!("{name}.corrupt-{attempt}"))
    }
}

fn notice(game: &TestGame) -> Option<Notice> {
    game.app.world().resource::<Session>().notice.clone()
}

/// Plays a move, changes a setting and lets both autosaves run, then saves once more.
fn play_and_save(game: &mut TestGame) {
    game.configure(|s| s.mode = Mode::HumanVsHuman);
    game.start();
    game.click("h8");
    // Past the settings' moment of quiet, so their save runs too.
    game.run_for(Duration::from_millis(600));
    save_now(game.app.world_mut());
}

/// The game's own save of a two-move game, as text.
fn saved_game_text() -> String {
    let options = GameOptions::default();
    let (game, _) = parse_game("h8 i9", options).unwrap();
    GameRecord::from_game(&game).to_json()
}

/// `name` holds `planted` at start-up: it is kept aside with a notice, the kept copy has the
/// original bytes through a start, a save and a restart, and the new saves go beside it.
fn check_kept_aside(label: &str, name: &str, planted: Planted) {
    let dir = temp_dir(&format!("{label}-{name}"));
    plant(&dir.join(name), &planted);
    let aside = aside_path(&dir, name, 1);

    let mut game = TestGame::in_dir(dir.clone(), None);
    game.app.update();
    match notice(&game) {
        Some(Notice::StartupFileKeptAside(place)) => {
            assert_eq!(Path::new(&place), aside, "{label} {name}: where it went")
        }
        other => panic!("{label} {name}: expected a kept-aside notice, got {other:?}"),
    }
    assert!(
        holds(&aside, &planted),
        "{label} {name}: kept aside as it was"
    );
    assert_eq!(game.app.world().resource::<Session>().game().ply(), 0);

    play_and_save(&mut game);
    assert!(
        holds(&aside, &planted),
        "{label} {name}: untouched by saves"
    );
    let written = fs::read_to_string(dir.join(name)).unwrap();
    if name == GAME {
        assert!(written.contains("\"moves\""), "{label}: {written}");
    } else {
        let setup: GameSetup = serde_json::from_str(&written).unwrap();
        assert_eq!(setup.mode, Mode::HumanVsHuman, "{label}");
    }
    drop(game);

    // The next start reads the new save and leaves the kept copy alone.
    let restarted = TestGame::in_dir(dir.clone(), None);
    assert_eq!(notice(&restarted), None, "{label} {name}: a clean restart");
    assert!(
        holds(&aside, &planted),
        "{label} {name}: kept after a restart"
    );
    assert!(!aside_path(&dir, name, 2).exists(), "{label} {name}");
}

fn check_both(label: &str, planted_for: impl Fn(&str) -> Planted) {
    for name in [GAME, SETTINGS] {
        check_kept_aside(label, name, planted_for(name));
    }
}

#[test]
fn a_save_that_is_not_utf8_is_kept_aside_with_a_notice() {
    check_both("binary", |_| {
        Planted::File(vec![0xff, 0xfe, 0x00, b'{', 0x00, 0x80, b'}'])
    });
}

#[test]
fn a_save_that_cannot_be_read_is_kept_aside_with_a_notice() {
    check_both("directory", |_| {
        Planted::Directory(b"a directory where the file belongs".to_vec())
    });
}

#[test]
fn a_save_that_is_not_json_is_kept_aside_with_a_notice() {
    check_both("text", |_| Planted::File(b"not json at all".to_vec()));
}

#[test]
fn a_save_of_another_version_is_kept_aside_with_a_notice() {
    check_both("version", |name| {
        let text = if name == GAME {
            let mut record: serde_json::Value = serde_json::from_str(&saved_game_text()).unwrap();
            record["version"] = 99.into();
            record.to_string()
        } else {
            // The settings have no version number: a newer build's shows as a value this build
            // does not know.
            r#"{"mode": "human_vs_martian", "board_size": 15}"#.to_owned()
        };
        Planted::File(text.into_bytes())
    });
}

#[test]
fn a_save_too_large_to_read_is_kept_aside_unread_with_a_notice() {
    // A good save padded past the limit: only the size stops it.
    check_both("huge", |name| {
        let mut bytes = if name == GAME {
            saved_game_text().into_bytes()
        } else {
            b"{}".to_vec()
        };
        bytes.resize(usize::try_from(MAX_FILE_BYTES).unwrap() + 1, b' ');
        Planted::File(bytes)
    });
}

/// `name` cannot be read, and every name it could be kept aside under is taken (renaming fails
/// the same way in a read-only directory, but not for root, who may run the tests): it stays
/// where it is, and no save writes it.
fn check_held(name: &str) {
    let dir = temp_dir(&format!("held-{name}"));
    let planted = Planted::File(vec![0xff, 0xfe, 0x00, 0x01]);
    plant(&dir.join(name), &planted);
    let taken = |attempt: u32| Planted::File(format!("older {attempt}").into_bytes());
    for attempt in 1..=ASIDE_NAMES {
        plant(&aside_path(&dir, name, attempt), &taken(attempt));
    }

    let mut game = TestGame::in_dir(dir.clone(), None);
    game.app.update();
    match notice(&game) {
        Some(Notice::StartupFileHeld { path, why }) => {
            assert_eq!(Path::new(&path), dir.join(name), "{name}: where it is");
            assert!(
                why.contains("UTF-8") && why.contains("taken"),
                "{name}: {why}"
            );
        }
        other => panic!("{name}: expected a held-file notice, got {other:?}"),
    }
    assert!(holds(&dir.join(name), &planted), "{name}: left in place");

    play_and_save(&mut game);
    assert!(holds(&dir.join(name), &planted), "{name}: not saved over");
    assert!(!dir.join(format!("{name}.tmp")).exists(), "{name}");
    match notice(&game) {
        Some(Notice::SaveFailed(message)) => {
            let path = dir.join(name).display().to_string();
            assert!(message.contains(&path), "{name}: {message}");
        }
        other => panic!("{name}: expected a refused save's notice, got {other:?}"),
    }
    for attempt in 1..=ASIDE_NAMES {
        assert!(holds(&aside_path(&dir, name, attempt), &taken(attempt)));
    }
    assert!(!aside_path(&dir, name, ASIDE_NAMES + 1).exists(), "{name}");
    // The other file is saved as usual.
    let other = if name == GAME { SETTINGS } else { GAME };
    assert!(dir.join(other).is_file(), "{name}: {other} is saved");
}

#[test]
fn a_save_that_cannot_be_moved_aside_is_left_in_place_and_never_written() {
    check_held(GAME);
    check_held(SETTINGS);
}

//! The system's Save and Open dialogs (desktop): what the player picks is saved or opened, a
//! cancelled dialog changes nothing, the game keeps running while one is open, and without a
//! dialog service the typed-path window takes over. The dialog itself is scripted here.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::support::*;
use bevy::prelude::*;
use gomoku::files::FileWindow;
use gomoku::files::native::{DialogKind, DialogService, OpenDialog, QUICK_FAILURE};
use gomoku::persistence::parse_game;
use gomoku::session::{Notice, Session};
use gomoku::settings::Mode;

/// What each dialog was asked for: its kind, starting folder and suggested name.
type Asked = Arc<Mutex<Vec<(DialogKind, Option<PathBuf>, Option<String>)>>>;

/// A game whose dialogs answer `answer` after `delay` of wall time.
fn game_with_dialog(name: &str, answer: Option<PathBuf>, delay: Duration) -> (TestGame, Asked) {
    game_with_service(name, answer, delay, |_| {})
}

/// The same, with `adjust` applied to the dialog service.
fn game_with_service(
    name: &str,
    answer: Option<PathBuf>,
    delay: Duration,
    adjust: impl FnOnce(&mut DialogService),
) -> (TestGame, Asked) {
    let asked = Asked::default();
    let record = asked.clone();
    let mut service = DialogService::new(move |request| {
        record.lock().unwrap().push((
            request.kind,
            request.directory.clone(),
            request.file_name.clone(),
        ));
        let answer = answer.clone();
        Box::pin(async move {
            std::thread::sleep(delay);
            answer
        })
    });
    adjust(&mut service);
    let game = TestGame::with_setup(temp_dir(name), Some(Mode::HumanVsHuman), |app| {
        app.insert_resource(service)
            .add_plugins(gomoku::files::plugin);
    });
    (game, asked)
}

/// Runs frames until no dialog is open; returns how many it took.
fn until_answered(game: &mut TestGame) -> u32 {
    let start = std::time::Instant::now();
    let mut frames = 0;
    while start.elapsed() < Duration::from_secs(60) {
        game.app.update();
        frames += 1;
        if !game.app.world().resource::<OpenDialog>().is_open() {
            // The command the answer sent is applied on the next frame.
            game.app.update();
            return frames;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    panic!("the dialog never answered");
}

fn moves(game: &TestGame) -> String {
    gomoku::persistence::position_string(game.app.world().resource::<Session>().game())
}

fn window(game: &TestGame) -> &FileWindow {
    game.app.world().resource::<FileWindow>()
}

fn notice(game: &TestGame) -> Option<Notice> {
    game.app.world().resource::<Session>().notice.clone()
}

#[test]
fn open_loads_the_picked_file_while_frames_keep_coming() {
    let dir = temp_dir("dialog-open-file");
    let file = dir.join("picked.txt");
    std::fs::write(&file, "h8i9j10").unwrap();
    let (mut game, asked) = game_with_dialog("dialog-open", Some(file.clone()), QUICK_FAILURE * 2);
    assert!(
        window(&game).system_dialogs,
        "the window offers the dialogs"
    );
    game.start();
    game.chord(KeyCode::ControlLeft, KeyCode::KeyO);
    let frames = until_answered(&mut game);
    // The dialog was open for 0.8 s of wall time and the app went on updating meanwhile (a
    // dialog that blocked the frame would have answered within the first one).
    assert!(
        frames >= 3,
        "only {frames} frames while the dialog was open"
    );
    assert_eq!(moves(&game), "h8i9j10");
    assert_eq!(
        notice(&game),
        Some(Notice::Loaded(file.display().to_string()))
    );
    assert!(!window(&game).open, "no typed-path window");
    assert_eq!(window(&game).path, file.display().to_string());
    let asked = asked.lock().unwrap();
    assert_eq!(asked.len(), 1);
    assert_eq!(asked[0].0, DialogKind::Open);
}

#[test]
fn save_writes_where_the_dialog_says_in_the_format_its_name_asks_for() {
    let dir = temp_dir("dialog-save-file");
    let file = dir.join("final.psq");
    let (mut game, asked) = game_with_dialog("dialog-save", Some(file.clone()), QUICK_FAILURE * 2);
    // The dialog starts where the typed path points and suggests its name.
    game.app.world_mut().resource_mut::<FileWindow>().path =
        dir.join("suggested.json").display().to_string();
    game.start();
    for point in ["h8", "i9", "h9"] {
        game.click(point);
    }
    game.chord(KeyCode::ControlLeft, KeyCode::KeyS);
    until_answered(&mut game);
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.starts_with("Piskvorky"), "{text}");
    let options = game.app.world().resource::<Session>().game().options();
    let (saved, _) = parse_game(&text, options).unwrap();
    assert_eq!(gomoku::persistence::position_string(&saved), "h8i9h9");
    assert_eq!(
        notice(&game),
        Some(Notice::Saved(file.display().to_string()))
    );
    let asked = asked.lock().unwrap();
    assert_eq!(
        asked[0],
        (
            DialogKind::Save,
            Some(dir.clone()),
            Some("suggested.json".to_owned())
        )
    );
}

#[test]
fn a_cancelled_dialog_changes_nothing() {
    let (mut game, _) = game_with_dialog("dialog-cancel", None, QUICK_FAILURE * 2);
    game.start();
    game.click("h8");
    game.chord(KeyCode::ControlLeft, KeyCode::KeyO);
    until_answered(&mut game);
    assert_eq!(moves(&game), "h8");
    let state = window(&game);
    assert!(!state.open);
    assert_eq!(state.message, None);
    assert!(state.system_dialogs, "still offered next time");
}

#[test]
fn a_dialog_that_never_appears_hands_over_to_the_typed_path_window() {
    // An empty answer at once. The bound is generous here so that a slow test machine (the
    // task pool's thread waiting for a core) cannot make it look like a person's cancel.
    let (mut game, asked) = game_with_service("dialog-failed", None, Duration::ZERO, |service| {
        service.quick_failure = Duration::from_secs(60);
    });
    game.start();
    game.click("h8");
    game.chord(KeyCode::ControlLeft, KeyCode::KeyS);
    until_answered(&mut game);
    let state = window(&game);
    assert!(state.open, "the typed-path window opens");
    assert!(matches!(state.message, Some((false, _))));
    assert!(!state.system_dialogs, "no more dialog buttons");
    assert_eq!(moves(&game), "h8");
    // From then on Ctrl+O goes straight to the window: no second dialog is tried.
    game.app.world_mut().resource_mut::<FileWindow>().open = false;
    game.chord(KeyCode::ControlLeft, KeyCode::KeyO);
    assert!(window(&game).open);
    assert!(!game.app.world().resource::<OpenDialog>().is_open());
    assert_eq!(asked.lock().unwrap().len(), 1);
}

#[test]
fn without_a_dialog_service_ctrl_s_opens_the_typed_path_window() {
    let dir = temp_dir("dialog-none");
    let mut service = DialogService::new(|_| panic!("no dialog may be shown"));
    service.unavailable = Some("no D-Bus session bus".to_owned());
    let mut game = TestGame::with_setup(dir, Some(Mode::HumanVsHuman), |app| {
        app.insert_resource(service)
            .add_plugins(gomoku::files::plugin);
    });
    assert!(!window(&game).system_dialogs);
    game.start();
    game.chord(KeyCode::ControlLeft, KeyCode::KeyS);
    assert!(window(&game).open);
    assert!(!game.app.world().resource::<OpenDialog>().is_open());
}

#[test]
fn one_dialog_at_a_time() {
    // Open long enough that the second request surely comes while it is.
    let (mut game, asked) = game_with_dialog("dialog-busy", None, Duration::from_secs(5));
    game.start();
    game.chord(KeyCode::ControlLeft, KeyCode::KeyS);
    game.chord(KeyCode::ControlLeft, KeyCode::KeyO);
    assert_eq!(asked.lock().unwrap().len(), 1);
    assert!(matches!(window(&game).message, Some((false, _))));
    until_answered(&mut game);
}

#[test]
fn an_unreadable_pick_is_explained_and_the_game_kept() {
    let dir = temp_dir("dialog-bad-files");
    let junk = dir.join("picture.json");
    std::fs::write(&junk, [0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10]).unwrap();
    let not_a_game = dir.join("notes.txt");
    std::fs::write(&not_a_game, "shopping: eggs, milk").unwrap();
    let huge = dir.join("huge.json");
    std::fs::write(&huge, vec![b' '; 2 << 20]).unwrap();
    let folder = dir.join("a-folder");
    std::fs::create_dir_all(&folder).unwrap();
    let gone = dir.join("deleted-meanwhile.json");
    for picked in [&junk, &not_a_game, &huge, &folder, &gone] {
        let (mut game, _) =
            game_with_dialog("dialog-bad", Some(picked.to_path_buf()), QUICK_FAILURE * 2);
        game.start();
        game.click("h8");
        game.chord(KeyCode::ControlLeft, KeyCode::KeyO);
        until_answered(&mut game);
        assert_eq!(moves(&game), "h8", "{picked:?}");
        assert!(
            matches!(notice(&game), Some(Notice::LoadFailed(_))),
            "{picked:?}: {:?}",
            notice(&game)
        );
        let message = window(&game).message.clone();
        assert!(
            matches!(&message, Some((false, text)) if text.contains(&*picked.display().to_string())),
            "{picked:?}: {message:?}"
        );
    }
    assert!(Path::new(&huge).exists(), "nothing is deleted");
}

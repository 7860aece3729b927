//! Settings and the game in progress survive a restart; saves are atomic and a corrupt or
//! foreign file is reported and never overwritten.

use std::fs;

use crate::support::*;
use gomoku::persistence::{MAX_FILE_BYTES, load_game_file, save_game_file, save_now};
use gomoku::screens::Screen;
use gomoku::session::{GameCommand, Notice, Session};
use gomoku::settings::{GameSetup, Mode};
use gomoku_engine::{GameOptions, Level, Rule};

#[test]
fn settings_and_the_game_in_progress_survive_a_restart() {
    let mut game = TestGame::new(Mode::HumanVsHuman);
    game.configure(|s| {
        s.rule = Rule::Renju;
        s.level = Level::Hard;
    });
    game.prefer(|p| p.show_move_numbers = true);
    game.start();
    for point in ["h8", "i9", "h9"] {
        game.click(point);
    }
    game.command(GameCommand::Undo);
    save_now(game.app.world_mut());
    let moves = game.app.world().resource::<Session>().game().all_moves();
    let dir = game.dir.clone();
    drop(game);

    let mut restarted = TestGame::in_dir(dir, None);
    restarted.app.update();
    let setup = restarted.app.world().resource::<GameSetup>().clone();
    assert_eq!(setup.rule, Rule::Renju);
    assert_eq!(setup.level, Level::Hard);
    assert!(restarted.prefs().show_move_numbers);
    let session = restarted.app.world().resource::<Session>();
    assert_eq!(
        session.game().all_moves(),
        moves,
        "the redo line is kept too"
    );
    assert_eq!(session.game().ply(), 2);
    assert_eq!(session.game().rule(), Rule::Renju);
    assert_eq!(restarted.screen(), Screen::Playing, "the game resumes");
    assert_eq!(restarted.stones().len(), 2);
}

#[test]
fn every_move_is_saved_as_it_is_played() {
    let mut game = TestGame::new(Mode::HumanVsHuman);
    game.start();
    game.click("h8");
    let saved = fs::read_to_string(game.dir.join("current-game.json")).unwrap();
    assert!(saved.contains("\"moves\""), "{saved}");
    let dir = game.dir.clone();
    drop(game);
    let restarted = TestGame::in_dir(dir, None);
    assert_eq!(restarted.app.world().resource::<Session>().game().ply(), 1);
}

#[test]
fn a_corrupt_save_is_kept_aside_untouched_and_the_game_starts_fresh() {
    let dir = temp_dir("corrupt");
    let junk = "{\"version\": 1, \"moves\": [[7, 7], [7, 7]] garbage";
    fs::write(dir.join("current-game.json"), junk).unwrap();
    fs::write(dir.join("settings.json"), "not json at all").unwrap();
    let mut game = TestGame::in_dir(dir.clone(), None);
    game.app.update();
    let session = game.app.world().resource::<Session>();
    assert_eq!(session.game().ply(), 0);
    assert!(matches!(
        session.notice,
        Some(Notice::StartupFileKeptAside(_))
    ));
    assert_eq!(
        fs::read_to_string(dir.join("current-game.json.corrupt")).unwrap(),
        junk
    );
    assert_eq!(
        fs::read_to_string(dir.join("settings.json.corrupt")).unwrap(),
        "not json at all"
    );
    // Playing on writes a new save beside the kept one.
    game.configure(|s| s.mode = Mode::HumanVsHuman);
    game.start();
    game.click("h8");
    save_now(game.app.world_mut());
    assert!(
        fs::read_to_string(dir.join("current-game.json"))
            .unwrap()
            .contains("moves")
    );
    assert_eq!(
        fs::read_to_string(dir.join("current-game.json.corrupt")).unwrap(),
        junk
    );
}

#[test]
fn saving_and_opening_files_round_trips_in_both_formats() {
    let mut game = TestGame::new(Mode::HumanVsHuman);
    game.start();
    for point in ["h8", "i9", "h9", "i10"] {
        game.click(point);
    }
    let played = game.app.world().resource::<Session>().game().clone();
    for name in ["game.json", "game.psq"] {
        let path = game.dir.join(name);
        save_game_file(&path, &played, ["a", "b"], &Default::default()).unwrap();
        let (back, review) = load_game_file(&path, played.options()).unwrap();
        assert_eq!(review, Default::default());
        assert_eq!(back.moves(), played.moves(), "{name}");
        // Saving again over our own file is fine.
        save_game_file(&path, &played, ["a", "b"], &Default::default()).unwrap();
    }
}

#[test]
fn a_corrupt_or_foreign_file_is_rejected_and_nothing_is_lost() {
    let mut game = TestGame::new(Mode::HumanVsHuman);
    game.start();
    game.click("h8");
    let options: GameOptions = game.app.world().resource::<Session>().game().options();
    let foreign = game.dir.join("notes.txt");
    fs::write(&foreign, "my shopping list").unwrap();
    // Opening it fails with a message...
    let error = load_game_file(&foreign, options).unwrap_err();
    assert!(error.contains("notes.txt"), "{error}");
    // ...and saving over it is refused, leaving it as it was.
    let played = game.app.world().resource::<Session>().game().clone();
    assert!(save_game_file(&foreign, &played, ["a", "b"], &Default::default()).is_err());
    assert_eq!(fs::read_to_string(&foreign).unwrap(), "my shopping list");
    // A file far larger than any game is refused unread, and not saved over either.
    let huge = game.dir.join("video.json");
    let huge_len = MAX_FILE_BYTES + 1;
    fs::write(&huge, vec![b'{'; usize::try_from(huge_len).unwrap()]).unwrap();
    let error = load_game_file(&huge, options).unwrap_err();
    assert!(error.contains("too large"), "{error}");
    assert!(save_game_file(&huge, &played, ["a", "b"], &Default::default()).is_err());
    assert_eq!(fs::metadata(&huge).unwrap().len(), huge_len);
    // A good save, then a corrupt copy beside it: the corrupt one is rejected, the good one
    // still opens, and the game in progress is untouched.
    let good = game.dir.join("good.json");
    save_game_file(&good, &played, ["a", "b"], &Default::default()).unwrap();
    let bad = game.dir.join("bad.json");
    let text = fs::read_to_string(&good).unwrap();
    fs::write(&bad, &text[..text.len() / 2]).unwrap();
    assert!(load_game_file(&bad, options).is_err());
    assert_eq!(
        load_game_file(&good, options).unwrap().0.moves(),
        played.moves()
    );
    assert_eq!(game.app.world().resource::<Session>().game().ply(), 1);
    assert!(
        !game.dir.join("good.json.tmp").exists(),
        "no temporary file is left behind"
    );
}

#[test]
fn the_first_start_speaks_the_system_language_and_a_choice_is_kept() {
    use gomoku::i18n::Language;
    use gomoku::settings::SystemLocales;
    let dir = temp_dir("system_language");
    let japanese = |app: &mut bevy::app::App| {
        app.insert_resource(SystemLocales(vec![
            "de_DE.UTF-8".into(),
            "ja_JP.UTF-8".into(),
        ]));
    };
    let mut game = TestGame::with_setup(dir.clone(), None, japanese);
    assert_eq!(game.prefs().language, Language::Japanese);
    // A language chosen is saved with the settings and wins over the system's next time.
    game.prefer(|p| p.language = Language::Korean);
    gomoku::persistence::save_now(game.app.world_mut());
    let restarted = TestGame::with_setup(dir, None, japanese);
    assert_eq!(restarted.prefs().language, Language::Korean);
}

//! The game driven headless: an `App` with the game's logic and no window, fed keys, pointer
//! events and gamepad buttons the way Bevy's input plugins would.

use std::time::{Duration, Instant};

use crate::support::*;
use bevy::input::gamepad::{Gamepad, GamepadButton};
use bevy::prelude::*;
use gomoku::ai::{AiWorker, Purpose};
use gomoku::board::BoardLayout;
use gomoku::input::{BoardCursor, UiAction};
use gomoku::screens::Screen;
use gomoku::session::{Actor, GameCommand, Notice, Session};
use gomoku::settings::{ForbiddenMoves, Mode};
use gomoku::sides::Stone;
use gomoku_engine::{Level, Point};

#[test]
fn typing_a_coordinate_places_a_stone_there() {
    let mut game = TestGame::new(Mode::HumanVsHuman);
    game.start();
    game.tap_keys(&[KeyCode::KeyH, KeyCode::Digit8, KeyCode::Enter]);
    let stones = game.stones();
    assert_eq!(stones.len(), 1);
    let (stone, translation) = stones[0];
    assert_eq!(stone.point, game.point("h8"));
    assert_eq!(stone.color, Stone::Black);
    let layout = *game.app.world().resource::<BoardLayout>();
    assert_eq!(translation.truncate(), layout.to_world(stone.point));
}

#[test]
fn arrows_move_the_cursor_and_enter_places() {
    let mut game = TestGame::new(Mode::HumanVsHuman);
    game.start();
    // The first press shows the cursor at the centre; then two steps right and one up.
    game.tap_keys(&[KeyCode::ArrowRight]);
    game.tap_keys(&[KeyCode::ArrowRight, KeyCode::ArrowRight, KeyCode::ArrowUp]);
    game.tap_keys(&[KeyCode::Space]);
    let points: Vec<Point> = game.stones().iter().map(|(s, _)| s.point).collect();
    assert_eq!(points, vec![game.point("j9")]);
}

#[test]
fn a_click_places_a_stone_and_a_click_on_a_stone_is_refused() {
    let mut game = TestGame::new(Mode::HumanVsHuman);
    game.start();
    game.click("c3");
    assert_eq!(game.stones().len(), 1);
    assert_eq!(game.stones()[0].0.point, game.point("c3"));
    game.click("c3");
    assert_eq!(game.stones().len(), 1, "an occupied point takes no stone");
    let session = game.app.world().resource::<Session>();
    assert_eq!(session.notice, Some(Notice::Occupied(game.point("c3"))));
    assert_eq!(
        session.game().to_move(),
        Stone::White,
        "the refused click changed nothing"
    );
}

#[test]
fn a_click_between_points_or_off_the_grid_does_nothing() {
    let mut game = TestGame::new(Mode::HumanVsHuman);
    game.start();
    let layout = *game.app.world().resource::<BoardLayout>();
    let between = layout.to_world(game.point("c3")) + Vec2::new(20.0, 20.0);
    game.click_world(between);
    game.click_world(Vec2::new(5000.0, 0.0));
    assert!(game.stones().is_empty());
}

#[test]
fn a_gamepad_moves_the_cursor_places_and_undoes() {
    let mut game = TestGame::new(Mode::HumanVsHuman);
    game.start();
    let pad = game.app.world_mut().spawn(Gamepad::default()).id();
    // The first press shows the cursor at the centre, the second moves it.
    for button in [
        GamepadButton::DPadLeft,
        GamepadButton::DPadLeft,
        GamepadButton::South,
    ] {
        game.press_pad(pad, button);
    }
    assert_eq!(game.stones()[0].0.point, game.point("g8"));
    game.press_pad(pad, GamepadButton::East);
    assert!(game.stones().is_empty(), "East undoes");
}

#[test]
fn five_in_a_row_draws_the_win_line_and_ends_the_game_and_undo_redo_restore_it() {
    let mut game = TestGame::new(Mode::HumanVsHuman);
    game.start();
    for point in ["h8", "a1", "i8", "a2", "j8", "a3", "k8", "a4"] {
        game.click(point);
    }
    assert_eq!(game.screen(), Screen::Playing);
    assert!(game.win_lines().is_empty());
    game.click("l8");
    assert_eq!(game.screen(), Screen::GameOver);
    let lines = game.win_lines();
    assert_eq!(lines.len(), 1);
    let line: Vec<Point> = lines[0].line.points().collect();
    let expected: Vec<Point> = ["h8", "i8", "j8", "k8", "l8"]
        .map(|p| game.point(p))
        .to_vec();
    assert_eq!(line, expected);
    // The animation runs: after a second of frames the line is fully drawn.
    game.run_for(Duration::from_secs(1));
    assert!(game.win_lines()[0].is_drawn());
    // Clicks after the end are refused.
    game.click("o15");
    assert_eq!(game.stones().len(), 9);

    game.command(GameCommand::Undo);
    assert_eq!(game.stones().len(), 8);
    assert!(game.win_lines().is_empty());
    assert_eq!(game.screen(), Screen::Playing);
    let session = game.app.world().resource::<Session>();
    assert_eq!(session.game().to_move(), Stone::Black);
    assert!(!session.is_over());

    game.command(GameCommand::Redo);
    assert_eq!(game.stones().len(), 9);
    assert_eq!(game.win_lines().len(), 1);
    assert_eq!(game.screen(), Screen::GameOver);
}

#[test]
fn the_ai_thinks_off_the_main_thread_and_its_move_lands() {
    let mut game = TestGame::new(Mode::HumanVsAi);
    game.configure(|s| {
        s.human_color = Stone::White;
        s.level = Level::Master;
        s.move_time_ms = 1500;
    });
    game.load("h8i9h9h10i8g10j7i7", Screen::Playing);
    assert_eq!(game.to_move(), Stone::Black);
    let started = Instant::now();
    let mut longest = Duration::ZERO;
    let mut saw_thinking = false;
    while game.stones().len() == 8 && started.elapsed() < Duration::from_secs(20) {
        let before = Instant::now();
        game.app.update();
        longest = longest.max(before.elapsed());
        saw_thinking |= game.app.world().resource::<AiWorker>().thinking() == Some(Purpose::Move);
        std::thread::sleep(Duration::from_millis(2));
    }
    assert!(saw_thinking);
    assert_eq!(game.stones().len(), 9, "the AI's move landed");
    assert_eq!(game.to_move(), Stone::White);
    println!(
        "AI at Master ({} ms): {:?} until its move, longest update {:?}",
        1500,
        started.elapsed(),
        longest
    );
    // The search takes its full second and a half; no single update may wait for it.
    assert!(
        longest < Duration::from_millis(500),
        "an update took {longest:?}"
    );
}

#[test]
fn undo_while_the_ai_thinks_cancels_it_and_its_answer_is_never_applied() {
    let mut game = TestGame::new(Mode::HumanVsAi);
    game.configure(|s| {
        s.level = Level::Master;
        s.move_time_ms = 30_000;
    });
    game.start();
    game.click("h8");
    game.app.update();
    let generation = game.app.world().resource::<Session>().generation();
    assert_eq!(
        game.app
            .world()
            .resource::<AiWorker>()
            .thinking_generation(),
        Some(generation)
    );
    game.command(GameCommand::Undo);
    assert!(game.stones().is_empty());
    assert_eq!(game.app.world().resource::<AiWorker>().thinking(), None);
    // Nothing lands later from the cancelled search.
    game.run_for(Duration::from_millis(600));
    assert!(game.stones().is_empty());
    assert_eq!(game.to_move(), Stone::Black);
    // An answer for an old position is refused outright.
    game.command(GameCommand::Place {
        point: game.point("h8"),
        by: Actor::Ai { generation },
    });
    assert!(game.stones().is_empty());
}

#[test]
fn a_hint_suggests_a_move_without_playing_it() {
    let mut game = TestGame::new(Mode::HumanVsHuman);
    game.start();
    // Black has an open four: the hint must be one of its two winning ends.
    game.load("h8a1i8a2j8a3k8a15", Screen::Playing);
    game.app.world_mut().write_message(gomoku::ai::HintRequest);
    let started = Instant::now();
    while game
        .app
        .world()
        .resource::<gomoku::ai::Hint>()
        .point
        .is_none()
        && started.elapsed() < Duration::from_secs(10)
    {
        game.app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    let hint = game.app.world().resource::<gomoku::ai::Hint>().point;
    assert!(
        hint == Some(game.point("g8")) || hint == Some(game.point("l8")),
        "{hint:?}"
    );
    assert_eq!(game.stones().len(), 8, "a hint plays nothing");
}

#[test]
fn jumping_in_the_move_list_reviews_without_the_ai_moving() {
    let mut game = TestGame::new(Mode::HumanVsAi);
    game.configure(|s| s.level = Level::Beginner);
    game.load("h8i9h9h10", Screen::Playing);
    game.command(GameCommand::JumpTo(1));
    assert_eq!(game.screen(), Screen::Review);
    game.run_for(Duration::from_millis(800));
    assert_eq!(game.stones().len(), 1, "nobody moves during review");
    // A click explores a variation: the engine stays paused and the game's line is kept.
    game.click("a1");
    assert_eq!(game.stones().len(), 2);
    assert_eq!(game.screen(), Screen::Review);
    game.run_for(Duration::from_millis(300));
    assert_eq!(game.stones().len(), 2, "nobody answers a variation");
    let session = game.app.world().resource::<gomoku::session::Session>();
    assert_eq!(
        session.tree().main_line().len(),
        4,
        "the game's moves are kept"
    );
    game.command(GameCommand::JumpTo(1));
    game.command(GameCommand::Resume);
    assert_eq!(game.screen(), Screen::Playing);
    // White (the AI) is to move after one stone and answers.
    game.run_for(Duration::from_millis(1500));
    assert_eq!(game.stones().len(), 2);
}

#[test]
fn renju_refuses_or_punishes_black_forbidden_moves_as_set() {
    // A double three at h8 for black.
    let position = "g8a1i8a2h9a3h10a15";
    for loses in [false, true] {
        let mut game = TestGame::new(Mode::HumanVsHuman);
        game.configure(|s| {
            s.rule = gomoku_engine::Rule::Renju;
            s.forbidden_moves = if loses {
                ForbiddenMoves::Lose
            } else {
                ForbiddenMoves::Refuse
            };
        });
        game.start();
        game.load(position, Screen::Playing);
        game.click("h8");
        let session = game.app.world().resource::<Session>();
        if loses {
            assert!(session.is_over());
            assert_eq!(session.outcome().unwrap().winner(), Some(Stone::White));
            assert_eq!(game.screen(), Screen::GameOver);
        } else {
            assert!(matches!(session.notice, Some(Notice::Forbidden(..))));
            assert_eq!(game.stones().len(), 8);
        }
    }
}

#[test]
fn undo_against_the_ai_takes_back_its_reply_too_and_redo_replays_both() {
    let mut game = TestGame::new(Mode::HumanVsAi);
    game.configure(|s| s.level = Level::Beginner);
    game.start();
    game.click("h8");
    game.run_for(Duration::from_millis(700));
    assert_eq!(game.stones().len(), 2, "the AI answered");
    game.command(GameCommand::Undo);
    assert!(game.stones().is_empty());
    assert_eq!(game.to_move(), Stone::Black, "the human is to move again");
    game.command(GameCommand::Redo);
    assert_eq!(game.stones().len(), 2);
    assert_eq!(game.to_move(), Stone::Black);
}

#[test]
fn resigning_ends_the_game_for_the_human_side() {
    let mut game = TestGame::new(Mode::HumanVsAi);
    game.configure(|s| {
        s.level = Level::Beginner;
        s.human_color = Stone::White;
    });
    game.start();
    game.command(GameCommand::Resign);
    assert_eq!(game.screen(), Screen::GameOver);
    let outcome = game.app.world().resource::<Session>().outcome().unwrap();
    assert_eq!(outcome.winner(), Some(Stone::Black));
}

#[test]
fn with_tap_twice_to_confirm_the_first_tap_only_aims() {
    let mut game = TestGame::new(Mode::HumanVsHuman);
    game.prefer(|p| p.tap_twice_to_confirm = true);
    game.start();
    game.tap("d4");
    assert!(game.stones().is_empty(), "the first tap aims");
    game.tap("e5");
    assert!(game.stones().is_empty(), "a tap elsewhere moves the aim");
    game.tap("e5");
    assert_eq!(game.stones()[0].0.point, game.point("e5"));
    // A mouse click still places at once.
    game.click("f6");
    assert_eq!(game.stones().len(), 2);
}

#[test]
fn the_first_touch_turns_tap_twice_on_and_the_aimed_stone_shows_larger() {
    let mut game = TestGame::new(Mode::HumanVsHuman);
    game.start();
    assert!(!game.prefs().tap_twice_to_confirm);
    // A mouse click is no touch: it places at once and changes nothing.
    game.click("f6");
    assert!(!game.prefs().touch_seen);
    game.tap("d4");
    let prefs = game.prefs();
    assert!(prefs.touch_seen && prefs.tap_twice_to_confirm);
    assert_eq!(game.stones().len(), 1, "the first touch only aims");
    let cursor = game.app.world().resource::<BoardCursor>();
    assert!(cursor.from_touch);
    game.tap("d4");
    assert_eq!(game.stones().len(), 2);
    // Turned off again by the player, it stays off.
    game.prefer(|p| p.tap_twice_to_confirm = false);
    game.tap("e5");
    assert_eq!(game.stones().len(), 3);
}

#[test]
fn ctrl_s_and_ctrl_o_ask_for_save_and_open() {
    let mut game = TestGame::new(Mode::HumanVsHuman);
    game.record_ui_actions();
    game.start();
    game.chord(KeyCode::ControlLeft, KeyCode::KeyS);
    game.chord(KeyCode::ControlLeft, KeyCode::KeyO);
    let seen = &game.app.world().resource::<SeenActions>().0;
    assert_eq!(seen, &[UiAction::SaveFile, UiAction::OpenFile]);
    // With Control held the letters are shortcuts, not a typed coordinate.
    assert!(game.stones().is_empty());
}

#[test]
fn keyboard_shortcuts_undo_and_redo() {
    let mut game = TestGame::new(Mode::HumanVsHuman);
    game.start();
    game.click("h8");
    game.click("i9");
    game.chord(KeyCode::ControlLeft, KeyCode::KeyZ);
    assert_eq!(game.stones().len(), 1);
    game.chord(KeyCode::ControlLeft, KeyCode::KeyY);
    assert_eq!(game.stones().len(), 2);
    // A coordinate off this board is refused with a message.
    game.tap_keys(&[KeyCode::KeyT, KeyCode::Digit1, KeyCode::Enter]);
    let session = game.app.world().resource::<Session>();
    assert_eq!(session.notice, Some(Notice::BadCoordinate("t1".into())));
    assert_eq!(game.stones().len(), 2);
}

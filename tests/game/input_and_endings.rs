//! Input that lands where it was aimed, and endings that explain themselves: a click moved and
//! pressed in one frame, instant shortcuts, Esc over a window, a forbidden move refused with
//! its reason at the low levels, *Resign* that asks first, the reason a game ended.

use crate::support::*;
use bevy::prelude::*;
use gomoku::i18n::Language;
use gomoku::input::{BoardCursor, UiAction, WindowOpen};
use gomoku::screens::Screen;
use gomoku::session::{GameCommand, Notice, Session};
use gomoku::settings::{ForbiddenMoves, Mode};
use gomoku::sides::Stone;
use gomoku::ui_kit::{notice_text, outcome_reason};
use gomoku_engine::{ForbiddenKind, Level, Rule};

#[test]
fn a_click_moved_and_pressed_in_one_frame_lands_on_the_new_point() {
    let mut game = TestGame::with_window(Mode::HumanVsHuman);
    game.start();
    // Picking still holds the hover of the frame before (a2); the release was over h8.
    game.click_moved("a2", "h8");
    let stones = game.stones();
    assert_eq!(stones.len(), 1);
    assert_eq!(stones[0].0.point, game.point("h8"));
    // An ordinary click lands where it is, too.
    game.click("j10");
    assert_eq!(game.stones()[1].0.point, game.point("j10"));
}

#[test]
fn an_instant_ctrl_n_opens_the_menu_and_types_nothing() {
    let mut game = TestGame::new(Mode::HumanVsHuman);
    game.start();
    game.instant_chord(KeyCode::ControlLeft, KeyCode::KeyN);
    assert_eq!(game.screen(), Screen::Menu);
    assert!(game.app.world().resource::<BoardCursor>().typed.is_empty());
}

#[test]
fn an_instant_ctrl_z_undoes() {
    let mut game = TestGame::new(Mode::HumanVsHuman);
    game.start();
    game.click("h8");
    game.instant_chord(KeyCode::ControlLeft, KeyCode::KeyZ);
    assert!(game.stones().is_empty());
}

#[test]
fn an_arrow_tap_shorter_than_a_frame_moves_the_cursor() {
    let mut game = TestGame::new(Mode::HumanVsHuman);
    game.start();
    game.tap_keys(&[KeyCode::ArrowLeft]);
    let shown = game.app.world().resource::<BoardCursor>().point;
    assert!(shown.is_some(), "the first step shows the cursor");
    // Pressed and released within one frame.
    let mut input = game.app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    input.press(KeyCode::ArrowLeft);
    input.release(KeyCode::ArrowLeft);
    game.app.update();
    game.app
        .world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .clear();
    game.app.update();
    let moved = game.app.world().resource::<BoardCursor>().point.unwrap();
    assert_eq!(u32::from(moved.x()) + 1, u32::from(shown.unwrap().x()));
}

#[test]
fn esc_closes_the_window_on_top_before_it_opens_the_menu() {
    let mut game = TestGame::new(Mode::HumanVsHuman);
    game.record_ui_actions();
    game.start();
    game.app.world_mut().resource_mut::<WindowOpen>().0 = true;
    game.tap_keys(&[KeyCode::Escape]);
    assert_eq!(game.screen(), Screen::Playing, "the game stays");
    assert_eq!(
        game.app.world().resource::<SeenActions>().0,
        vec![UiAction::CloseTopWindow]
    );
    game.app.world_mut().resource_mut::<WindowOpen>().0 = false;
    game.tap_keys(&[KeyCode::Escape]);
    game.app.update();
    assert_eq!(game.screen(), Screen::Menu);
}

/// A double three at h8 for black.
const DOUBLE_THREE: &str = "g8a1i8a2h9a3h10a15";

fn renju_against(level: Level) -> TestGame {
    let mut game = TestGame::new(Mode::HumanVsAi);
    game.configure(|s| {
        s.rule = Rule::Renju;
        s.human_color = Stone::Black;
        s.set_level(level);
        s.forbidden_moves = ForbiddenMoves::ByLevel;
    });
    game.start();
    game.load(DOUBLE_THREE, Screen::Playing);
    game
}

#[test]
fn a_forbidden_click_at_the_beginner_level_is_refused_with_its_reason() {
    let mut game = renju_against(Level::Beginner);
    game.click("h8");
    let h8 = game.point("h8");
    let session = game.app.world().resource::<Session>();
    assert!(!session.is_over());
    assert_eq!(
        session.notice,
        Some(Notice::Forbidden(h8, ForbiddenKind::DoubleThree))
    );
    let size = session.game().size();
    let words = notice_text(session.notice.as_ref().unwrap(), size, Language::English);
    assert!(words.contains("double three at h8"), "{words}");
    assert_eq!(game.stones().len(), 8, "nothing was placed");
}

#[test]
fn a_forbidden_move_at_master_loses_and_says_why() {
    let mut game = renju_against(Level::Master);
    game.click("h8");
    let session = game.app.world().resource::<Session>();
    let outcome = session.outcome().expect("the forbidden move lost");
    assert_eq!(outcome.winner(), Some(Stone::White));
    let reason = outcome_reason(outcome, session, Language::English);
    assert!(reason.contains("double three at h8"), "{reason}");
    assert!(reason.contains("forbidden move loses"), "{reason}");
}

#[test]
fn a_five_says_where_it_is() {
    let mut game = TestGame::new(Mode::HumanVsHuman);
    game.start();
    game.load("e9a1f10a2g11a3h12a4", Screen::Playing);
    game.click("i13");
    let session = game.app.world().resource::<Session>();
    let reason = outcome_reason(session.outcome().unwrap(), session, Language::English);
    assert_eq!(reason, "Black: five from e9 to i13");
    let chinese = outcome_reason(
        session.outcome().unwrap(),
        session,
        Language::SimplifiedChinese,
    );
    assert!(
        chinese.contains("e9") && chinese.contains("i13"),
        "{chinese}"
    );
}

#[test]
fn resign_asks_first() {
    let mut game = TestGame::new(Mode::HumanVsHuman);
    game.start();
    game.command(GameCommand::AskResign(true));
    let session = game.app.world().resource::<Session>();
    assert!(
        !session.resign_asked(),
        "nothing to resign on an empty board"
    );
    assert_eq!(session.notice, Some(Notice::NothingToResign));
    game.click("h8");
    game.command(GameCommand::AskResign(true));
    let session = game.app.world().resource::<Session>();
    assert!(session.resign_asked());
    assert!(!session.is_over(), "asking is not resigning");
    game.command(GameCommand::AskResign(false));
    assert!(!game.app.world().resource::<Session>().resign_asked());
    game.command(GameCommand::AskResign(true));
    // A move in between forgets the question.
    game.click("i9");
    assert!(!game.app.world().resource::<Session>().resign_asked());
    game.command(GameCommand::AskResign(true));
    game.command(GameCommand::Resign);
    let session = game.app.world().resource::<Session>();
    assert!(session.is_over());
    assert!(!session.resign_asked());
    let reason = outcome_reason(session.outcome().unwrap(), session, Language::English);
    assert_eq!(reason, "Black resigned");
    assert_eq!(game.screen(), Screen::GameOver);
}

#[test]
fn a_forbidden_point_under_the_pointer_says_its_rule_and_the_losing_stone_keeps_its_cross() {
    use gomoku::overlays::{ForbiddenHoverLabel, ForbiddenMark, Ghost};
    let mut game = crate::support::analysis::game_with_marks(Mode::HumanVsHuman);
    game.configure(|s| {
        s.rule = Rule::Renju;
        s.forbidden_moves = ForbiddenMoves::Lose;
    });
    game.start();
    game.load(DOUBLE_THREE, Screen::Playing);
    let h8 = game.point("h8");
    game.app.world_mut().resource_mut::<BoardCursor>().point = Some(h8);
    game.app.update();
    let world = game.app.world_mut();
    let (text, visibility) = world
        .query_filtered::<(&Text2d, &Visibility), With<ForbiddenHoverLabel>>()
        .single(world)
        .unwrap();
    assert_eq!(text.0, "double three");
    assert_eq!(*visibility, Visibility::Inherited);
    let ghost = *world
        .query_filtered::<&Visibility, With<Ghost>>()
        .single(world)
        .unwrap();
    assert_eq!(ghost, Visibility::Hidden, "no stone where none may go");
    game.click("h8");
    assert!(game.app.world().resource::<Session>().is_over());
    game.app.update();
    let world = game.app.world_mut();
    let crosses: Vec<_> = world
        .query::<&ForbiddenMark>()
        .iter(world)
        .map(|m| m.0)
        .collect();
    assert_eq!(crosses, vec![h8], "the losing stone's cross, and no other");
}

//! Every engine figure belongs to a position: the analysis the panel and the board show is
//! the one about the position on the board, never the last one computed (issue: a new game
//! showed the lost game's "White wins in 1").

use std::time::Duration;

use crate::support::analysis::{set_analysis, turn, wait_until};
use crate::support::*;
use gomoku::ai::{AiWorker, Analysis, AnalysisLine, HintRequest, Purpose};
use gomoku::screens::Screen;
use gomoku::session::{GameCommand, Session};
use gomoku::settings::Mode;
use gomoku_engine::{Game, Score};

/// Pretends the engine has just analysed the position on the board (a line starting at `first`).
fn analysed_here(game: &mut TestGame, first: &str) {
    let first = game.point(first);
    let world = game.app.world_mut();
    let (key, generation, to_move) = {
        let session = world.resource::<Session>();
        (
            session.position_key(),
            session.generation(),
            session.game().to_move(),
        )
    };
    *world.resource_mut::<Analysis>() = Analysis {
        color: Some(to_move),
        lines: vec![AnalysisLine {
            depth: 9,
            seldepth: 12,
            nodes: 1000,
            elapsed: Duration::from_millis(100),
            score: Score::Win(3),
            pv: vec![first],
        }],
        purpose: Some(Purpose::Analyse),
        generation,
        position: Some(key),
        thinking_since: None,
    };
    assert!(
        shown(game),
        "the analysis is about the position on the board"
    );
}

fn shown(game: &TestGame) -> bool {
    let world = game.app.world();
    world
        .resource::<Analysis>()
        .shown(world.resource::<Session>())
        .is_some()
}

fn playing(moves: &str) -> TestGame {
    let mut game = TestGame::new(Mode::HumanVsHuman);
    game.start();
    game.load(moves, Screen::Playing);
    game
}

#[test]
fn a_new_game_shows_nothing_of_the_last_games_analysis() {
    let mut game = playing("h8i9h9");
    analysed_here(&mut game, "h10");
    game.start();
    assert!(!shown(&game));
}

#[test]
fn undo_redo_and_a_jump_hide_an_analysis_of_another_position() {
    let mut game = playing("h8i9h9");
    analysed_here(&mut game, "h10");
    game.command(GameCommand::Undo);
    assert!(!shown(&game), "after undo");
    analysed_here(&mut game, "i10");
    game.command(GameCommand::Redo);
    assert!(!shown(&game), "after redo");
    analysed_here(&mut game, "h10");
    game.command(GameCommand::JumpTo(1));
    assert_eq!(game.screen(), Screen::Review);
    assert!(!shown(&game), "after a jump");
    // Back on the analysed position, what was said of it is true again.
    game.command(GameCommand::JumpTo(3));
    assert!(shown(&game), "the analysed position is back");
}

#[test]
fn try_again_and_loading_hide_an_analysis_of_another_position() {
    let mut game = playing("h8i9h9i10");
    analysed_here(&mut game, "h10");
    // *Try again* on a review's mark sets up the position before the move.
    let options = game.app.world().resource::<Session>().game().options();
    let before = Game::from_moves(options, &crate::support::analysis::line_of("h8i9h9")).unwrap();
    game.command(GameCommand::Setup {
        game: Box::new(before),
    });
    assert!(!shown(&game), "after try again");
    analysed_here(&mut game, "h10");
    game.load("a1b2", Screen::Review);
    assert!(!shown(&game), "after loading a game");
}

#[test]
fn the_engines_line_goes_on_after_its_own_move() {
    // The AI's move comes from its analysis of the position before it: once that move is on
    // the board, the rest of the line is still about the position shown.
    let _turn = turn();
    let mut game = TestGame::new(Mode::HumanVsAi);
    game.configure(|s| s.level = gomoku_engine::Level::Hard);
    game.start();
    game.click("h8");
    wait_until(&mut game, "the AI never moved", 20, |g| {
        g.app.world().resource::<Session>().game().ply() == 2
    });
    let world = game.app.world();
    let session = world.resource::<Session>();
    let analysis = world.resource::<Analysis>();
    if let Some(shown) = analysis.shown(session) {
        assert_eq!(shown.skip, 1, "the line from after the AI's move");
        assert_eq!(shown.best().pv.first().copied(), session.game().last_move());
    }
}

#[test]
fn endless_analysis_restarts_on_the_new_game_and_never_shows_the_old_one() {
    let _turn = turn();
    let mut game = playing("h8i9h9i10h10");
    set_analysis(&mut game, true);
    wait_until(&mut game, "no analysis of the position", 20, shown);
    game.start();
    for _ in 0..30 {
        game.app.update();
        let world = game.app.world();
        let analysis = world.resource::<Analysis>();
        let session = world.resource::<Session>();
        if let Some(shown) = analysis.shown(session) {
            assert_eq!(analysis.position, Some(session.position_key()));
            assert_eq!(shown.skip, 0);
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    set_analysis(&mut game, false);
}

#[test]
fn a_hint_on_a_new_position_never_shows_the_previous_hint() {
    let _turn = turn();
    let mut game = playing("h8i9h9i10");
    game.app.world_mut().write_message(HintRequest);
    game.app.update();
    wait_until(&mut game, "no hint", 20, |g| {
        g.app.world().resource::<gomoku::ai::Hint>().point.is_some()
    });
    game.command(GameCommand::Undo);
    assert_eq!(game.app.world().resource::<gomoku::ai::Hint>().point, None);
    assert!(!shown(&game));
}

#[test]
fn a_long_analysis_counts_its_nodes_between_reports() {
    let _turn = turn();
    let mut game = playing("h8i9j8g9");
    set_analysis(&mut game, true);
    wait_until(&mut game, "no analysis of the position", 20, shown);
    let nodes = |g: &TestGame| g.app.world().resource::<AiWorker>().live_nodes();
    let before = nodes(&game).expect("the desktop backend counts while it searches");
    crate::support::analysis::run(&mut game, Duration::from_millis(400));
    let after = nodes(&game).expect("still searching");
    assert!(after > before, "{before} then {after}");
    set_analysis(&mut game, false);
}

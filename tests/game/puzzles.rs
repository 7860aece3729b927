//! Puzzle mode, headless: the engine defends, any winning path is accepted, a losing move is
//! marked and refuted, retry and hints work, and progress is kept with the settings.

use std::time::{Duration, Instant};

use crate::support::*;
use gomoku::persistence::save_now;
use gomoku::puzzles::{ActivePuzzle, HintStage, PuzzleBook, PuzzleCommand, PuzzleStatus};
use gomoku::session::{GameCommand, Session};
use gomoku::settings::{GameSetup, Mode};
use gomoku_engine::notation::parse_point;
use gomoku_engine::puzzles::{Puzzle, PuzzleKind};
use gomoku_engine::search::{find_vcf, find_vct};
use gomoku_engine::{BoardSize, Point, Rule};

fn points(text: &str) -> Vec<Point> {
    gomoku_engine::notation::parse_moves(text, BoardSize::STANDARD).unwrap()
}

/// Black's open three h8 i8 j8: g8 and k8 both make an open four (the file says g8).
fn open_three_puzzle() -> Puzzle {
    Puzzle {
        id: "test-1".to_owned(),
        rule: Rule::Freestyle,
        size: BoardSize::STANDARD,
        kind: PuzzleKind::Vcf,
        level: 1,
        position: points("h8a1i8a15j8o1"),
        solution: points("g8k8f8"),
    }
}

/// A game in puzzle mode whose book holds only `puzzle`, opened.
fn game_with(puzzle: Puzzle) -> TestGame {
    let mut game = TestGame::new(Mode::HumanVsHuman);
    let level = puzzle.level;
    game.app.insert_resource(PuzzleBook {
        puzzles: vec![puzzle],
    });
    game.app
        .world_mut()
        .write_message(PuzzleCommand::Open { level });
    game.app.update();
    game.app.update();
    game.app.update();
    game
}

fn active(game: &TestGame) -> &ActivePuzzle {
    game.app.world().resource::<ActivePuzzle>()
}

fn setup(game: &TestGame) -> &GameSetup {
    game.app.world().resource::<GameSetup>()
}

fn session(game: &TestGame) -> &Session {
    game.app.world().resource::<Session>()
}

fn name(point: Point) -> String {
    gomoku_engine::notation::format_point(point, BoardSize::STANDARD)
}

/// Runs frames until `done` holds (or panics after `limit`).
fn until(game: &mut TestGame, limit: Duration, what: &str, done: impl Fn(&TestGame) -> bool) {
    let started = Instant::now();
    while !done(game) {
        assert!(started.elapsed() < limit, "timed out waiting for {what}");
        game.app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Plays the attacker's side with the solver's winning move each turn until the game ends.
fn play_to_the_end(game: &mut TestGame, first: Option<&str>) {
    let attacker = setup(game).puzzle.attacker;
    let rule = session(game).game().rule();
    let mut first = first.map(str::to_owned);
    for _ in 0..20 {
        until(game, Duration::from_secs(30), "the attacker's turn", |g| {
            session(g).is_over() || session(g).game().to_move() == attacker
        });
        if session(game).is_over() {
            return;
        }
        let point = first.take().unwrap_or_else(|| {
            let board = session(game).game().board();
            let line = find_vcf(board, rule, 31)
                .or_else(|| find_vct(board, rule, 19, 400_000))
                .unwrap_or_else(|| {
                    panic!(
                        "the attacker has no forced win after {}",
                        gomoku::persistence::position_string(session(game).game())
                    )
                });
            name(line[0])
        });
        game.click(&point);
    }
    panic!("the puzzle never ended");
}

#[test]
fn a_puzzle_opens_on_its_position_with_the_attacker_to_move() {
    let game = game_with(open_three_puzzle());
    assert_eq!(setup(&game).mode, Mode::Puzzles);
    assert_eq!(active(&game).puzzle.as_ref().unwrap().id, "test-1");
    assert_eq!(session(&game).game().ply(), 6);
    assert_eq!(setup(&game).puzzle.attacker, gomoku_engine::Color::Black);
    assert_eq!(active(&game).status, PuzzleStatus::Solving);
    // The puzzle's stones cannot be taken back.
    let mut game = game;
    game.command(GameCommand::Undo);
    assert_eq!(session(&game).game().ply(), 6);
}

#[test]
fn the_files_line_solves_and_is_counted() {
    let mut game = game_with(open_three_puzzle());
    play_to_the_end(&mut game, Some("g8"));
    until(&mut game, Duration::from_secs(5), "the verdict", |g| {
        active(g).status == PuzzleStatus::Solved
    });
    let progress = &game.record().puzzles;
    assert!(progress.solved.contains("test-1"));
    assert_eq!((progress.streak, progress.best_streak), (1, 1));
}

#[test]
fn another_winning_move_is_accepted_too() {
    let mut game = game_with(open_three_puzzle());
    play_to_the_end(&mut game, Some("k8"));
    until(&mut game, Duration::from_secs(5), "the verdict", |g| {
        active(g).status == PuzzleStatus::Solved
    });
}

#[test]
fn a_losing_move_is_marked_wrong_and_retry_starts_again() {
    let mut game = game_with(open_three_puzzle());
    game.keep_record(|r| r.puzzles.streak = 3);
    game.click("c3");
    until(&mut game, Duration::from_secs(10), "the wrong mark", |g| {
        active(g).status != PuzzleStatus::Solving
    });
    let c3 = parse_point("c3", BoardSize::STANDARD).unwrap();
    assert_eq!(active(&game).status, PuzzleStatus::Wrong(c3));
    assert_eq!(game.record().puzzles.streak, 0);
    // The engine answers the wrong move on the board: it blocks the three.
    until(&mut game, Duration::from_secs(10), "the defence", |g| {
        session(g).game().ply() == 8
    });
    let reply = session(&game).game().board().last_move().unwrap();
    assert!(
        ["g8", "k8", "f8", "l8"].contains(&name(reply).as_str()),
        "{reply:?}"
    );

    game.app.world_mut().write_message(PuzzleCommand::Retry);
    game.app.update();
    game.app.update();
    assert_eq!(session(&game).game().ply(), 6);
    assert_eq!(active(&game).status, PuzzleStatus::Solving);
}

#[test]
fn a_hint_shows_the_area_first_then_the_move() {
    let book = PuzzleBook::default();
    let puzzle = book.of_level(2).next().unwrap().clone();
    let first = puzzle.solution[0];
    let mut game = game_with(puzzle);
    game.app.world_mut().write_message(PuzzleCommand::Hint);
    until(&mut game, Duration::from_secs(10), "the area", |g| {
        active(g).hint != HintStage::None
    });
    let HintStage::Area(a, b) = active(&game).hint else {
        panic!("{:?}", active(&game).hint);
    };
    assert!((a.x()..=b.x()).contains(&first.x()) && (a.y()..=b.y()).contains(&first.y()));
    game.app.world_mut().write_message(PuzzleCommand::Hint);
    until(&mut game, Duration::from_secs(10), "the move", |g| {
        matches!(active(g).hint, HintStage::Move(_))
    });
    assert_eq!(active(&game).hint, HintStage::Move(first));
    assert_eq!(
        game.app.world().resource::<gomoku::ai::Hint>().point,
        Some(first)
    );
    assert_eq!(
        session(&game).game().ply(),
        book_ply(&game),
        "a hint plays nothing"
    );
}

fn book_ply(game: &TestGame) -> usize {
    active(game).puzzle.as_ref().unwrap().position.len()
}

#[test]
fn a_puzzle_from_the_shipped_set_is_solved_against_the_engine() {
    let book = PuzzleBook::default();
    let puzzle = book
        .puzzles
        .iter()
        .find(|p| p.kind == PuzzleKind::Vcf && p.level == 3)
        .unwrap()
        .clone();
    let id = puzzle.id.clone();
    let mut game = game_with(puzzle);
    play_to_the_end(&mut game, None);
    until(&mut game, Duration::from_secs(5), "the verdict", |g| {
        active(g).status == PuzzleStatus::Solved
    });
    assert!(game.record().puzzles.solved.contains(&id));
}

#[test]
fn a_threat_puzzle_is_solved_against_the_engine_and_every_move_judged() {
    let book = PuzzleBook::default();
    let puzzle = book
        .puzzles
        .iter()
        .find(|p| p.kind == PuzzleKind::Vct && p.level == 3 && p.rule == Rule::Renju)
        .unwrap()
        .clone();
    let mut game = game_with(puzzle);
    play_to_the_end(&mut game, None);
    until(&mut game, Duration::from_secs(10), "the verdict", |g| {
        active(g).status == PuzzleStatus::Solved
    });
}

#[test]
fn the_puzzle_and_progress_survive_a_restart() {
    let mut game = game_with(open_three_puzzle());
    play_to_the_end(&mut game, Some("g8"));
    until(&mut game, Duration::from_secs(5), "the verdict", |g| {
        active(g).status == PuzzleStatus::Solved
    });
    save_now(game.app.world_mut());
    let dir = game.dir.clone();
    drop(game);
    let mut again = TestGame::with_setup(dir, None, |app| {
        app.insert_resource(PuzzleBook {
            puzzles: vec![open_three_puzzle()],
        });
    });
    again.app.update();
    assert_eq!(setup(&again).mode, Mode::Puzzles);
    assert!(again.record().puzzles.solved.contains("test-1"));
    assert_eq!(
        session(&again).game().ply(),
        6,
        "the puzzle is shown from its start"
    );
}

#[test]
fn the_hints_square_is_framed_on_the_board_until_the_move_is_shown() {
    let book = PuzzleBook::default();
    let puzzle = book.of_level(2).next().unwrap().clone();
    let level = puzzle.level;
    let mut game = crate::support::analysis::game_with_marks(Mode::HumanVsHuman);
    game.app.insert_resource(PuzzleBook {
        puzzles: vec![puzzle],
    });
    game.app
        .world_mut()
        .write_message(PuzzleCommand::Open { level });
    for _ in 0..3 {
        game.app.update();
    }
    let squares = |g: &mut TestGame| {
        let mut query = g.app.world_mut().query::<&gomoku::puzzles::HintSquare>();
        query.iter(g.app.world()).count()
    };
    assert_eq!(squares(&mut game), 0);
    game.app.world_mut().write_message(PuzzleCommand::Hint);
    until(&mut game, Duration::from_secs(10), "the area", |g| {
        matches!(active(g).hint, HintStage::Area(..))
    });
    game.app.update();
    assert_eq!(squares(&mut game), 4, "the square's four sides");
    game.app.world_mut().write_message(PuzzleCommand::Hint);
    until(&mut game, Duration::from_secs(10), "the move", |g| {
        matches!(active(g).hint, HintStage::Move(_))
    });
    game.app.update();
    assert_eq!(squares(&mut game), 0, "the move's own mark replaces it");
}

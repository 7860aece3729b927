//! The review of games that end other than by a five: black's forbidden move under renju is
//! the losing move, and a resignation is the resigner's loss, kept with the saved game.

use crate::support::analysis::{turn, until_reviewed};
use crate::support::*;
use gomoku::i18n::Language;
use gomoku::persistence::{load_game_file, save_game_file};
use gomoku::review::{CompletedReview, GameReviewRun, ReviewCommand, lost_at_text};
use gomoku::screens::Screen;
use gomoku::session::{Actor, GameCommand, Outcome, Session};
use gomoku::settings::{ForbiddenMoves, Mode};
use gomoku::sides::Stone;
use gomoku_engine::review::Verdict;
use gomoku_engine::{Ending, GameResult, Rule};

/// Black g7 h7 i9 i8 against white's stones on the edge; black's i7 makes two threes at once.
const FORBIDDEN_I7: &str = "g7a15h7a13i9a11i8a9i7";
/// White makes an open four on row 8 while black plays on the edge; black is to move.
const BLACK_LOST: &str = "a1h8a3i8a5j8a7k8";

/// Starts a review of the game on the board and waits for it.
fn reviewed(game: &mut TestGame) -> CompletedReview {
    game.app.world_mut().write_message(ReviewCommand::Start);
    game.app.update();
    until_reviewed(game);
    game.app.update();
    let world = game.app.world();
    world
        .resource::<GameReviewRun>()
        .of(world.resource::<Session>())
        .cloned()
        .expect("a review of this game")
}

#[test]
fn the_review_names_black_s_forbidden_move_as_the_losing_one() {
    let _turn = turn();
    let mut game = TestGame::new(Mode::HumanVsHuman);
    game.configure(|s| {
        s.rule = Rule::Renju;
        s.forbidden_moves = ForbiddenMoves::Lose;
    });
    game.prefer(|p| p.review_ms = 100);
    game.load(FORBIDDEN_I7, Screen::GameOver);
    let i7 = game.point("i7");
    let result = game.app.world().resource::<Session>().game().result();
    assert!(matches!(result, Some(GameResult::ForbiddenLoss { point, .. }) if point == i7));
    let done = reviewed(&mut game);
    let last = done.review.moves.last().unwrap();
    assert_eq!((last.mover, last.played), (Stone::Black, i7));
    assert_eq!((last.verdict, last.after), (Verdict::Blunder, 0.0));
    assert_eq!(done.review.lost_at, Some(8), "{:?}", done.review);
    // What the review's panel says.
    assert_eq!(
        lost_at_text(&done, Language::English).as_deref(),
        Some("The game was lost at move 5. i7 (Black)")
    );
}

#[test]
fn a_resignation_is_the_resigner_s_loss_and_is_kept_with_the_saved_game() {
    let _turn = turn();
    let mut game = TestGame::new(Mode::HumanVsHuman);
    game.prefer(|p| p.review_ms = 100);
    game.load(BLACK_LOST, Screen::Playing);
    game.command(GameCommand::Resign);
    assert_eq!(game.screen(), Screen::GameOver);
    let done = reviewed(&mut game);
    assert_eq!(done.review.ending, Ending::Resigned(Stone::Black));
    let lost = done.review.lost_at.expect("black lost");
    assert_eq!(done.review.moves[lost].mover, Stone::Black);
    // Saved to a file and opened again: still resigned, the review still this game's.
    let path = game.dir.join("resigned.json");
    let (main_line, extras) = {
        let session = game.app.world().resource::<Session>();
        let extras = session.record_extras(Some(&done.review));
        (session.main_line_game(), extras)
    };
    assert_eq!(extras.ending, Ending::Resigned(Stone::Black));
    save_game_file(&path, &main_line, ["a", "b"], &extras).unwrap();
    let (loaded, extras) = load_game_file(&path, main_line.options()).unwrap();
    assert_eq!(extras.ending, Ending::Resigned(Stone::Black));
    // In a storage folder of its own: the first game's autosave is looked at below.
    let mut other = TestGame::in_dir(temp_dir("resigned-opened"), Some(Mode::HumanVsHuman));
    other.command(GameCommand::Load {
        game: Box::new(loaded),
        source: "test".to_owned(),
        extras,
    });
    assert_eq!(other.screen(), Screen::GameOver);
    let world = other.app.world();
    let session = world.resource::<Session>();
    assert_eq!(session.outcome(), Some(Outcome::Resigned(Stone::Black)));
    let restored = world.resource::<GameReviewRun>().of(session);
    assert_eq!(restored.map(|d| &d.review), Some(&done.review));
    // Taking the resignation back makes it another game: the review is not shown for it.
    other.command(GameCommand::Undo);
    let world = other.app.world();
    assert!(
        world
            .resource::<GameReviewRun>()
            .of(world.resource::<Session>())
            .is_none()
    );
    // The autosave keeps the resignation and the review for a restart.
    let dir = game.dir.clone();
    drop(game);
    let again = TestGame::in_dir(dir, None);
    let world = again.app.world();
    let session = world.resource::<Session>();
    assert_eq!(session.resigned(), Some(Stone::Black));
    assert_eq!(
        world
            .resource::<GameReviewRun>()
            .of(session)
            .map(|d| &d.review),
        Some(&done.review)
    );
}

#[test]
fn stepping_through_a_resigned_game_keeps_its_review_and_a_new_move_forgets_the_resignation() {
    let _turn = turn();
    let mut game = TestGame::new(Mode::HumanVsHuman);
    game.prefer(|p| p.review_ms = 100);
    game.load(BLACK_LOST, Screen::Playing);
    game.command(GameCommand::Resign);
    let done = reviewed(&mut game);
    let review_shown = |game: &TestGame| {
        let world = game.app.world();
        world
            .resource::<GameReviewRun>()
            .of(world.resource::<Session>())
            .map(|d| d.review.clone())
    };
    // A review row is a jump: the earlier position is shown, the game is still resigned.
    game.command(GameCommand::JumpTo(3));
    assert_eq!(review_shown(&game), Some(done.review.clone()));
    let session = game.app.world().resource::<Session>();
    assert_eq!(session.ending(), Ending::Resigned(Stone::Black));
    assert_eq!(
        session.outcome(),
        None,
        "the resignation ends the last position only"
    );
    game.command(GameCommand::JumpTo(8));
    let session = game.app.world().resource::<Session>();
    assert_eq!(session.outcome(), Some(Outcome::Resigned(Stone::Black)));
    // Played on from an earlier position, it is another game.
    game.command(GameCommand::JumpTo(3));
    game.command(GameCommand::Place {
        point: game.point("o15"),
        by: Actor::Human,
    });
    let session = game.app.world().resource::<Session>();
    assert_eq!(session.ending(), Ending::Board);
    assert_eq!(review_shown(&game), None);
}

//! The review drawn on the board and numbered as the move list is: the marked move with its
//! symbol, the better move beside it, before and after the move.

use crate::support::analysis::{MISSED_VCF, turn, until_reviewed};
use crate::support::*;
use gomoku::review::{
    GameReviewRun, ReviewCommand, ReviewMark, ReviewMarkKind, review_marks_wanted,
};
use gomoku::screens::Screen;
use gomoku::session::{GameCommand, Session};
use gomoku::settings::Mode;
use gomoku::sides::Stone;
use gomoku::ui_kit::move_number;

fn wanted(game: &TestGame) -> Vec<ReviewMark> {
    let world = game.app.world();
    review_marks_wanted(
        world.resource::<GameReviewRun>(),
        world.resource::<Session>(),
    )
}

#[test]
fn a_missed_win_is_drawn_on_the_board_with_the_better_move() {
    let _turn = turn();
    let mut game = crate::support::analysis::game_with_marks(Mode::HumanVsHuman);
    game.prefer(|p| p.review_ms = 100);
    game.load(MISSED_VCF, Screen::Review);
    game.app.world_mut().write_message(ReviewCommand::Start);
    game.app.update();
    until_reviewed(&mut game);
    game.app.update();
    let (o15, k8) = (game.point("o15"), game.point("k8"));
    // After the move (the game's end): the stone carries its mark, k8 the better move's ring.
    let marks = wanted(&game);
    assert_eq!(
        marks,
        vec![
            ReviewMark {
                point: o15,
                kind: ReviewMarkKind::Played("??"),
                mover: Stone::Black,
            },
            ReviewMark {
                point: k8,
                kind: ReviewMarkKind::Better,
                mover: Stone::Black,
            },
        ]
    );
    let mut drawn = game.app.world_mut().query::<&ReviewMark>();
    assert_eq!(
        drawn.iter(game.app.world()).count(),
        2,
        "both are on the board"
    );
    // Before the move (where the review's list goes), the same two, o15 not yet played.
    game.command(GameCommand::JumpTo(10));
    assert_eq!(wanted(&game).len(), 2);
    // Elsewhere the marks are the next move's or the last one's, never another's.
    let moves = crate::support::analysis::line_of(MISSED_VCF);
    for ply in 0..moves.len() {
        game.command(GameCommand::JumpTo(ply));
        for mark in wanted(&game) {
            if let ReviewMarkKind::Played(_) = mark.kind {
                let near = [ply.checked_sub(1), Some(ply)];
                assert!(
                    near.iter().flatten().any(|&p| moves[p] == mark.point),
                    "ply {ply}: {mark:?}"
                );
            }
        }
    }
}

#[test]
fn moves_are_numbered_as_the_move_list_numbers_them() {
    assert_eq!(move_number(0), "1.");
    assert_eq!(move_number(1), "1…");
    assert_eq!(move_number(10), "6.");
    assert_eq!(move_number(11), "6…");
}

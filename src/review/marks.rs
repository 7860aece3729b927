//! The review on the board, as Yixin Board and Gomocall players expect it: the symbols of the
//! judged moves (`?!`, `?`, `??`), and at a marked move the move played and the better one
//! drawn on their points. Before the move (where a click in the review's list goes), the move
//! played is a faint stone with its symbol in red and the better move a faint stone in a green
//! ring; after it, the stone on the board carries the symbol and the better point its ring.

use crate::sides::Stone;
use bevy::prelude::*;
use bevy::text::TextBackgroundColor;
use gomoku_engine::Point;
use gomoku_engine::review::{MoveReview, Verdict};

use super::run::GameReviewRun;
use crate::art::Art;
use crate::board::{BoardLayout, CELL, depth};
use crate::session::Session;

/// One of the review's marks on the board.
#[derive(Component, Debug, Clone, PartialEq, Eq)]
pub struct ReviewMark {
    pub point: Point,
    pub kind: ReviewMarkKind,
    /// The side whose move it is (or would have been).
    pub mover: Stone,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReviewMarkKind {
    /// The move played, with its symbol.
    Played(&'static str),
    /// The move the engine preferred.
    Better,
}

/// The symbol of a judged move: `?!` an inaccuracy, `?` a mistake (or a missed win), `??` a
/// blunder; none for a good move or the opening rule's stones.
pub fn verdict_symbol(review: &MoveReview) -> Option<&'static str> {
    match review.verdict {
        Verdict::Blunder => Some("??"),
        Verdict::Mistake => Some("?"),
        _ if review.missed_win.is_some() => Some("?"),
        Verdict::Inaccuracy => Some("?!"),
        Verdict::Good | Verdict::Opening => None,
    }
}

/// How opaque a stone not on the board is drawn: faint, but its colour plain on the wood.
const FAINT: f32 = 0.6;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PostUpdate, show_review_marks.run_if(resource_exists::<Art>));
}

/// The marks the review wants with `session`'s position on the board.
pub fn review_marks_wanted(run: &GameReviewRun, session: &Session) -> Vec<ReviewMark> {
    let Some(done) = run.of(session) else {
        return Vec::new();
    };
    let ply = session.game().ply();
    let board = session.game().board();
    // The move about to be played from here if it is marked, else the last one played.
    let marked = |at: usize| {
        let moved = done.review.moves.get(at)?;
        Some((moved, verdict_symbol(moved)?))
    };
    let Some((moved, symbol)) = marked(ply).or_else(|| marked(ply.checked_sub(1)?)) else {
        return Vec::new();
    };
    let mut marks = vec![ReviewMark {
        point: moved.played,
        kind: ReviewMarkKind::Played(symbol),
        mover: moved.mover,
    }];
    let better = moved
        .missed_win
        .as_ref()
        .and_then(|line| line.first())
        .or(moved.best_line.first())
        .copied()
        .or(moved.best);
    if let Some(better) = better.filter(|&p| p != moved.played && board.is_empty(p)) {
        marks.push(ReviewMark {
            point: better,
            kind: ReviewMarkKind::Better,
            mover: moved.mover,
        });
    }
    marks
}

fn show_review_marks(
    mut commands: Commands,
    art: Res<Art>,
    run: Res<GameReviewRun>,
    session: Res<Session>,
    layout: Res<BoardLayout>,
    marks: Query<Entity, With<ReviewMark>>,
    mut shown: Local<Vec<ReviewMark>>,
) {
    if !run.is_changed() && !session.is_changed() && !layout.is_changed() {
        return;
    }
    let wanted = review_marks_wanted(&run, &session);
    if *shown == wanted && !layout.is_changed() {
        return;
    }
    for entity in &marks {
        commands.entity(entity).despawn();
    }
    let board = session.game().board();
    for mark in &wanted {
        let at = layout.to_world(mark.point);
        let white = mark.mover == Stone::White;
        let on_board = !board.is_empty(mark.point);
        let mut entity = commands.spawn((
            mark.clone(),
            Transform::from_translation(at.extend(depth::HINT)),
            Visibility::default(),
        ));
        let faint_stone = || {
            (
                Sprite {
                    image: art.stone(white),
                    color: Color::srgba(1.0, 1.0, 1.0, FAINT),
                    custom_size: Some(Vec2::splat(CELL * 0.85)),
                    ..default()
                },
                Transform::from_xyz(0.0, 0.0, 0.0),
            )
        };
        // A tag at the stone's upper right, readable on both colours.
        let tag = |text: &'static str, background: Color| {
            (
                Text2d::new(text),
                TextFont::from_font_size(17.0),
                TextColor(Color::WHITE),
                TextBackgroundColor(background),
                Transform::from_xyz(CELL * 0.42, CELL * 0.42, 0.02),
            )
        };
        entity.with_children(|parent| match mark.kind {
            ReviewMarkKind::Played(symbol) => {
                if !on_board {
                    parent.spawn(faint_stone());
                }
                parent.spawn(tag(symbol, Color::srgba(0.8, 0.12, 0.1, 0.95)));
            }
            ReviewMarkKind::Better => {
                parent.spawn(faint_stone());
                parent.spawn((
                    Sprite {
                        image: art.ring.clone(),
                        color: Color::srgba(0.1, 0.75, 0.3, 0.95),
                        custom_size: Some(Vec2::splat(CELL)),
                        ..default()
                    },
                    Transform::from_xyz(0.0, 0.0, 0.01),
                ));
                parent.spawn(tag("!", Color::srgba(0.1, 0.55, 0.2, 0.95)));
            }
        });
    }
    *shown = wanted;
}

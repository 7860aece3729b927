//! Automatic game review: every position of a game searched with the same budget, each move
//! judged by how much of the mover's winning chance it gave away, forced wins that were
//! missed, the move after which the loser never recovered, and each side's accuracy.
//!
//! The winning chance of a position comes from the full search ([`Score::win_probability`]):
//! 1 or 0 once a result is proved. A move's *drop* is the mover's chance before it (the best
//! move's value) minus the mover's chance after it (one minus the opponent's, searched from the
//! position it left). A missed win is a VCF, or a VCT found within a node budget, that the
//! mover had before the move while the move played starts none.
//!
//! Who lost comes from how the game ended ([`Ending`]): a five or black's forbidden move on the
//! board, or a resignation, a clock run out or a program's illegal move beside it. The loser's
//! move after which it stayed lost is the one the game was lost at; a draw or an unfinished game
//! has none.

use serde::{Deserialize, Serialize};

use crate::game::{Ending, Game, GameOptions, GameResult, PlayError};
use crate::point::{Color, Point};
use crate::search::{
    Limits, Score, Searcher, StopFlag, find_vcf, find_vct, find_win_starting_with,
};

/// Drops below this are good moves; the next thresholds mark inaccuracies, mistakes and
/// blunders (fractions of winning chance).
pub const INACCURACY: f32 = 0.05;
pub const MISTAKE: f32 = 0.12;
pub const BLUNDER: f32 = 0.25;
/// Below this chance a side counts as lost (for "the move where the game was lost").
pub const LOST_CHANCE: f32 = 0.15;
/// Plies and nodes of the threat solvers that look for missed wins.
const VCF_PLIES: u32 = 31;
const VCT_PLIES: u32 = 17;
const VCT_NODES: u64 = 40_000;

#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// A stone of the opening rule's phase (placed for balance, or an offer the other side
    /// kept): not judged.
    Opening,
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Verdict {
    pub fn of_drop(drop: f32) -> Verdict {
        if drop >= BLUNDER {
            Verdict::Blunder
        } else if drop >= MISTAKE {
            Verdict::Mistake
        } else if drop >= INACCURACY {
            Verdict::Inaccuracy
        } else {
            Verdict::Good
        }
    }
}

/// What the review says of one move.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MoveReview {
    /// The move's index in the game (0 = black's first).
    pub ply: usize,
    pub mover: Color,
    pub played: Point,
    /// The search's choice in the position before the move, its line and its value for the
    /// mover.
    pub best: Option<Point>,
    pub best_line: Vec<Point>,
    pub best_score: Score,
    /// The mover's winning chance before the move (best play) and after the move played.
    pub before: f32,
    pub after: f32,
    pub verdict: Verdict,
    /// A forced win (VCF, or VCT) the mover had and the move played did not start.
    pub missed_win: Option<Vec<Point>>,
}

impl MoveReview {
    /// The winning chance the move gave away (never negative).
    pub fn drop(&self) -> f32 {
        (self.before - self.after).max(0.0)
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameReview {
    pub moves: Vec<MoveReview>,
    /// The loser's move after which its chance stayed below [`LOST_CHANCE`] to the end.
    pub lost_at: Option<usize>,
    /// Each side's accuracy, black then white: 100 × (1 − the mean drop of its moves).
    pub accuracy: [f32; 2],
    /// How the game was taken to have ended beside its moves (who lost decides `lost_at`);
    /// absent in records of reviews made before it was kept, which were all of the moves alone.
    #[serde(default, skip_serializing_if = "Ending::is_board")]
    pub ending: Ending,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReviewError {
    /// A move of the record is not legal where it stands.
    Illegal { ply: usize, error: PlayError },
    /// The stop flag was raised; nothing is returned half done.
    Stopped,
    /// The moves end the game on the board, and an ending beside them was given as well.
    EndedOnTheBoard { result: GameResult, ending: Ending },
}

impl std::fmt::Display for ReviewError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReviewError::Illegal { ply, error } => write!(f, "move {}: {error}", ply + 1),
            ReviewError::Stopped => f.write_str("the review was stopped"),
            ReviewError::EndedOnTheBoard { result, ending } => write!(
                f,
                "the moves already end the game ({result}), so it cannot end with \"{ending}\""
            ),
        }
    }
}

impl std::error::Error for ReviewError {}

/// How a review decides that a forced win was missed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum WinChecks {
    /// The threat solvers look at every position (a VCF, then a VCT within a node budget) and
    /// check that the move played starts none.
    Solvers,
    /// The searches' own values only: a position the search proved won, left by a move after
    /// which the mover is no longer proved winning. (The search runs the same solvers at its
    /// root within its time; this needs no work beyond the searches.)
    SearchOnly,
}

/// A position's value for its side to move and the search's line there.
pub type PositionValue = (Score, Vec<Point>);

/// The value of the position after `moves` for its side to move when the board has decided
/// the game there (a five was made, black played a forbidden move under a strict referee, or
/// the board is full); `None` when it needs a search. A resignation or a loss on time decides
/// no position: the stones after the last move are searched like any others.
pub fn decided_value(
    options: GameOptions,
    moves: &[Point],
) -> Result<Option<PositionValue>, ReviewError> {
    let game = game_after(options, moves)?;
    let to_move = game.to_move();
    Ok(game
        .result()
        .map(|result| match result.winner() {
            // A five: the side to move lost. Black's forbidden move: white, to move, won.
            Some(winner) if winner == to_move => Score::Win(0),
            Some(_) => Score::Loss(0),
            None => Score::Eval(0),
        })
        .map(|score| (score, Vec::new())))
}

/// `moves` played from the empty board.
fn game_after(options: GameOptions, moves: &[Point]) -> Result<Game, ReviewError> {
    Game::from_moves(options, moves).map_err(|(ply, error)| ReviewError::Illegal { ply, error })
}

/// The colour that lost: the board's verdict when the moves end the game, else `ending`'s.
fn loser(result: Option<GameResult>, ending: Ending) -> Result<Option<Color>, ReviewError> {
    match (result, ending) {
        (Some(result), Ending::Board) => Ok(result.winner().map(Color::opponent)),
        (Some(result), ending) => Err(ReviewError::EndedOnTheBoard { result, ending }),
        (None, ending) => Ok(ending.loser()),
    }
}

/// Reviews `moves` played from the empty board under `options`, searching each position with
/// `limits` (`hash_mb` of table). `on_progress(done, total)` hears after each position. The
/// moves alone tell how the game ended ([`Ending::Board`]).
pub fn review_game(
    options: GameOptions,
    moves: &[Point],
    limits: &Limits,
    hash_mb: usize,
    stop: &StopFlag,
    on_progress: &mut dyn FnMut(usize, usize),
) -> Result<GameReview, ReviewError> {
    let ending = Ending::Board;
    review_game_after(
        0,
        options,
        moves,
        ending,
        limits,
        hash_mb,
        stop,
        on_progress,
    )
}

/// [`review_game`] of a game that ended as `ending` says, whose first `opening_plies` stones an
/// opening rule placed: the review starts from the position after them, and they are marked
/// [`Verdict::Opening`].
#[allow(clippy::too_many_arguments)]
pub fn review_game_after(
    opening_plies: usize,
    options: GameOptions,
    moves: &[Point],
    ending: Ending,
    limits: &Limits,
    hash_mb: usize,
    stop: &StopFlag,
    on_progress: &mut dyn FnMut(usize, usize),
) -> Result<GameReview, ReviewError> {
    // A record that cannot be judged is refused before any search.
    loser(game_after(options, moves)?.result(), ending)?;
    let mut game = Game::with_options(options);
    let mut searcher = Searcher::new(options.rule, hash_mb);
    let mut values: Vec<PositionValue> = Vec::with_capacity(moves.len() + 1);
    let total = moves.len() + 1;
    for ply in 0..=moves.len() {
        if stop.is_stopped() {
            return Err(ReviewError::Stopped);
        }
        let value = match decided_value(options, &moves[..ply])? {
            Some(value) => value,
            None if ply < opening_plies => OPENING_VALUE,
            None => {
                let result = searcher.search(game.board(), limits, stop, &mut |_| {});
                (result.score, result.pv)
            }
        };
        values.push(value);
        on_progress(ply + 1, total);
        if let Some(&point) = moves.get(ply) {
            game.play(point)
                .map_err(|error| ReviewError::Illegal { ply, error })?;
        }
    }
    if stop.is_stopped() {
        return Err(ReviewError::Stopped);
    }
    judge_after(
        opening_plies,
        options,
        moves,
        ending,
        &values,
        WinChecks::Solvers,
    )
}

/// What stands for the value of a position inside the opening phase, which is not searched.
pub const OPENING_VALUE: PositionValue = (Score::Eval(0), Vec::new());

/// Judges `moves` from the values of the positions they pass through (`values[ply]`: the
/// position after `ply` moves, for its side to move; one more than the moves). The moves alone
/// tell how the game ended.
pub fn judge(
    options: GameOptions,
    moves: &[Point],
    values: &[PositionValue],
    checks: WinChecks,
) -> Result<GameReview, ReviewError> {
    judge_after(0, options, moves, Ending::Board, values, checks)
}

/// [`judge`] of a game that ended as `ending` says, with the first `opening_plies` moves left
/// unjudged ([`Verdict::Opening`]); their positions' values are not read.
pub fn judge_after(
    opening_plies: usize,
    options: GameOptions,
    moves: &[Point],
    ending: Ending,
    values: &[PositionValue],
    checks: WinChecks,
) -> Result<GameReview, ReviewError> {
    assert_eq!(values.len(), moves.len() + 1, "one value per position");
    let loser = loser(game_after(options, moves)?.result(), ending)?;
    let mut replay = Game::with_options(options);
    let mut reviews = Vec::with_capacity(moves.len());
    for (ply, &played) in moves.iter().enumerate() {
        let mover = replay.to_move();
        if ply < opening_plies {
            reviews.push(MoveReview {
                ply,
                mover,
                played,
                best: None,
                best_line: Vec::new(),
                best_score: Score::Eval(0),
                before: 0.5,
                after: 0.5,
                verdict: Verdict::Opening,
                missed_win: None,
            });
            replay
                .play(played)
                .map_err(|error| ReviewError::Illegal { ply, error })?;
            continue;
        }
        let (best_score, best_line) = values[ply].clone();
        let before = best_score.win_probability();
        let after = 1.0 - values[ply + 1].0.win_probability();
        // Still won after the move (a slower win) is no miss.
        let still_won = values[ply + 1].0.is_loss();
        let missed_win = match checks {
            WinChecks::Solvers => {
                let board = replay.board();
                let rule = options.rule;
                let forced = find_vcf(board, rule, VCF_PLIES)
                    .or_else(|| find_vct(board, rule, VCT_PLIES, VCT_NODES));
                forced.filter(|line| {
                    !still_won
                        && line.first() != Some(&played)
                        && find_win_starting_with(board, rule, played, false, VCT_PLIES, VCT_NODES)
                            .is_none()
                })
            }
            WinChecks::SearchOnly => (best_score.is_win() && !still_won && !best_line.is_empty())
                .then(|| best_line.clone()),
        };
        let result = replay
            .play(played)
            .map_err(|error| ReviewError::Illegal { ply, error })?;
        let forbidden = matches!(result, Some(GameResult::ForbiddenLoss { .. }));
        // A proved win given away is a blunder whatever the search's values say; the search's
        // own choice gave nothing away (a lower value after it is the search seeing further,
        // the loss having come earlier).
        let searched_choice = best_line.first() == Some(&played) && !forbidden;
        let drop = if missed_win.is_some() {
            (1.0 - after).max(before - after)
        } else if searched_choice {
            0.0
        } else {
            before - after
        };
        reviews.push(MoveReview {
            ply,
            mover,
            played,
            best: best_line.first().copied(),
            best_line,
            best_score,
            before: if missed_win.is_some() {
                1.0
            } else if searched_choice {
                after
            } else {
                before
            },
            // A forbidden move loses on the spot, whatever the values passed in say; it is a
            // blunder even where black was lost anyway, for any other move played on.
            after: if forbidden { 0.0 } else { after },
            verdict: if forbidden {
                Verdict::Blunder
            } else {
                Verdict::of_drop(drop)
            },
            missed_win,
        });
    }
    let lost_at = loser.and_then(|loser| lost_at(&reviews, loser));
    let accuracy = [Color::Black, Color::White].map(|color| {
        let drops: Vec<f32> = reviews
            .iter()
            .filter(|r| r.mover == color && r.verdict != Verdict::Opening)
            .map(|r| r.drop().min(1.0))
            .collect();
        if drops.is_empty() {
            100.0
        } else {
            100.0 * (1.0 - drops.iter().sum::<f32>() / drops.len() as f32)
        }
    });
    Ok(GameReview {
        moves: reviews,
        lost_at,
        accuracy,
        ending,
    })
}

/// The loser's first move after which its chance stays below [`LOST_CHANCE`] to the end.
fn lost_at(reviews: &[MoveReview], loser: Color) -> Option<usize> {
    let mut candidate = None;
    for review in reviews
        .iter()
        .filter(|r| r.mover == loser && r.verdict != Verdict::Opening)
    {
        if review.after < LOST_CHANCE {
            candidate.get_or_insert(review.ply);
        } else {
            candidate = None;
        }
    }
    candidate
}

#[cfg(test)]
mod tests;

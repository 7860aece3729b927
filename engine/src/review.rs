//! Automatic game review: every position of a game searched with the same budget, each move
//! judged by how much of the mover's winning chance it gave away, forced wins that were
//! missed, the move after which the loser never recovered, and each side's accuracy.
//!
//! The winning chance of a position comes from the full search ([`Score::win_probability`]):
//! 1 or 0 once a result is proved. A move's *drop* is the mover's chance before it (the best
//! move's value) minus the mover's chance after it (one minus the opponent's, searched from the
//! position it left). A missed win is a VCF, or a VCT found within a node budget, that the
//! mover had before the move while the move played starts none.

use serde::{Deserialize, Serialize};

use crate::game::{Game, GameOptions, PlayError};
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
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReviewError {
    /// A move of the record is not legal where it stands.
    Illegal { ply: usize, error: PlayError },
    /// The stop flag was raised; nothing is returned half done.
    Stopped,
}

impl std::fmt::Display for ReviewError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReviewError::Illegal { ply, error } => write!(f, "move {}: {error}", ply + 1),
            ReviewError::Stopped => f.write_str("the review was stopped"),
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

/// The value of the position after `ply` moves of `moves` when the game is already decided
/// there (a five was made, or the board is full); `None` when it needs a search.
pub fn decided_value(
    options: GameOptions,
    moves: &[Point],
) -> Result<Option<PositionValue>, ReviewError> {
    let mut game = Game::with_options(options);
    for (ply, &point) in moves.iter().enumerate() {
        game.play(point)
            .map_err(|error| ReviewError::Illegal { ply, error })?;
    }
    Ok(game
        .is_over()
        .then(|| match game.result().and_then(|r| r.winner()) {
            // The last move won: the side to move has lost.
            Some(_) => (Score::Loss(0), Vec::new()),
            None => (Score::Eval(0), Vec::new()),
        }))
}

/// Reviews `moves` played from the empty board under `options`, searching each position with
/// `limits` (`hash_mb` of table). `on_progress(done, total)` hears after each position.
pub fn review_game(
    options: GameOptions,
    moves: &[Point],
    limits: &Limits,
    hash_mb: usize,
    stop: &StopFlag,
    on_progress: &mut dyn FnMut(usize, usize),
) -> Result<GameReview, ReviewError> {
    review_game_after(0, options, moves, limits, hash_mb, stop, on_progress)
}

/// [`review_game`] of a game whose first `opening_plies` stones an opening rule placed: the
/// review starts from the position after them, and they are marked [`Verdict::Opening`].
pub fn review_game_after(
    opening_plies: usize,
    options: GameOptions,
    moves: &[Point],
    limits: &Limits,
    hash_mb: usize,
    stop: &StopFlag,
    on_progress: &mut dyn FnMut(usize, usize),
) -> Result<GameReview, ReviewError> {
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
    judge_after(opening_plies, options, moves, &values, WinChecks::Solvers)
}

/// What stands for the value of a position inside the opening phase, which is not searched.
pub const OPENING_VALUE: PositionValue = (Score::Eval(0), Vec::new());

/// Judges `moves` from the values of the positions they pass through (`values[ply]`: the
/// position after `ply` moves, for its side to move; one more than the moves).
pub fn judge(
    options: GameOptions,
    moves: &[Point],
    values: &[PositionValue],
    checks: WinChecks,
) -> Result<GameReview, ReviewError> {
    judge_after(0, options, moves, values, checks)
}

/// [`judge`] with the first `opening_plies` moves left unjudged ([`Verdict::Opening`]); their
/// positions' values are not read.
pub fn judge_after(
    opening_plies: usize,
    options: GameOptions,
    moves: &[Point],
    values: &[PositionValue],
    checks: WinChecks,
) -> Result<GameReview, ReviewError> {
    assert_eq!(values.len(), moves.len() + 1, "one value per position");
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
        // A proved win given away is a blunder whatever the search's values say; the search's
        // own choice gave nothing away (a lower value after it is the search seeing further,
        // the loss having come earlier).
        let searched_choice = best_line.first() == Some(&played);
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
            after,
            verdict: Verdict::of_drop(drop),
            missed_win,
        });
        replay
            .play(played)
            .map_err(|error| ReviewError::Illegal { ply, error })?;
    }
    let winner = replay.result().and_then(|r| r.winner());
    let lost_at = winner.and_then(|winner| lost_at(&reviews, winner.opponent()));
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
mod tests {
    use super::*;
    use crate::notation::parse_moves;
    use crate::point::BoardSize;
    use crate::rules::Rule;

    fn options() -> GameOptions {
        GameOptions {
            rule: Rule::Freestyle,
            size: BoardSize::STANDARD,
            strict_forbidden: true,
        }
    }

    fn review(moves: &str) -> GameReview {
        let moves = parse_moves(moves, BoardSize::STANDARD).unwrap();
        review_game(
            options(),
            &moves,
            &Limits::nodes(20_000),
            4,
            &StopFlag::new(),
            &mut |_, _| {},
        )
        .unwrap()
    }

    #[test]
    fn a_missed_four_three_is_a_missed_win_and_a_blunder() {
        // Black's row h8-j8 (blocked at g8) and k9 k10: k8 makes a four and a three at once.
        // White plays g1; black plays elsewhere (o15) and the chance is gone.
        let review = review("h8g8i8a1j8c1k9e1k10g1o15");
        let miss = &review.moves[10];
        assert_eq!(miss.mover, Color::Black);
        let line = miss.missed_win.as_ref().expect("a win was missed");
        let k8 = parse_moves("k8", BoardSize::STANDARD).unwrap()[0];
        assert_eq!(line[0], k8, "{line:?}");
        assert_eq!(miss.best, Some(k8));
        assert_eq!(miss.verdict, Verdict::Blunder);
        assert_eq!(miss.before, 1.0);
        // White was already lost before g1 (black's k10 started a forced win): no drop there.
        assert_eq!(review.moves[9].verdict, Verdict::Good);
    }

    #[test]
    fn the_losers_decisive_move_is_found_and_accuracy_favours_the_winner() {
        // White ignores black's open three and then its open four: black wins.
        let review = review("h8a1i8a2j8a3k8a4l8");
        let lost = review.lost_at.expect("white lost somewhere");
        assert_eq!(review.moves[lost].mover, Color::White);
        assert!(lost <= 5, "lost at {lost}");
        assert!(review.accuracy[0] > review.accuracy[1]);
        assert!(
            review
                .moves
                .iter()
                .filter(|m| m.mover == Color::Black)
                .all(|m| m.missed_win.is_none())
        );
    }

    #[test]
    fn progress_is_reported_and_a_stop_or_an_illegal_record_is_an_error() {
        let moves = parse_moves("h8i9h9", BoardSize::STANDARD).unwrap();
        let mut seen = Vec::new();
        review_game(
            options(),
            &moves,
            &Limits::nodes(2_000),
            1,
            &StopFlag::new(),
            &mut |done, total| seen.push((done, total)),
        )
        .unwrap();
        assert_eq!(seen, vec![(1, 4), (2, 4), (3, 4), (4, 4)]);
        let stop = StopFlag::new();
        stop.stop();
        let stopped = review_game(
            options(),
            &moves,
            &Limits::nodes(2_000),
            1,
            &stop,
            &mut |_, _| {},
        );
        assert_eq!(stopped, Err(ReviewError::Stopped));
        let twice = vec![moves[0], moves[0]];
        let illegal = review_game(
            options(),
            &twice,
            &Limits::nodes(2_000),
            1,
            &StopFlag::new(),
            &mut |_, _| {},
        );
        assert!(matches!(illegal, Err(ReviewError::Illegal { ply: 1, .. })));
    }

    #[test]
    fn judging_by_the_searches_alone_finds_the_same_missed_win() {
        let moves = parse_moves("h8g8i8a1j8c1k9e1k10g1o15", BoardSize::STANDARD).unwrap();
        let mut searcher = Searcher::new(Rule::Freestyle, 4);
        let values: Vec<PositionValue> = (0..=moves.len())
            .map(
                |ply| match decided_value(options(), &moves[..ply]).unwrap() {
                    Some(value) => value,
                    None => {
                        let game = Game::from_moves(options(), &moves[..ply]).unwrap();
                        let limits = Limits::nodes(20_000);
                        let result =
                            searcher.search(game.board(), &limits, &StopFlag::new(), &mut |_| {});
                        (result.score, result.pv)
                    }
                },
            )
            .collect();
        let review = judge(options(), &moves, &values, WinChecks::SearchOnly).unwrap();
        let k8 = parse_moves("k8", BoardSize::STANDARD).unwrap()[0];
        let miss = &review.moves[10];
        assert_eq!(miss.missed_win.as_ref().map(|line| line[0]), Some(k8));
        assert_eq!(miss.verdict, Verdict::Blunder);
        assert!(review.moves[..10].iter().all(|m| m.missed_win.is_none()));
    }

    #[test]
    fn verdicts_follow_the_drop() {
        assert_eq!(Verdict::of_drop(0.0), Verdict::Good);
        assert_eq!(Verdict::of_drop(INACCURACY), Verdict::Inaccuracy);
        assert_eq!(Verdict::of_drop(MISTAKE), Verdict::Mistake);
        assert_eq!(Verdict::of_drop(0.9), Verdict::Blunder);
    }

    #[test]
    fn the_opening_phase_is_marked_and_not_judged() {
        // A renju opening whose 5th stone, white's pick among black's offers, gives white a
        // clear edge: it is not black's mistake.
        let moves = parse_moves("h8h9i9g7k3h7h10", BoardSize::STANDARD).unwrap();
        let renju = GameOptions {
            rule: Rule::Renju,
            ..options()
        };
        let mut searched = 0;
        let review = review_game_after(
            5,
            renju,
            &moves,
            &Limits::nodes(5_000),
            4,
            &StopFlag::new(),
            &mut |_, _| searched += 1,
        )
        .unwrap();
        assert_eq!(searched, moves.len() + 1, "progress counts every position");
        assert_eq!(review.moves.len(), moves.len());
        for m in &review.moves[..5] {
            assert_eq!((m.verdict, m.drop(), m.best), (Verdict::Opening, 0.0, None));
        }
        assert!(
            review.moves[5..]
                .iter()
                .all(|m| m.verdict != Verdict::Opening)
        );
        assert!(review.moves[5].best.is_some(), "the game proper is judged");
    }
}

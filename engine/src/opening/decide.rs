//! The engine's decisions in the opening rules: which colour a chooser takes, which stones a
//! proposer places, and in renju's rules which opening, fourth stone, number of offers, offers
//! and pick. Every decision comes from the search's view of the positions it leads to.

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use crate::board::Board;
use crate::point::{BoardSize, Color, Point};
use crate::rules::Rule;
use crate::search::{Limits, Score, SearchResult, Searcher, StopFlag};

use super::canonical::CanonicalOpening;
use super::phase::OpeningPhase;
use super::renju_rules::{self, within_centre};
use super::rules::{Choice, OpeningRule, SWAP_MARGIN, Stage};
use super::symmetry::Symmetry;

/// Whether a chooser facing this evaluation for white to move should take black: white is
/// worse than the margin, or lost.
pub fn prefers_black(score_for_white: Score) -> bool {
    match score_for_white {
        Score::Eval(v) => v < -SWAP_MARGIN,
        Score::Loss(_) => true,
        Score::Win(_) => false,
    }
}

/// The colour a chooser takes when white to move is worth `score_for_white`.
pub fn choose_colour(score_for_white: Score) -> Color {
    if prefers_black(score_for_white) {
        Color::Black
    } else {
        Color::White
    }
}

/// Three opening stones (black, white, black) that a short search rates closest to even, so
/// the chooser gains little whichever colour it takes. They form one of renju's 26 canonical
/// openings on the centre, the shapes strong players open with (random stones make shapes no
/// one plays): `candidates` distinct openings drawn at random (26 at most), each under a random
/// one of the eight symmetries so games differ, each searched to depth 4. Every supported board
/// holds the central 5x5 they lie in. Deterministic for a seed.
pub fn balanced_three(size: BoardSize, rule: Rule, seed: u64, candidates: usize) -> Vec<Point> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut searcher = Searcher::new(rule, 1);
    let mut openings = CanonicalOpening::ALL;
    let count = candidates.clamp(1, openings.len());
    let mut drawn = Vec::with_capacity(count);
    for i in 0..count {
        // A partial shuffle: the i-th candidate among the openings not drawn yet.
        let pick = rng.random_range(i..openings.len());
        openings.swap(i, pick);
        let symmetry = Symmetry::ALL[rng.random_range(0..Symmetry::ALL.len())];
        drawn.push(openings[i].stones_under(symmetry, size));
    }
    let mut best: Option<(i32, [Point; 3])> = None;
    for &stones in &drawn {
        let mut board = Board::new(size);
        for point in stones {
            board.play(point).expect("an opening fits every board");
        }
        let result = searcher.search(&board, &Limits::depth(4), &StopFlag::new(), &mut |_| {});
        if let Score::Eval(value) = result.score
            && best.as_ref().is_none_or(|(b, _)| value.abs() < *b)
        {
            best = Some((value.abs(), stones));
        }
    }
    // Every candidate proven won or lost (none is, in practice): the first drawn.
    best.map_or(drawn[0], |(_, stones)| stones).to_vec()
}

/// A search's result as a number from black's point of view (proven results far outside the
/// evaluation's range, nearer ones larger), for comparing positions after different moves.
fn for_black(score: Score, to_move: Color) -> i32 {
    let value = match score {
        Score::Eval(v) => v,
        Score::Win(plies) => 30_000 - plies as i32,
        Score::Loss(plies) => -30_000 + plies as i32,
    };
    if to_move == Color::Black {
        value
    } else {
        -value
    }
}

/// The renju decisions' searches: one searcher, each position to a fixed depth, so a decision
/// is the same every time. Comparing many positions (the stones to place, black's fifth moves)
/// costs a few dozen searches to `depth`; the decisions about one position or a few (a swap,
/// white's pick among the offers) look [`DECISION_PLIES`] deeper, as the side that lives with
/// them would.
pub struct OpeningAdvisor {
    searcher: Searcher,
    depth: u32,
}

/// How much deeper than the comparisons a swap or a pick is searched.
pub const DECISION_PLIES: u32 = 4;

impl OpeningAdvisor {
    /// Searches positions under `rule` to `depth` plies (4 or 5 plays sensibly in a second).
    pub fn new(rule: Rule, depth: u32) -> OpeningAdvisor {
        OpeningAdvisor {
            searcher: Searcher::new(rule, 1),
            depth: depth.max(1),
        }
    }

    /// `board` searched to `depth` from an empty table and ordering memory: the result depends
    /// on the position alone, not on the searches before it, so the same question always gets
    /// the same answer (and re-asking it, as the tests do, checks the decision).
    fn fresh_search(&mut self, board: &Board, depth: u32) -> SearchResult {
        self.searcher.clear();
        self.searcher.set_multi_pv(1);
        self.searcher
            .search(board, &Limits::depth(depth), &StopFlag::new(), &mut |_| {})
    }

    /// The position's value for black, searched to the comparisons' depth.
    pub fn value(&mut self, board: &Board) -> i32 {
        self.value_at(board, self.depth)
    }

    /// The position's value for black, searched as deep as a decision is.
    pub fn decision_value(&mut self, board: &Board) -> i32 {
        self.value_at(board, self.depth + DECISION_PLIES)
    }

    fn value_at(&mut self, board: &Board, depth: u32) -> i32 {
        let score = self.fresh_search(board, depth).score;
        for_black(score, board.side_to_move())
    }

    /// The move the search plays in the game proper (the AI's own search decides it in the
    /// game; this one serves the tests and tools).
    pub fn searcher_move(&mut self, board: &Board) -> Point {
        self.fresh_search(board, self.depth)
            .best_move
            .or_else(|| board.empty_points().next())
            .expect("a board with room")
    }

    /// The colour to take at a right to swap: the one the position favours.
    pub fn take(&mut self, board: &Board) -> Color {
        if self.decision_value(board) >= 0 {
            Color::Black
        } else {
            Color::White
        }
    }

    /// The canonical opening a tentative black places under Soosõrv: one a search rates near
    /// even (the other player may swap), drawn by `seed` among those within 40 of the most
    /// even, so the openings vary from game to game.
    pub fn opening(&mut self, size: BoardSize, seed: u64) -> CanonicalOpening {
        let rated: Vec<(i32, CanonicalOpening)> = CanonicalOpening::ALL
            .iter()
            .map(|&opening| {
                let mut board = Board::new(size);
                for point in opening.stones(size) {
                    board.play(point).expect("an opening fits every board");
                }
                (self.value(&board).abs(), opening)
            })
            .collect();
        let most_even = rated.iter().map(|&(v, _)| v).min().unwrap_or(0);
        let near: Vec<CanonicalOpening> = rated
            .iter()
            .filter(|&&(v, _)| v <= most_even + 40)
            .map(|&(_, opening)| opening)
            .collect();
        near[StdRng::seed_from_u64(seed).random_range(0..near.len())]
    }

    /// A stone for the side to move where the other player may swap next: among the empty
    /// points of the central `side`×`side` square (or, without one, near the stones), the one
    /// after which the position is nearest even, drawn by `seed` among those within 20.
    pub fn balanced_stone(&mut self, board: &Board, side: Option<u8>, seed: u64) -> Option<Point> {
        let rated: Vec<(i32, Point)> = candidates(board, side)
            .into_iter()
            .map(|point| {
                let mut next = board.clone();
                next.play(point).expect("an empty point");
                (self.value(&next).abs(), point)
            })
            .collect();
        let most_even = rated.iter().map(|&(v, _)| v).min()?;
        let near: Vec<Point> = rated
            .iter()
            .filter(|&&(v, _)| v <= most_even + 20)
            .map(|&(_, p)| p)
            .collect();
        Some(near[StdRng::seed_from_u64(seed).random_range(0..near.len())])
    }

    /// Black's best fifth moves, best first, no two symmetrical, with their values for black
    /// (each the position after it searched with white to move): at most `count`.
    pub fn best_fifths(&mut self, board: &Board, count: usize) -> Vec<(Point, i32)> {
        let mut rated: Vec<(i32, Point)> = candidates(board, None)
            .into_iter()
            .map(|point| {
                let mut next = board.clone();
                next.play(point).expect("an empty point");
                (self.value(&next), point)
            })
            .collect();
        rated.sort_by_key(|&(v, p)| (std::cmp::Reverse(v), p.y(), p.x()));
        let mut chosen: Vec<(Point, i32)> = Vec::new();
        for (value, point) in rated {
            let offers: Vec<Point> = chosen.iter().map(|&(p, _)| p).collect();
            if renju_rules::check_offer(board, &offers, point).is_ok() {
                chosen.push((point, value));
                if chosen.len() == count {
                    break;
                }
            }
        }
        chosen
    }

    /// Soosõrv's declaration for the position after white's 4th: the number of offers (1 to
    /// `most`) after which white's pick leaves the game nearest even, since the other player
    /// may swap after hearing it. With `n` offers black offers its `n` best fifths and white
    /// keeps the worst of them for black, the `n`-th best.
    pub fn declaration(&mut self, board: &Board, most: u8) -> u8 {
        let fifths = self.best_fifths(board, usize::from(most));
        (1..=fifths.len())
            .min_by_key(|&n| fifths[n - 1].1.abs())
            .map_or(1, |n| n as u8)
    }

    /// White's pick among black's offers: the one the search likes least for black.
    pub fn pick(&mut self, board: &Board, offers: &[Point]) -> Option<Point> {
        offers
            .iter()
            .copied()
            .filter(|&p| board.is_empty(p))
            .min_by_key(|&point| {
                let mut next = board.clone();
                next.play(point).expect("an empty point");
                self.decision_value(&next)
            })
    }

    /// Taraguchi's choice after the 4th stone, for the black holder: offer the fifths when
    /// black keeps an edge even with white keeping the worst of `offers` for black; else swap,
    /// since the fifth the black holder would place faces the other player's swap.
    pub fn taraguchi_choice(&mut self, board: &Board, offers: u8) -> Choice {
        let fifths = self.best_fifths(board, usize::from(offers));
        match fifths.last() {
            Some(&(_, worst)) if fifths.len() == usize::from(offers) && worst > SWAP_MARGIN => {
                Choice::OfferFifths
            }
            _ => Choice::Take(Color::White),
        }
    }
}

/// Where a stone may go: the empty points of the central `side`×`side` square, or without one
/// the empty points within two lines of a stone.
fn candidates(board: &Board, side: Option<u8>) -> Vec<Point> {
    let size = board.size();
    board
        .empty_points()
        .filter(|&point| match side {
            Some(side) => within_centre(point, size, side),
            None => board.stones_in_order().any(|stone| {
                stone.x().abs_diff(point.x()) <= 2 && stone.y().abs_diff(point.y()) <= 2
            }),
        })
        .collect()
}

/// What the engine does at a stage of renju's opening rules.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum OpeningAction {
    /// Place the next stone here (a kept offer too).
    Place(Point),
    /// Make this choice (a swap, a declaration, an offer).
    Choose(Choice),
}

impl OpeningAdvisor {
    /// The engine's next step in `phase` on `board` under renju's opening rules, for whichever
    /// seat is to act; `None` once the game proper has begun (or under another rule, whose
    /// choices [`choose_colour`] and [`balanced_three`] make). `seed` varies the openings.
    pub fn act(&mut self, phase: &OpeningPhase, board: &Board, seed: u64) -> Option<OpeningAction> {
        let stones = board.stone_count();
        let rule = phase.rule();
        if !matches!(rule, OpeningRule::Soosorv8 | OpeningRule::Taraguchi10) {
            return None;
        }
        let offered = phase
            .choices()
            .iter()
            .any(|&(_, c)| c == Choice::OfferFifths);
        Some(match phase.stage(stones) {
            Stage::Place { .. } if rule == OpeningRule::Soosorv8 && stones < 3 => {
                let opening = self.opening(board.size(), seed);
                OpeningAction::Place(opening.stones(board.size())[stones])
            }
            Stage::Place { .. } => {
                let side = renju_rules::square_for(rule, stones + 1, offered);
                OpeningAction::Place(self.balanced_stone(board, side, seed)?)
            }
            Stage::Choose {
                may_offer: Some(offers),
                ..
            } => OpeningAction::Choose(self.taraguchi_choice(board, offers)),
            Stage::Choose { .. } => OpeningAction::Choose(Choice::Take(self.take(board))),
            Stage::Declare { most, .. } => {
                OpeningAction::Choose(Choice::Declare(self.declaration(board, most)))
            }
            Stage::Offer { left, .. } => {
                let made = phase.offers();
                let fifths = self.best_fifths(board, made.len() + left);
                let next = fifths
                    .into_iter()
                    .map(|(point, _)| point)
                    .find(|&p| renju_rules::check_offer(board, &made, p).is_ok())
                    .or_else(|| {
                        // Fewer good fifths than offers due: any point that is not a twin.
                        board
                            .empty_points()
                            .find(|&p| renju_rules::check_offer(board, &made, p).is_ok())
                    })?;
                OpeningAction::Choose(Choice::Offer(next))
            }
            Stage::Pick { .. } => OpeningAction::Place(self.pick(board, &phase.offers())?),
            Stage::Play { .. } => return None,
        })
    }
}

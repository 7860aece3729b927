//! Difficulty levels, and [`Ai`], which picks a move for a level and a [`Style`]: the lowest
//! levels with the ladder's rungs, Hard and Master with the full search.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use serde::{Deserialize, Serialize};

use crate::board::Board;
use crate::ladder;
use crate::point::Point;
use crate::rules::Rule;
use crate::search::{Limits, SearchInfo, SearchResult, Searcher, StopFlag};
pub use crate::style::{Style, UnknownName};

/// The difficulty ladder, weakest first.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// After a Java Swing blog post: two weight arrays (the opponent's and its own), greedy.
    Beginner,
    /// After an article that scans eight directions from each point: the runs scored with
    /// first- and second-mover value tables, greedy.
    Easy,
    /// After a Visual C++ forum answer: rule scores and a shallow minimax with alpha-beta over
    /// the best few candidates.
    Medium,
    /// The full engine at about half a second per move, with some variety in quiet openings.
    Hard,
    /// The full engine at the given time control, deterministic for a given seed.
    Master,
}

impl Level {
    pub const ALL: [Level; 5] = [
        Level::Beginner,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Master,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Master => "master",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = UnknownName;

    fn from_str(s: &str) -> Result<Level, UnknownName> {
        let lower = s.trim().to_ascii_lowercase();
        Level::ALL
            .into_iter()
            .find(|level| level.name() == lower || (level.index() + 1).to_string() == lower)
            .ok_or_else(|| UnknownName(s.to_string()))
    }
}

impl Level {
    fn index(self) -> usize {
        self as usize
    }
}

/// Hard's thinking time per move, whatever the caller allows beyond it.
pub const HARD_MOVE_TIME: Duration = Duration::from_millis(500);
/// Below Master, quiet openings up to this many stones pick among near-equal best moves.
const VARIED_OPENING_STONES: usize = 8;
/// "Near-equal" for that choice, in evaluation units.
const VARIETY_MARGIN: i32 = 40;

/// The move an [`Ai`] chose, with the search behind it for the engine levels.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AiMove {
    /// `None` only if the side to move has no legal move.
    pub point: Option<Point>,
    /// The full engine's result (Hard and Master only).
    pub search: Option<SearchResult>,
}

/// A computer player of a given level, style and rule. Reproducible: the same seed and the same
/// positions give the same moves (Master with a depth or node limit, not a time limit).
pub struct Ai {
    level: Level,
    style: Style,
    rule: Rule,
    rng: StdRng,
    searcher: Searcher,
}

impl Ai {
    pub fn new(level: Level, rule: Rule, seed: u64) -> Ai {
        let hash_mb = if level >= Level::Hard { 64 } else { 4 };
        Ai::with_hash(level, rule, seed, hash_mb)
    }

    /// Like [`Ai::new`] with the transposition table sized to `hash_mb` MiB.
    pub fn with_hash(level: Level, rule: Rule, seed: u64, hash_mb: usize) -> Ai {
        Ai {
            level,
            style: Style::default(),
            rule,
            rng: StdRng::seed_from_u64(seed),
            searcher: Searcher::new(rule, hash_mb),
        }
    }

    pub fn level(&self) -> Level {
        self.level
    }

    pub fn style(&self) -> Style {
        self.style
    }

    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// Plays under `rule` from now on (the search's memory of another rule is forgotten; its
    /// table is kept, not made anew).
    pub fn set_rule(&mut self, rule: Rule) {
        self.rule = rule;
        self.searcher.set_rule(rule);
    }

    /// Sets the style; Master ignores it (it plays its best).
    pub fn set_style(&mut self, style: Style) {
        self.style = style;
        let weights = if self.level == Level::Master {
            Style::Balanced
        } else {
            style
        }
        .weights();
        self.searcher.set_style(weights.0 as i32, weights.1 as i32);
    }

    /// Direct access to the engine levels' searcher (multi-PV, clearing between games).
    pub fn searcher_mut(&mut self) -> &mut Searcher {
        &mut self.searcher
    }

    /// Chooses a move for the side to move. `limits` and `stop` bind the engine levels (Hard
    /// caps the time at [`HARD_MOVE_TIME`]); the seed levels answer at once.
    pub fn choose_move(
        &mut self,
        board: &Board,
        limits: &Limits,
        stop: &StopFlag,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> AiMove {
        if board.stone_count() == 0 && self.level < Level::Master {
            return AiMove {
                point: Some(self.opening_point(board)),
                search: None,
            };
        }
        let seed_move =
            |ai: &mut Ai, pick: fn(&Board, Rule, Style, &mut StdRng) -> Option<Point>| AiMove {
                point: pick(board, ai.rule, ai.style, &mut ai.rng),
                search: None,
            };
        match self.level {
            Level::Beginner => seed_move(self, ladder::beginner_move),
            Level::Easy => seed_move(self, ladder::easy_move),
            Level::Medium => seed_move(self, ladder::medium_move),
            Level::Hard => {
                // Hard is a fixed strength: half a second on one thread.
                let mut limits = limits.with_threads(1);
                limits.time = Some(
                    limits
                        .time
                        .map_or(HARD_MOVE_TIME, |t| t.min(HARD_MOVE_TIME)),
                );
                let varied = board.stone_count() < VARIED_OPENING_STONES;
                self.searcher.set_multi_pv(if varied { 3 } else { 1 });
                let result = self.searcher.search(board, &limits, stop, on_info);
                self.searcher.set_multi_pv(1);
                let point = if varied {
                    self.varied_choice(&result)
                } else {
                    result.best_move
                };
                AiMove {
                    point,
                    search: Some(result),
                }
            }
            Level::Master => {
                let result = self.searcher.search(board, limits, stop, on_info);
                AiMove {
                    point: result.best_move,
                    search: Some(result),
                }
            }
        }
    }

    /// Seed 000: the first stone goes at random near the centre.
    fn opening_point(&mut self, board: &Board) -> Point {
        let center = board.size().center();
        let reach = if board.size().get() >= 9 { 1 } else { 0 };
        let dx = self.rng.random_range(-reach..=reach);
        let dy = self.rng.random_range(-reach..=reach);
        Point::try_new(center.x() as i64 + dx, center.y() as i64 + dy).unwrap_or(center)
    }

    /// A random line among those scoring within [`VARIETY_MARGIN`] of the best, when nothing
    /// is proven.
    fn varied_choice(&mut self, result: &SearchResult) -> Option<Point> {
        use crate::search::Score;
        let Score::Eval(best) = result.score else {
            return result.best_move;
        };
        let close: Vec<Point> = result
            .lines
            .iter()
            .filter(|line| matches!(line.score, Score::Eval(v) if v >= best - VARIETY_MARGIN))
            .filter_map(|line| line.moves.first().copied())
            .collect();
        if close.is_empty() {
            return result.best_move;
        }
        Some(close[self.rng.random_range(0..close.len())])
    }
}

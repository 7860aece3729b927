//! Difficulty levels (named points on the [`Strength`] scale), and [`Ai`], which picks a move at
//! a strength and in a [`Style`]: the lowest strengths with the ladder's seed rungs, the rest
//! with the full search, weakened below Master.

use std::fmt;
use std::str::FromStr;

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use serde::{Deserialize, Serialize};

use crate::board::Board;
use crate::ladder;
use crate::point::Point;
use crate::rules::Rule;
use crate::search::{
    FULL_VCF_PLIES, HashTable, Limits, Score, SearchInfo, SearchResult, Searcher, StopFlag,
};
pub use crate::strength::{BadStrength, Strength};
use crate::strength::{Play, SeedRung, Weakened};
pub use crate::style::{Style, UnknownName};

/// The difficulty ladder, weakest first: nine named points on the [`Strength`] scale, about
/// 200-300 Elo apart (docs/strength.md).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Strength 0: after a Java Swing blog post, two weight arrays (the opponent's and its
    /// own), greedy.
    Beginner,
    /// Strength 20: after a Visual C++ forum answer, rule scores and a shallow minimax over the
    /// best few candidates.
    Novice,
    /// Strength 32: the forum answer's moves, and now and then the full engine's at its
    /// weakest.
    Casual,
    /// Strength 40: the full engine at its weakest, choosing among its best lines with much
    /// noise on a tiny search.
    Easy,
    /// Strength 50: the full engine on a small node budget, with noise.
    Medium,
    /// Strength 60: a larger budget, less noise.
    Skilled,
    /// Strength 70: larger again, little noise, long threat sequences seen more often.
    Hard,
    /// Strength 80: the full engine on a budget of about 128,000 nodes, near-equal moves only.
    Expert,
    /// Strength 100: the full engine at the given time control, deterministic for a given seed.
    Master,
}

impl Level {
    pub const ALL: [Level; 9] = [
        Level::Beginner,
        Level::Novice,
        Level::Casual,
        Level::Easy,
        Level::Medium,
        Level::Skilled,
        Level::Hard,
        Level::Expert,
        Level::Master,
    ];

    /// This level's point on the strength scale.
    pub fn strength(self) -> Strength {
        let value = match self {
            // Measured points of the calibration, 200-300 Elo apart.
            Level::Beginner => 0,
            Level::Novice => 20,
            Level::Casual => 32,
            Level::Easy => 40,
            Level::Medium => 50,
            Level::Skilled => 60,
            Level::Hard => 70,
            Level::Expert => 80,
            Level::Master => 100,
        };
        Strength::clamped(value)
    }

    /// The level whose point `strength` is, if it is one.
    pub fn at(strength: Strength) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.strength() == strength)
    }

    /// The highest level at or below `strength`.
    pub fn at_or_below(strength: Strength) -> Level {
        Level::ALL
            .into_iter()
            .rev()
            .find(|l| l.strength() <= strength)
            .unwrap_or(Level::Beginner)
    }

    pub fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Novice => "novice",
            Level::Casual => "casual",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Skilled => "skilled",
            Level::Hard => "hard",
            Level::Expert => "expert",
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

/// The move an [`Ai`] chose, with the search behind it for the engine levels.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AiMove {
    /// `None` only if the side to move has no legal move.
    pub point: Option<Point>,
    /// The full engine's result (strengths above the seed rungs).
    pub search: Option<SearchResult>,
}

impl AiMove {
    /// A move in microseconds with no search and no tables: the first seed write-up's greedy
    /// choice (its two weight arrays, the weakest rung). For a host that cannot run the engine
    /// (the browser's page when its Web Worker fails), which then carries none of the search.
    pub fn greedy(board: &Board, rule: Rule) -> AiMove {
        let mut rng = StdRng::seed_from_u64(1);
        AiMove {
            point: ladder::weight_arrays_move(board, rule, Style::Balanced, &mut rng),
            search: None,
        }
    }
}

/// A computer player of a given strength, style and rule. Reproducible: the same seed and the
/// same positions give the same moves (below Master always, as it searches on a node budget;
/// Master with a depth or node limit on one thread).
pub struct Ai {
    strength: Strength,
    style: Style,
    rule: Rule,
    rng: StdRng,
    searcher: Searcher,
}

impl Ai {
    pub fn new(level: Level, rule: Rule, seed: u64) -> Ai {
        Ai::at_strength(level.strength(), rule, seed)
    }

    /// A player at `strength`, its table sized as the strength needs.
    pub fn at_strength(strength: Strength, rule: Rule, seed: u64) -> Ai {
        Ai::with_hash(strength, rule, seed, default_hash_mb(strength))
    }

    /// Like [`Ai::at_strength`] with the transposition table sized to `hash_mb` MiB.
    pub fn with_hash(strength: Strength, rule: Rule, seed: u64, hash_mb: usize) -> Ai {
        Ai::with_table(strength, rule, seed, HashTable::with_megabytes(hash_mb))
    }

    /// Like [`Ai::at_strength`], searching with `table` (made ahead, or another player's).
    pub fn with_table(strength: Strength, rule: Rule, seed: u64, table: HashTable) -> Ai {
        Ai {
            strength,
            style: Style::default(),
            rule,
            rng: StdRng::seed_from_u64(seed),
            searcher: Searcher::with_table(rule, table),
        }
    }

    pub fn strength(&self) -> Strength {
        self.strength
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
        let weights = if self.strength == Strength::MAX {
            Style::Balanced
        } else {
            style
        }
        .weights();
        self.searcher.set_style(weights.0 as i32, weights.1 as i32);
    }

    /// Direct access to the engine's searcher (multi-PV, clearing between games).
    pub fn searcher(&self) -> &Searcher {
        &self.searcher
    }

    pub fn searcher_mut(&mut self) -> &mut Searcher {
        &mut self.searcher
    }

    /// Chooses a move for the side to move. `limits` and `stop` bind the search (below Master
    /// its own node budget binds too, on one thread); the seed rungs answer at once. From strength
    /// 40 (the full engine on every move) the first stone goes on the centre, and the engine's
    /// answer to a lone stone is one of its eight neighbours.
    pub fn choose_move(
        &mut self,
        board: &Board,
        limits: &Limits,
        stop: &StopFlag,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> AiMove {
        let play = self.strength.play();
        if board.stone_count() == 0 && play != Play::Full {
            // The engine opens on the centre, as strong players do (Master's search finds it).
            let point = match play {
                Play::Engine(_) => board.size().center(),
                _ => self.opening_point(board),
            };
            return AiMove {
                point: Some(point),
                search: None,
            };
        }
        // A lone stone is answered next to it, as strong players do. The move ordering already
        // puts the neighbours first; this makes it a rule, so no strength's noise (nor a warm
        // table) can answer two lines off. The search chooses among them within its limits.
        let lone = board.stone_count() == 1;
        if lone {
            self.searcher
                .set_root_moves(&neighbours_of_lone_stone(board));
        }
        let answer = self.answer(play, board, limits, stop, on_info);
        if lone {
            self.searcher.set_root_moves(&[]);
        }
        answer
    }

    /// [`Ai::choose_move`] on a board with stones, as `play` plays.
    fn answer(
        &mut self,
        play: Play,
        board: &Board,
        limits: &Limits,
        stop: &StopFlag,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> AiMove {
        match play {
            Play::Seeds {
                lower,
                upper,
                upper_share,
            } => {
                // No draw when the share is 0 or 1, so a rung alone replays its old games.
                let rung = if upper_share >= 1.0
                    || upper_share > 0.0 && self.rng.random_bool(upper_share)
                {
                    upper
                } else {
                    lower
                };
                let pick = match rung {
                    SeedRung::WeightArrays => ladder::weight_arrays_move,
                    SeedRung::RunTables => ladder::run_tables_move,
                    SeedRung::ShapeRules => ladder::shape_rules_move,
                };
                AiMove {
                    point: pick(board, self.rule, self.style, &mut self.rng),
                    search: None,
                }
            }
            Play::Blend {
                engine,
                engine_share,
            } => {
                if self.rng.random_bool(engine_share) {
                    self.weakened_move(board, &engine, limits, stop, on_info)
                } else {
                    AiMove {
                        point: ladder::shape_rules_move(
                            board,
                            self.rule,
                            self.style,
                            &mut self.rng,
                        ),
                        search: None,
                    }
                }
            }
            Play::Engine(weakened) => self.weakened_move(board, &weakened, limits, stop, on_info),
            Play::Full => {
                let result = self.searcher.search(board, limits, stop, on_info);
                AiMove {
                    point: result.best_move,
                    search: Some(result),
                }
            }
        }
    }

    /// The full engine under `weakened`'s handicaps.
    fn weakened_move(
        &mut self,
        board: &Board,
        weakened: &Weakened,
        limits: &Limits,
        stop: &StopFlag,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> AiMove {
        let nodes = limits
            .nodes
            .map_or(weakened.nodes, |n| n.min(weakened.nodes));
        let limits = Limits {
            nodes: Some(nodes),
            threads: 1,
            ..*limits
        };
        let vct = self.rng.random_bool(weakened.vct_chance.clamp(0.0, 1.0));
        self.searcher.set_multi_pv(weakened.lines);
        self.searcher.set_vcf_plies(weakened.vcf_plies);
        self.searcher.set_vct(vct);
        let result = self.searcher.search(board, &limits, stop, on_info);
        self.searcher.set_multi_pv(1);
        self.searcher.set_vcf_plies(FULL_VCF_PLIES);
        self.searcher.set_vct(true);
        let point = self.noisy_choice(&result, weakened);
        AiMove {
            point,
            search: Some(result),
        }
    }

    /// One of the searched lines, drawn by a softmax over their scores: a proven win is always
    /// taken, a line proven lost never while another is not, and nothing more than the margin
    /// below the best.
    fn noisy_choice(&mut self, result: &SearchResult, weakened: &Weakened) -> Option<Point> {
        let Score::Eval(best) = result.score else {
            return result.best_move;
        };
        let choices: Vec<(Point, i32)> = result
            .lines
            .iter()
            .filter_map(|line| match line.score {
                Score::Eval(v) if v >= best - weakened.margin => {
                    line.moves.first().map(|&point| (point, v))
                }
                _ => None,
            })
            .collect();
        if choices.len() < 2 {
            return result.best_move;
        }
        let weights: Vec<f64> = choices
            .iter()
            .map(|&(_, v)| (f64::from(v - best) / weakened.temperature).exp())
            .collect();
        let mut draw = self.rng.random_range(0.0..weights.iter().sum::<f64>());
        for (&(point, _), weight) in choices.iter().zip(&weights) {
            if draw < *weight {
                return Some(point);
            }
            draw -= weight;
        }
        result.best_move
    }

    /// Seed 000: the first stone goes at random near the centre.
    fn opening_point(&mut self, board: &Board) -> Point {
        let center = board.size().center();
        let reach = if board.size().get() >= 9 { 1 } else { 0 };
        let dx = self.rng.random_range(-reach..=reach);
        let dy = self.rng.random_range(-reach..=reach);
        Point::try_new(center.x() as i64 + dx, center.y() as i64 + dy).unwrap_or(center)
    }
}

/// The empty points next to the board's only stone (orthogonally or diagonally), on the board.
fn neighbours_of_lone_stone(board: &Board) -> Vec<Point> {
    let Some(stone) = board.stones_in_order().next() else {
        return Vec::new();
    };
    let size = board.size();
    (-1..=1)
        .flat_map(|dy| (-1..=1).map(move |dx| (dx, dy)))
        .filter_map(|(dx, dy)| Point::try_new(stone.x() as i64 + dx, stone.y() as i64 + dy).ok())
        .filter(|&point| size.contains(point) && board.is_empty(point))
        .collect()
}

/// The table a strength needs: small for the seed rungs, which never search.
pub fn default_hash_mb(strength: Strength) -> usize {
    match strength.play() {
        Play::Seeds { .. } => 4,
        _ => 64,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_point;
    use crate::point::BoardSize;

    fn one_stone(size: BoardSize, at: &str) -> (Board, Point) {
        let stone = parse_point(at, size).expect("a point");
        let mut board = Board::new(size);
        board.play(stone).unwrap();
        (board, stone)
    }

    #[test]
    fn the_greedy_move_blocks_a_four_and_never_plays_a_forbidden_point() {
        let size = BoardSize::STANDARD;
        let mut board = Board::new(size);
        // White's h9 i9 j9 k9 is a four with g9 taken; black must take l9.
        for point in crate::notation::parse_moves("a1h9a3i9g9j9a5k9", size).unwrap() {
            board.play(point).unwrap();
        }
        let answer = AiMove::greedy(&board, Rule::Freestyle);
        assert_eq!(answer.point, parse_point("l9", size).ok());
        assert!(answer.search.is_none());
        assert!(
            AiMove::greedy(&Board::new(size), Rule::Renju)
                .point
                .is_some()
        );
    }

    fn reply(level: Level, rule: Rule, board: &Board, seed: u64) -> Point {
        Ai::new(level, rule, seed)
            .choose_move(board, &Limits::nodes(20_000), &StopFlag::new(), &mut |_| {})
            .point
            .expect("a move")
    }

    #[test]
    fn a_lone_stone_is_answered_next_to_it() {
        let size = BoardSize::STANDARD;
        let levels = [Level::Medium, Level::Hard, Level::Master];
        for (at, rule) in [
            ("h8", Rule::Freestyle),
            ("h8", Rule::Renju),
            ("d12", Rule::Standard),
            ("a1", Rule::Freestyle),
        ] {
            let (board, stone) = one_stone(size, at);
            let mut seen = std::collections::HashSet::new();
            for level in levels {
                for seed in 0..12 {
                    let point = reply(level, rule, &board, seed);
                    let (dx, dy) = (point.x().abs_diff(stone.x()), point.y().abs_diff(stone.y()));
                    assert!(
                        dx <= 1 && dy <= 1 && point != stone,
                        "{level} seed {seed} answered {at} with {point:?}"
                    );
                    assert_eq!(
                        point,
                        reply(level, rule, &board, seed),
                        "{level} seed {seed}"
                    );
                    seen.insert(point);
                }
            }
            // Medium's noise still varies the reply.
            assert!(seen.len() > 1, "always {seen:?} to {at}");
            // Master on several threads (the brain's way): the helpers keep to them too.
            let limits = Limits::nodes(40_000).with_threads(2);
            let point = Ai::new(Level::Master, rule, 1)
                .choose_move(&board, &limits, &StopFlag::new(), &mut |_| {})
                .point
                .expect("a move");
            assert!(
                point.x().abs_diff(stone.x()) <= 1 && point.y().abs_diff(stone.y()) <= 1,
                "two threads answered {at} with {point:?}"
            );
        }
    }

    #[test]
    fn the_engine_opens_on_the_centre() {
        for size in [15, 19, 20].map(|n| BoardSize::new(n).unwrap()) {
            for level in [Level::Easy, Level::Medium, Level::Hard, Level::Master] {
                let board = Board::new(size);
                assert_eq!(reply(level, Rule::Freestyle, &board, 3), size.center());
            }
        }
    }
}

//! Level-1 puzzles a beginner reads at a glance: a handful of stones around one threat, not a
//! position from the middle of a self-play game.
//!
//! Each try builds a small position near the centre: an attack shape for the side to move (a
//! three that one move turns into an open four; or, but for renju's black, four stones on a
//! line that one move turns into two fours, or two threes crossing at an empty point, a double
//! four there), then the other stones of both colours at random next to the ones already
//! placed, all inside a 7×7 window, [`MIN_STONES`] to [`MAX_STONES`] in all, black one stone
//! ahead when white is to move and level with white when black is. The stones are put in a move order from the empty board (black first) that is a
//! legal game: no five on the way, and under renju no black stone on a forbidden point, nor one
//! that would be forbidden if it were played last.
//!
//! The position is kept when it passes the generator's own acceptance checks
//! ([`examine`](super::generate::examine) for level 1: a VCF of one or two attacker moves, no
//! rival four or open three that wins by fours and threes, the defender not lost even with a
//! free move; then the independent checker's line rules and brute-force VCF uniqueness, and
//! the full search's rival test), and one more that a sparse position needs: no quiet move
//! near the stones leaves the defender lost either (the full search, [`RIVAL_NODES`]). The
//! defender's reply in the main line is the one the full search picks, so the line shown is
//! the engine's own defence; the attacker then makes five.
//!
//! The stone counts take turns ([`MIN_STONES`], then one more for each puzzle found, back to the
//! start after [`MAX_STONES`]), since the larger positions pass less often. Try `i` draws its
//! numbers from the seed, the rule and `i` alone, and its size from the puzzles found before
//! it, so a run is reproducible.

use std::collections::HashSet;

use rand::RngExt;
use rand::rngs::StdRng;

use gomoku_engine::board::Board;
use gomoku_engine::internals::Position;
use gomoku_engine::point::{BoardSize, Color, Direction, Point};
use gomoku_engine::puzzles::{Puzzle, PuzzleKind};
use gomoku_engine::rules::{Rule, winning_line};
use gomoku_engine::search::{Limits, Score, Searcher, StopFlag};

use super::check::{self, check_line, check_vcf_unique};
use super::generate::{RIVAL_NODES, examine, rival_wins_by_search, rule_salt};
use crate::datagen::game_rng;

/// Fewest stones of a clean level-1 position (three attacker stones and three defender ones).
pub const MIN_STONES: usize = 6;
/// Most stones of a clean level-1 position.
pub const MAX_STONES: usize = 14;
/// Every stone lies within this many cells (both ways) of the window's centre: a 7×7 window.
const WINDOW: u8 = 3;
/// A new stone goes at most this far (king moves) from a stone already placed.
const NEAR: i64 = 2;
/// Attacker moves the brute-force uniqueness proof may use.
const VCF_PROOF_MOVES: usize = 16;
/// Tries of different move orders before a position is given up (renju's forbidden points).
const ORDERS: usize = 12;
/// Clean runs with the same seed as a self-play run draw other numbers.
const CLEAN_SALT: u64 = 0xC1EA_4E01;

/// What a clean level-1 run makes.
#[derive(Clone, Debug)]
pub struct CleanConfig {
    pub rule: Rule,
    /// Puzzles to make.
    pub count: usize,
    pub seed: u64,
    /// Most tries (positions built) before the run gives up with fewer puzzles.
    pub max_tries: u64,
    /// Puzzle ids are this prefix and a running number, or `ids` when given.
    pub id_prefix: String,
    /// The running number of the first puzzle's id.
    pub first_id: usize,
    /// Ids to give the puzzles, in order, instead of numbering them (a run replacing a file's
    /// level-1 rows keeps their ids).
    pub ids: Vec<String>,
    /// Board hashes of positions already made into puzzles, skipped.
    pub known: HashSet<u64>,
}

/// Where a clean run stands, for a progress line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CleanProgress {
    pub tries: u64,
    /// Tries that passed [`examine`] (the checks after it may still drop them).
    pub examined_ok: u64,
    pub puzzles: usize,
}

/// Builds positions until `config.count` clean level-1 puzzles are found (or `max_tries` is
/// spent) and returns them in the order found, with the run's totals; `on_puzzle` hears after
/// every puzzle kept.
pub fn generate_clean(
    config: &CleanConfig,
    on_puzzle: &mut dyn FnMut(CleanProgress),
) -> (Vec<Puzzle>, CleanProgress) {
    let mut puzzles: Vec<Puzzle> = Vec::new();
    let mut seen = config.known.clone();
    let mut searcher = Searcher::new(config.rule, 16);
    let mut progress = CleanProgress {
        tries: 0,
        examined_ok: 0,
        puzzles: 0,
    };
    let mut index = 0;
    while puzzles.len() < config.count && index < config.max_tries {
        let mut rng = game_rng(config.seed ^ rule_salt(config.rule) ^ CLEAN_SALT, index);
        index += 1;
        progress.tries = index;
        // The sizes take turns, so that the larger positions, kept less often, are not rare.
        let total = MIN_STONES + puzzles.len() % (MAX_STONES - MIN_STONES + 1);
        let Some(moves) = build_position(config.rule, total, &mut rng) else {
            continue;
        };
        let board = replayed(&moves);
        if !seen.insert(board.hash()) {
            continue;
        }
        let id = config.ids.get(puzzles.len()).cloned().unwrap_or_else(|| {
            format!(
                "{}-{:04}",
                config.id_prefix,
                config.first_id + puzzles.len()
            )
        });
        if let Some(puzzle) = accept(config.rule, id, moves, &mut searcher, &mut progress) {
            puzzles.push(puzzle);
            progress.puzzles = puzzles.len();
            on_puzzle(progress);
        }
    }
    (puzzles, progress)
}

/// The board after `moves` from the empty board.
fn replayed(moves: &[Point]) -> Board {
    let mut board = Board::new(BoardSize::STANDARD);
    moves.iter().for_each(|&p| board.make_move(p));
    board
}

/// A position of `total` stones as a legal move order, black first, or `None` when this try's
/// stones do not fit (the window is full near them, or no legal order was found).
fn build_position(rule: Rule, total: usize, rng: &mut StdRng) -> Option<Vec<Point>> {
    let size = BoardSize::STANDARD;
    // Black to move when the counts are level, white when black is one ahead.
    let attacker = if total.is_multiple_of(2) {
        Color::Black
    } else {
        Color::White
    };
    let wanted = |color: Color| match color {
        Color::Black => total.div_ceil(2),
        Color::White => total / 2,
    };
    let mid = size.center();
    let centre = Point::new(
        (mid.x() as i64 + rng.random_range(-1i64..=1)) as u8,
        (mid.y() as i64 + rng.random_range(-1i64..=1)) as u8,
    );
    let in_window = |p: Point| {
        size.contains(p)
            && p.x().abs_diff(centre.x()) <= WINDOW
            && p.y().abs_diff(centre.y()) <= WINDOW
    };
    let mut stones: Vec<(Point, Color)> = Vec::new();
    // The attack shape around the centre, where the solution will be. Renju forbids black the
    // double four, so black's renju shape is always a three.
    let attackers = wanted(attacker);
    let doubles = !(rule == Rule::Renju && attacker == Color::Black);
    let roll = rng.random_range(0..100);
    let direction = Direction::ALL[rng.random_range(0..4usize)];
    if doubles && attackers >= 6 && roll < 35 {
        // Two lines crossing at the centre, each with three stones in five cells around it.
        let second = Direction::ALL[(direction.index() + rng.random_range(1..4usize)) % 4];
        for direction in [direction, second] {
            let at = rng.random_range(0..5i32);
            let mut cells: Vec<Point> = (0..5)
                .filter(|&i| i != at)
                .map(|i| centre.step(direction, i - at))
                .collect::<Option<_>>()?;
            cells.remove(rng.random_range(0..4usize));
            stones.extend(cells.into_iter().map(|p| (p, attacker)));
        }
    } else if doubles && attackers >= 4 && roll >= 70 {
        // Four stones on one line that the centre turns into X_XXX_X, two fours at once.
        const LINE_DOUBLES: [[i32; 4]; 3] = [[-3, -1, 1, 3], [-2, 1, 2, 4], [-4, -2, -1, 2]];
        for k in LINE_DOUBLES[rng.random_range(0..3usize)] {
            stones.push((centre.step(direction, k)?, attacker));
        }
    } else {
        // Four cells in a row, three taken: one move makes four in a row there.
        let start = rng.random_range(-3..=0i32);
        let gap = rng.random_range(0..4i32);
        for i in (0..4).filter(|&i| i != gap) {
            stones.push((centre.step(direction, start + i)?, attacker));
        }
    }
    let mut unique = HashSet::new();
    if !stones
        .iter()
        .all(|&(p, _)| in_window(p) && unique.insert(p))
    {
        return None;
    }
    // The others, each next to a stone already placed.
    let mut misses = 0;
    loop {
        let count = |color| stones.iter().filter(|&&(_, c)| c == color).count();
        let needy: Vec<Color> = Color::BOTH
            .into_iter()
            .filter(|&c| count(c) < wanted(c))
            .collect();
        if needy.is_empty() {
            break;
        }
        let color = needy[rng.random_range(0..needy.len())];
        let (next_to, _) = stones[rng.random_range(0..stones.len())];
        let point = Point::try_new(
            next_to.x() as i64 + rng.random_range(-NEAR..=NEAR),
            next_to.y() as i64 + rng.random_range(-NEAR..=NEAR),
        )
        .ok()
        .filter(|&p| in_window(p) && !stones.iter().any(|&(q, _)| q == p));
        match point {
            Some(p) => stones.push((p, color)),
            None if misses < 200 => misses += 1,
            None => return None,
        }
    }
    legal_order(rule, &stones, rng)
}

/// A move order for `stones` (black first, alternating) that is a legal game under `rule`: no
/// five on the way, no black move on a forbidden point under renju, and under renju no black
/// stone that would be forbidden were it played last (a forbidden shape on the board).
fn legal_order(rule: Rule, stones: &[(Point, Color)], rng: &mut StdRng) -> Option<Vec<Point>> {
    let of = |color: Color| -> Vec<Point> {
        stones
            .iter()
            .filter(|&&(_, c)| c == color)
            .map(|&(p, _)| p)
            .collect()
    };
    let (mut blacks, mut whites) = (of(Color::Black), of(Color::White));
    if rule == Rule::Renju && blacks.iter().any(|&p| forbidden_if_last(stones, p)) {
        return None;
    }
    for _ in 0..ORDERS {
        shuffle(&mut blacks, rng);
        shuffle(&mut whites, rng);
        let moves: Vec<Point> = (0..blacks.len())
            .flat_map(|i| std::iter::once(blacks[i]).chain(whites.get(i).copied()))
            .collect();
        if plays_legally(rule, &moves) {
            return Some(moves);
        }
    }
    None
}

/// Whether black's stone on `point` would be forbidden if it were played last, the other
/// stones as they are.
fn forbidden_if_last(stones: &[(Point, Color)], point: Point) -> bool {
    let mut board = Board::new(BoardSize::STANDARD);
    for &(p, c) in stones.iter().filter(|&&(p, _)| p != point) {
        board.place(p, c).expect("distinct points on the board");
    }
    board.is_forbidden(point)
}

/// Whether `moves` from the empty board make no five and, under renju, no forbidden move.
fn plays_legally(rule: Rule, moves: &[Point]) -> bool {
    let mut board = Board::new(BoardSize::STANDARD);
    moves.iter().all(|&p| {
        if rule == Rule::Renju && board.side_to_move() == Color::Black && board.is_forbidden(p) {
            return false;
        }
        board.make_move(p);
        winning_line(&board, p, rule).is_none()
    })
}

fn shuffle(points: &mut [Point], rng: &mut StdRng) {
    for i in (1..points.len()).rev() {
        points.swap(i, rng.random_range(0..=i));
    }
}

/// The puzzle in the position after `moves`, when it passes every check (see the module).
fn accept(
    rule: Rule,
    id: String,
    moves: Vec<Point>,
    searcher: &mut Searcher,
    progress: &mut CleanProgress,
) -> Option<Puzzle> {
    let board = replayed(&moves);
    let (kind, level, solution) = examine(&board, rule, &[1])?;
    progress.examined_ok += 1;
    let first = *solution.first()?;
    let mut puzzle = Puzzle {
        id,
        rule,
        size: BoardSize::STANDARD,
        kind,
        level,
        position: moves,
        solution,
    };
    if kind != PuzzleKind::Vcf || level != 1 || quiet_move_wins(&puzzle, first, searcher) {
        return None;
    }
    if let Some(line) = engine_defence(&puzzle, searcher) {
        puzzle.solution = line;
    }
    (check_line(&puzzle).is_ok()
        && check_vcf_unique(&puzzle, VCF_PROOF_MOVES).is_ok()
        && rival_wins_by_search(&puzzle, RIVAL_NODES).is_none())
    .then_some(puzzle)
}

/// Whether a quiet first move (no four, no open three, not the solution's) near the stones
/// leaves the defender lost as far as the full search sees: in a sparse position a quiet move
/// can set up two threats at once, which the pass test does not rule out.
fn quiet_move_wins(puzzle: &Puzzle, first: Point, searcher: &mut Searcher) -> bool {
    let board = puzzle.board();
    let Ok(threats) = check::threat_moves(puzzle) else {
        return true;
    };
    let position = Position::with_learned(&board, puzzle.rule, None);
    let stones: Vec<Point> = board.stones_in_order().collect();
    let quiet: Vec<Point> = board
        .empty_points()
        .filter(|&p| {
            p != first
                && !threats.contains(&p)
                && position.is_legal(p)
                && stones.iter().any(|&s| s.distance(p) <= 2)
        })
        .collect();
    quiet.into_iter().any(|p| {
        let mut after = board.clone();
        after.make_move(p);
        searcher.clear();
        let result = searcher.search(
            &after,
            &Limits::nodes(RIVAL_NODES),
            &StopFlag::new(),
            &mut |_| {},
        );
        matches!(result.score, Score::Loss(_))
    })
}

/// The main line with the full search's choice of defence after the first move and the
/// attacker's five after it, when that defence is legal and leaves a five point.
fn engine_defence(puzzle: &Puzzle, searcher: &mut Searcher) -> Option<Vec<Point>> {
    let &[first, _, _] = &puzzle.solution[..] else {
        return None;
    };
    let mut board = puzzle.board();
    let attacker = board.side_to_move();
    board.make_move(first);
    searcher.clear();
    let result = searcher.search(
        &board,
        &Limits::nodes(RIVAL_NODES),
        &StopFlag::new(),
        &mut |_| {},
    );
    let reply = result.best_move?;
    let position = Position::with_learned(&board, puzzle.rule, None);
    if !board.is_empty(reply) || !position.is_legal(reply) {
        return None;
    }
    board.make_move(reply);
    if winning_line(&board, reply, puzzle.rule).is_some() {
        return None;
    }
    let five = Position::with_learned(&board, puzzle.rule, None).five_point(attacker)?;
    Some(vec![first, reply, five])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(rule: Rule, count: usize, seed: u64) -> CleanConfig {
        CleanConfig {
            rule,
            count,
            seed,
            max_tries: 20_000,
            id_prefix: "t".into(),
            first_id: 1,
            ids: Vec::new(),
            known: HashSet::new(),
        }
    }

    /// A clean run's puzzles are small, legal, level 1 with one winning first move (the
    /// independent checker's brute force and the full search's rival test), and the same
    /// again for the same seed.
    #[test]
    fn clean_puzzles_are_small_unique_and_reproducible() {
        for rule in [Rule::Freestyle, Rule::Renju] {
            let config = config(rule, 3, 5);
            let (first, _) = generate_clean(&config, &mut |_| {});
            assert_eq!(first.len(), 3, "{rule}: too few clean puzzles");
            for (i, puzzle) in first.iter().enumerate() {
                let line = puzzle.to_line();
                assert_eq!(puzzle.id, format!("t-{:04}", i + 1));
                assert_eq!((puzzle.kind, puzzle.level), (PuzzleKind::Vcf, 1), "{line}");
                let stones = puzzle.position.len();
                assert!((MIN_STONES..=MAX_STONES).contains(&stones), "{line}");
                assert_eq!(puzzle.solution.len(), 3, "{line}");
                check_line(puzzle).unwrap();
                check_vcf_unique(puzzle, VCF_PROOF_MOVES).unwrap();
                assert_eq!(rival_wins_by_search(puzzle, RIVAL_NODES), None, "{line}");
                if rule == Rule::Renju {
                    let board = puzzle.board();
                    let stones: Vec<(Point, Color)> = board
                        .stones_in_order()
                        .map(|p| (p, board.stone(p).unwrap()))
                        .collect();
                    for &(p, c) in &stones {
                        assert!(
                            c == Color::White || !forbidden_if_last(&stones, p),
                            "{line}"
                        );
                    }
                }
            }
            assert_eq!(generate_clean(&config, &mut |_| {}).0, first);
            let (other, _) = generate_clean(&CleanConfig { seed: 6, ..config }, &mut |_| {});
            assert_ne!(other, first);
        }
    }

    /// Given ids are used in order, and known positions are not made again.
    #[test]
    fn a_replacing_run_keeps_the_ids_and_skips_known_positions() {
        let mut config = config(Rule::Standard, 2, 9);
        config.ids = vec!["s-0007".into(), "s-0042".into()];
        let (made, _) = generate_clean(&config, &mut |_| {});
        let ids: Vec<&str> = made.iter().map(|p| p.id.as_str()).collect();
        assert_eq!(ids, ["s-0007", "s-0042"]);
        config.known = made.iter().map(|p| p.board().hash()).collect();
        let (again, _) = generate_clean(&config, &mut |_| {});
        assert!(
            again
                .iter()
                .all(|p| !config.known.contains(&p.board().hash()))
        );
    }
}

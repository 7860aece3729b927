//! Making puzzles from self-play: our own searcher plays itself at a fixed node budget (so a
//! run does not depend on the machine's load) from random openings, and every position on the
//! way where the side to move has a forced win is examined:
//!
//! 1. the threat solvers find a VCF, or failing that a VCT (and then no VCF exists);
//! 2. every other move that makes a four or an open three is tried as a first move: if any of
//!    them also wins by fours and threes, the puzzle has two solutions and is dropped;
//! 3. quiet moves: the attacker passes and the full search looks for the defender's escape; if
//!    the defender is lost even with a free move, any move wins and the puzzle is dropped;
//! 4. the solution is completed to the attacker's five and re-proved by the independent
//!    [`check`](super::check) (line rules, and for VCF a brute-force uniqueness proof).
//!
//! A run may keep only some levels ([`PuzzleConfig::levels`]; the others skip steps 2 and 3).
//! Short wins with one solution are rare in the games themselves (by the time the loser is
//! lost, the winner has spare threats and several ways to win), so a run for the easy levels
//! also examines the defender's slips ([`PuzzleConfig::slips`]): at each turn, the positions
//! after the best-looking moves the self-play did not choose, where a short win often appears.
//!
//! Game `i` depends only on the settings and `i`, so a run is reproducible.

use std::collections::HashSet;

use gomoku_engine::board::Board;
use gomoku_engine::game::{Game, GameOptions};
use gomoku_engine::internals::{Combo, Position};
use gomoku_engine::point::{BoardSize, Point};
use gomoku_engine::puzzles::{Puzzle, PuzzleKind};
use gomoku_engine::rules::Rule;
use gomoku_engine::search::{
    Limits, Score, Searcher, StopFlag, find_vcf, find_vct, find_win_starting_with,
};

use super::check::{self, check_line, check_vcf_unique};
use crate::datagen::{best_looking_moves, game_rng, random_opening, sane_random_move};

/// Longest VCF looked for, in plies (both sides' moves): sixteen fours.
const VCF_PLIES: u32 = 31;
/// Longest VCT, in plies.
const VCT_PLIES: u32 = 17;
/// Node budget of one VCT proof, and of each rival first move's.
const VCT_NODES: u64 = 40_000;
/// Node budget of the search that looks for the defender's escape after a pass.
const PASS_NODES: u64 = 30_000;
/// Node budget of the full search after each rival first move.
pub const RIVAL_NODES: u64 = 4_000;
/// Attacker moves the brute-force uniqueness proof of a VCF may use.
const VCF_PROOF_MOVES: usize = 16;
/// Positions before this ply are openings, not puzzles.
const FIRST_PLY: usize = 8;

/// What a run makes.
#[derive(Clone, Debug)]
pub struct PuzzleConfig {
    pub rule: Rule,
    /// Self-play games to play (games `0..games`).
    pub games: u64,
    pub seed: u64,
    /// Search nodes per self-play move.
    pub nodes: u64,
    /// Random moves (among the best by line value) after the opening.
    pub random_plies: u32,
    /// Most puzzles kept from one game (its later positions are often the same attack).
    pub per_game: usize,
    /// Puzzle ids are this prefix and a running number.
    pub id_prefix: String,
    /// The running number of the first puzzle's id (1, or past an existing file's).
    pub first_id: usize,
    /// Levels kept ([`ALL_LEVELS`] for all); the others do not count against `per_game`.
    pub levels: Vec<u8>,
    /// Board hashes of positions already made into puzzles (an existing file's), skipped.
    pub known: HashSet<u64>,
    /// At each turn, also examine the positions after this many other best-looking moves (by
    /// line value) than the one played; the first that holds a puzzle is kept.
    pub slips: usize,
}

/// Every level, 1 (easiest) to 5.
pub const ALL_LEVELS: [u8; 5] = [1, 2, 3, 4, 5];

/// Where a run stands, for a progress line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    pub games_played: u64,
    pub positions_examined: u64,
    pub puzzles: usize,
}

/// Plays the run's games and returns the puzzles found, in game order; `on_game` hears after
/// every game.
pub fn generate(config: &PuzzleConfig, on_game: &mut dyn FnMut(Progress)) -> Vec<Puzzle> {
    let mut puzzles: Vec<Puzzle> = Vec::new();
    let mut seen: HashSet<u64> = config.known.clone();
    let mut searcher = Searcher::new(config.rule, 16);
    let mut progress = Progress {
        games_played: 0,
        positions_examined: 0,
        puzzles: 0,
    };
    for index in 0..config.games {
        let mut found_in_game = 0;
        let found = play_and_examine(config, &mut searcher, index, &mut progress);
        for (moves, kind, level, solution) in found {
            let mut board = Board::new(BoardSize::STANDARD);
            moves.iter().for_each(|&p| board.make_move(p));
            if found_in_game >= config.per_game || !seen.insert(board.hash()) {
                continue;
            }
            let puzzle = Puzzle {
                id: format!(
                    "{}-{:04}",
                    config.id_prefix,
                    config.first_id + puzzles.len()
                ),
                rule: config.rule,
                size: BoardSize::STANDARD,
                kind,
                level,
                position: moves,
                solution,
            };
            if check_line(&puzzle).is_ok()
                && (kind == PuzzleKind::Vct || check_vcf_unique(&puzzle, VCF_PROOF_MOVES).is_ok())
                && rival_wins_by_search(&puzzle, RIVAL_NODES).is_none()
            {
                puzzles.push(puzzle);
                found_in_game += 1;
            }
        }
        progress.games_played = index + 1;
        progress.puzzles = puzzles.len();
        on_game(progress);
    }
    puzzles
}

/// A position with a single-solution forced win: (moves so far, kind, level, solution).
type Found = (Vec<Point>, PuzzleKind, u8, Vec<Point>);

/// Plays game `index` and returns, in order, the positions with a single-solution forced win
/// of a wanted level.
fn play_and_examine(
    config: &PuzzleConfig,
    searcher: &mut Searcher,
    index: u64,
    progress: &mut Progress,
) -> Vec<Found> {
    let mut rng = game_rng(config.seed ^ rule_salt(config.rule), index);
    let options = GameOptions {
        rule: config.rule,
        size: BoardSize::STANDARD,
        strict_forbidden: true,
    };
    let Ok(mut game) = Game::from_moves(options, &random_opening(&mut rng)) else {
        return Vec::new();
    };
    for _ in 0..config.random_plies {
        let Some(point) = sane_random_move(game.board(), config.rule, &mut rng) else {
            break;
        };
        if game.play(point).is_err() || game.is_over() {
            return Vec::new();
        }
    }
    searcher.clear();
    let limits = Limits::nodes(config.nodes);
    let stop = StopFlag::new();
    let mut found = Vec::new();
    while !game.is_over() {
        if game.ply() >= FIRST_PLY {
            progress.positions_examined += 1;
            if let Some((kind, level, solution)) =
                examine(game.board(), config.rule, &config.levels)
            {
                found.push((game.moves(), kind, level, solution));
            }
        }
        let result = searcher.search(game.board(), &limits, &stop, &mut |_| {});
        let Some(best) = result.best_move else {
            break;
        };
        if config.slips > 0 && game.ply() + 1 >= FIRST_PLY {
            found.extend(examine_slips(config, &game, best, progress));
        }
        if game.play(best).is_err() {
            break;
        }
    }
    found
}

/// Where a run adding to `existing` starts for `rule`: the running number after the rule's
/// highest id (ids are `prefix-number`), and the board hashes of its positions, so the run
/// neither reuses an id nor repeats a position.
pub fn continuing(
    existing: &[Puzzle],
    rule: Rule,
    prefix: &str,
) -> Result<(usize, HashSet<u64>), String> {
    let mut last = 0;
    let mut known = HashSet::new();
    for puzzle in existing.iter().filter(|p| p.rule == rule) {
        let number = puzzle
            .id
            .strip_prefix(prefix)
            .and_then(|rest| rest.strip_prefix('-'))
            .and_then(|digits| digits.parse::<usize>().ok())
            .ok_or_else(|| format!("puzzle id {} is not {prefix}-<number>", puzzle.id))?;
        last = last.max(number);
        known.insert(puzzle.board().hash());
    }
    Ok((last + 1, known))
}

/// The first of the positions after a best-looking move other than `best` that holds a puzzle
/// (they are often one attack, the slip only a different wasted move).
fn examine_slips(
    config: &PuzzleConfig,
    game: &Game,
    best: Point,
    progress: &mut Progress,
) -> Option<Found> {
    let board = game.board();
    best_looking_moves(board, config.rule, config.slips + 1)
        .into_iter()
        .filter(|&slip| slip != best)
        .take(config.slips)
        .find_map(|slip| {
            progress.positions_examined += 1;
            let mut after = board.clone();
            after.make_move(slip);
            let (kind, level, solution) = examine(&after, config.rule, &config.levels)?;
            let mut moves = game.moves();
            moves.push(slip);
            Some((moves, kind, level, solution))
        })
}

/// Different rules' runs with the same seed play different games.
pub(crate) fn rule_salt(rule: Rule) -> u64 {
    match rule {
        Rule::Freestyle => 0,
        Rule::Standard => 0x5354_414E,
        Rule::Renju => 0x5245_4E4A,
        Rule::Caro => 0x4341_524F,
    }
}

/// The puzzle in `board` and its level, if the side to move has a forced win that only one
/// move starts and the level is one of `levels`.
pub(crate) fn examine(
    board: &Board,
    rule: Rule,
    levels: &[u8],
) -> Option<(PuzzleKind, u8, Vec<Point>)> {
    let position = Position::with_learned(board, rule, None);
    let me = position.side_to_move();
    if position.has_five_point(me) || position.has_five_point(me.opponent()) {
        return None;
    }
    let threats = threat_moves(board, rule);
    if threats.is_empty() {
        return None;
    }
    // A VCT is level 2 at least, so a run for level 1 alone skips the VCT solver.
    let vct_wanted = levels.iter().any(|&l| l >= 2);
    let (kind, line) = if let Some(line) = find_vcf(board, rule, VCF_PLIES) {
        (PuzzleKind::Vcf, line)
    } else if vct_wanted
        && threats.len() >= 2
        && let Some(line) = find_vct(board, rule, VCT_PLIES, VCT_NODES)
    {
        (PuzzleKind::Vct, line)
    } else {
        return None;
    };
    let first = *line.first()?;
    // Graded before the costly uniqueness checks, which drop the same puzzles in either order.
    let solution = complete_line(board, rule, kind, line)?;
    let level = level(kind, solution.len(), threats.len());
    if !levels.contains(&level) {
        return None;
    }
    let rival_wins = threats.iter().any(|&p| {
        p != first && find_win_starting_with(board, rule, p, false, VCT_PLIES, VCT_NODES).is_some()
    });
    if rival_wins || lost_after_pass(board, rule) {
        return None;
    }
    Some((kind, level, solution))
}

/// The side to move's legal points that make a four or an open three.
fn threat_moves(board: &Board, rule: Rule) -> Vec<Point> {
    let position = Position::with_learned(board, rule, None);
    let me = position.side_to_move();
    position
        .threat_points(me, Combo::is_three_or_four)
        .filter(|&p| position.is_legal(p))
        .collect()
}

/// A rival first move (a four or an open three other than the solution's, found by the
/// checker's brute force) after which the full search, its threat solvers off, finds the
/// defender lost within `nodes`: a second solution the solvers missed.
pub fn rival_wins_by_search(puzzle: &Puzzle, nodes: u64) -> Option<Point> {
    let board = puzzle.board();
    let rivals = check::threat_moves(puzzle).ok()?;
    rivals.into_iter().find(|&rival| {
        if Some(&rival) == puzzle.solution.first() {
            return false;
        }
        let mut after = board.clone();
        after.make_move(rival);
        let mut searcher = Searcher::new(puzzle.rule, 1);
        searcher.set_vct(false);
        let result = searcher.search(&after, &Limits::nodes(nodes), &StopFlag::new(), &mut |_| {});
        matches!(result.score, Score::Loss(_))
    })
}

/// Whether the defender, given a free move (the attacker passes), is still lost: then a quiet
/// move wins too, and the puzzle has no single answer.
fn lost_after_pass(board: &Board, rule: Rule) -> bool {
    let mut passed = board.clone();
    passed.set_side_to_move(board.side_to_move().opponent());
    let mut searcher = Searcher::new(rule, 4);
    let result = searcher.search(
        &passed,
        &Limits::nodes(PASS_NODES),
        &StopFlag::new(),
        &mut |_| {},
    );
    matches!(result.score, Score::Loss(_))
}

/// The solver's line, played out to the attacker's five: where it stops early (the defender has
/// no defence left, or the attacker's open four needs finishing) the defender takes the first
/// legal point and the attacker goes on with its five, its open four, or a new solver line.
fn complete_line(
    board: &Board,
    rule: Rule,
    kind: PuzzleKind,
    line: Vec<Point>,
) -> Option<Vec<Point>> {
    let attacker = board.side_to_move();
    let defender = attacker.opponent();
    let mut board = board.clone();
    let mut solution = Vec::new();
    let mut pending = line.into_iter();
    for _ in 0..60 {
        let position = Position::with_learned(&board, rule, None);
        let next = match pending.next() {
            Some(point) => point,
            None if board.side_to_move() == attacker => match position.five_point(attacker) {
                Some(five) => five,
                None => *match kind {
                    PuzzleKind::Vcf => find_vcf(&board, rule, VCF_PLIES),
                    PuzzleKind::Vct => find_vct(&board, rule, VCT_PLIES, VCT_NODES),
                }?
                .first()?,
            },
            None => {
                if position.has_five_point(defender) {
                    return None;
                }
                match position.five_point(attacker) {
                    Some(block) if position.is_legal(block) => block,
                    _ => position.candidates().find(|&p| position.is_legal(p))?,
                }
            }
        };
        if !board.is_empty(next) || !position.is_legal(next) {
            return None;
        }
        let mover = board.side_to_move();
        board.make_move(next);
        solution.push(next);
        if gomoku_engine::rules::winning_line(&board, next, rule).is_some() {
            return (mover == attacker).then_some(solution);
        }
    }
    None
}

/// Difficulty 1-5 from the attacker's moves in the solution, the kind, and how many other
/// threats the attacker could try first.
fn level(kind: PuzzleKind, solution_len: usize, alternatives: usize) -> u8 {
    let attacker_moves = solution_len.div_ceil(2);
    let base: u8 = match (kind, attacker_moves) {
        (PuzzleKind::Vcf, 0..=2) => 1,
        (PuzzleKind::Vcf, 3..=4) => 2,
        (PuzzleKind::Vcf, 5..=6) => 3,
        (PuzzleKind::Vcf, 7..=9) => 4,
        (PuzzleKind::Vcf, _) => 5,
        (PuzzleKind::Vct, 0..=3) => 2,
        (PuzzleKind::Vct, 4..=5) => 3,
        (PuzzleKind::Vct, 6..=7) => 4,
        (PuzzleKind::Vct, _) => 5,
    };
    let crowded = u8::from(alternatives >= 8);
    (base + crowded).min(5)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_grow_with_length_and_choice() {
        assert_eq!(level(PuzzleKind::Vcf, 3, 1), 1);
        assert_eq!(level(PuzzleKind::Vcf, 7, 1), 2);
        assert_eq!(level(PuzzleKind::Vcf, 7, 9), 3);
        assert_eq!(level(PuzzleKind::Vct, 9, 2), 3);
        assert_eq!(level(PuzzleKind::Vcf, 21, 20), 5);
        assert!((1..=5).contains(&level(PuzzleKind::Vct, 99, 99)));
    }

    /// A short run finds puzzles, each passing the independent checker, reproducibly.
    #[test]
    fn a_short_run_makes_checked_puzzles_reproducibly() {
        let config = PuzzleConfig {
            rule: Rule::Freestyle,
            games: 6,
            seed: 7,
            nodes: 1_500,
            random_plies: 4,
            per_game: 2,
            id_prefix: "t".into(),
            first_id: 1,
            levels: ALL_LEVELS.to_vec(),
            known: HashSet::new(),
            slips: 0,
        };
        let first = generate(&config, &mut |_| {});
        assert!(!first.is_empty(), "six games gave no puzzle");
        for puzzle in &first {
            check_line(puzzle).unwrap();
        }
        assert_eq!(generate(&config, &mut |_| {}), first);
    }

    /// A level-1 run from the defender's slips keeps only level-1 puzzles, numbered from
    /// `first_id` and proved by the checker, and a run that knows them makes none again.
    #[test]
    fn a_run_for_one_level_keeps_it_and_skips_known_positions() {
        let mut config = PuzzleConfig {
            rule: Rule::Freestyle,
            games: 3,
            seed: 2,
            nodes: 1_500,
            random_plies: 4,
            per_game: 2,
            id_prefix: "t".into(),
            first_id: 40,
            levels: vec![1],
            known: HashSet::new(),
            slips: 5,
        };
        let first = generate(&config, &mut |_| {});
        assert!(!first.is_empty(), "three games gave no level-1 puzzle");
        for (i, puzzle) in first.iter().enumerate() {
            assert_eq!(puzzle.level, 1, "{}", puzzle.to_line());
            assert_eq!(puzzle.id, format!("t-{:04}", 40 + i));
            check_line(puzzle).unwrap();
            check_vcf_unique(puzzle, VCF_PROOF_MOVES).unwrap();
        }
        config.known = first.iter().map(|p| p.board().hash()).collect();
        let again = generate(&config, &mut |_| {});
        assert!(
            again
                .iter()
                .all(|p| !config.known.contains(&p.board().hash()))
        );
    }

    #[test]
    fn an_addition_continues_each_rules_numbering() {
        let puzzle = |id: &str, rule| Puzzle {
            id: id.into(),
            rule,
            size: BoardSize::STANDARD,
            kind: PuzzleKind::Vcf,
            level: 1,
            position: vec![Point::new(7, 7)],
            solution: Vec::new(),
        };
        let existing = [
            puzzle("f-0007", Rule::Freestyle),
            puzzle("f-0012", Rule::Freestyle),
            puzzle("r-0003", Rule::Renju),
        ];
        let (next, known) = continuing(&existing, Rule::Freestyle, "f").unwrap();
        assert_eq!((next, known.len()), (13, 1));
        assert_eq!(continuing(&existing, Rule::Standard, "s").unwrap().0, 1);
        let odd = [puzzle("f12", Rule::Freestyle)];
        assert!(continuing(&odd, Rule::Freestyle, "f").is_err());
    }
}

//! How fast the main search sees a lost position: prints figures, asserts nothing.
//!
//! `cargo bench -p gomoku-lab --bench proofs` (add `-- --quick` for every fourth puzzle,
//! `-- --each` for a line per puzzle: its id and the nodes to the proof, or `-`)
//!
//! Each puzzle of the shipped set (`assets/puzzles/puzzles.tsv`) is a position where the side to
//! move wins by force. After the solution's first move the *defender* is to move and lost; the
//! root solvers only look for the side to move's own wins, so whether and when the search reports
//! the loss is the main search's own work: its threat handling (the quiescence over fours, the
//! mates it spots at every node, the defences it generates against threes). Strong engines see
//! such losses in a few thousand nodes; this measures ours, per rule and kind, with a node cap,
//! so a change to the search's threat handling can be judged in seconds before an SPRT.
//!
//! Each category is measured twice: as the engine plays (the root first tries its own VCF and
//! VCT, here with a tenth of the node cap, which a lost side pays in full before its search
//! starts) and with the root VCT off (the main search alone, after the root VCF).
//!
//! Then the positions of `benches/game-wins.tsv`: from our lost games against Rapfi classical,
//! each right after the move of ours that let it win by force, with the winner to move. Those
//! wins are longer and start with quiet moves; the search (as played, a larger node cap) counts
//! how many it proves: the wins our root walked into because it could not see them.

use std::time::{Duration, Instant};

use gomoku_engine::notation::parse_moves;
use gomoku_engine::puzzles::{Puzzle, PuzzleKind, parse_puzzles};
use gomoku_engine::{Board, BoardSize, Limits, Rule, Searcher, StopFlag};

/// Nodes the search may spend on one position.
const NODE_CAP: u64 = 400_000;
/// Nodes for a position of the lost games: their wins are longer (about a second of search).
const GAME_NODE_CAP: u64 = 2_000_000;

#[derive(Default)]
struct Tally {
    seen: usize,
    proved: usize,
    nodes: Vec<u64>,
    elapsed: Duration,
}

/// What the search of a position should report for the side to move.
#[derive(Clone, Copy, PartialEq)]
enum Outcome {
    Win,
    Loss,
}

/// How a position is searched.
struct Proof {
    rule: Rule,
    cap: u64,
    root_vct: bool,
    wanted: Outcome,
}

fn main() {
    // `cargo test` runs benches in test mode with `--bench` absent: keep that instant.
    if !std::env::args().any(|arg| arg == "--bench") {
        return;
    }
    let quick = std::env::args().any(|a| a == "--quick");
    let each = std::env::args().any(|a| a == "--each");
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../assets/puzzles/puzzles.tsv");
    let text = std::fs::read_to_string(path).expect("the puzzle set");
    let puzzles = parse_puzzles(&text).expect("a valid puzzle set");
    let step = if quick { 4 } else { 1 };
    println!(
        "main-search proofs of a lost position (defender to move after the puzzle's first move), \
         cap {NODE_CAP} nodes, {} of {} puzzles",
        puzzles.len().div_ceil(step),
        puzzles.len()
    );
    puzzle_proofs(&puzzles, step, each);
    game_wins(step, each);
}

fn puzzle_proofs(puzzles: &[Puzzle], step: usize, each: bool) {
    for rule in [Rule::Freestyle, Rule::Standard, Rule::Renju] {
        for (kind, root_vct) in [
            (PuzzleKind::Vcf, true),
            (PuzzleKind::Vct, true),
            (PuzzleKind::Vct, false),
        ] {
            let mut tally = Tally::default();
            for puzzle in puzzles
                .iter()
                .step_by(step)
                .filter(|p| p.rule == rule && p.kind == kind)
            {
                let mut board = puzzle.board();
                board.make_move(puzzle.solution[0]);
                let label = each.then(|| format!("{} root VCT {root_vct}", puzzle.id));
                let proof = Proof {
                    rule,
                    cap: NODE_CAP,
                    root_vct,
                    wanted: Outcome::Loss,
                };
                tally.measure(&board, &proof, label.as_deref());
            }
            if tally.seen == 0 {
                continue;
            }
            let what = if root_vct {
                "as played"
            } else {
                "root VCT off"
            };
            tally.print(&format!("{rule} {}, {what}", kind.name()));
        }
    }
}

impl Tally {
    /// Searches `board` within the cap and counts the nodes until an iteration first reports
    /// the wanted result; `label` given, prints them (or `-`).
    fn measure(&mut self, board: &Board, proof: &Proof, label: Option<&str>) {
        let mut searcher = Searcher::new(proof.rule, 16);
        searcher.set_vct(proof.root_vct);
        let mut proved_at = None;
        let started = Instant::now();
        searcher.search(
            board,
            &Limits::nodes(proof.cap),
            &StopFlag::new(),
            &mut |info| {
                let score = info.line.score;
                let reached = match proof.wanted {
                    Outcome::Win => score.is_win(),
                    Outcome::Loss => score.is_loss(),
                };
                if reached && proved_at.is_none() {
                    proved_at = Some(info.nodes);
                }
            },
        );
        self.elapsed += started.elapsed();
        self.seen += 1;
        if let Some(label) = label {
            let nodes = proved_at.map_or("-".to_owned(), |n| n.to_string());
            println!("{label}: {nodes}");
        }
        if let Some(nodes) = proved_at {
            self.proved += 1;
            self.nodes.push(nodes);
        }
    }

    fn print(&mut self, label: &str) {
        self.nodes.sort_unstable();
        let at = |q: f64| {
            self.nodes
                .get(((self.nodes.len() as f64 - 1.0) * q).round() as usize)
                .copied()
                .unwrap_or(0)
        };
        println!(
            "{label}: proved {}/{} ({:.0} %), nodes to the proof median {}, p90 {}, max {}; \
             {:.1} s in all",
            self.proved,
            self.seen,
            100.0 * self.proved as f64 / self.seen as f64,
            at(0.5),
            at(0.9),
            self.nodes.last().copied().unwrap_or(0),
            self.elapsed.as_secs_f64()
        );
    }
}

/// The positions of `game-wins.tsv`: from our lost gauntlet games, each right after the move of
/// ours that let the opponent win by force (the winner to move). Counts how many the search
/// proves a win for the side to move, and in how many nodes: the wins we walked into.
fn game_wins(step: usize, each: bool) {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/game-wins.tsv");
    let text = std::fs::read_to_string(path).expect("the game-wins set");
    let size = BoardSize::STANDARD;
    let positions: Vec<(&str, Rule, Board)> = text
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            let rule: Rule = fields[1].parse().expect("a rule name");
            let mut board = Board::new(size);
            for point in parse_moves(fields[2], size).expect("a move list") {
                board.play(point).expect("a legal move");
            }
            (fields[0], rule, board)
        })
        .collect();
    println!(
        "wins the opponent found after our losing moves (winner to move), cap {GAME_NODE_CAP} nodes"
    );
    for rule in [Rule::Freestyle, Rule::Renju] {
        let mut tally = Tally::default();
        let proof = Proof {
            rule,
            cap: GAME_NODE_CAP,
            root_vct: true,
            wanted: Outcome::Win,
        };
        for (id, _, board) in positions.iter().filter(|p| p.1 == rule).step_by(step) {
            tally.measure(board, &proof, each.then_some(id));
        }
        if tally.seen > 0 {
            tally.print(&format!("{rule} game wins"));
        }
    }
}

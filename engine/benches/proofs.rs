//! How fast the main search sees a lost position: prints figures, asserts nothing.
//!
//! `cargo bench -p gomoku-engine --bench proofs` (add `-- --quick` for every fourth puzzle,
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

use std::time::{Duration, Instant};

use gomoku_engine::puzzles::{PuzzleKind, parse_puzzles};
use gomoku_engine::{Limits, Rule, Searcher, StopFlag};

/// Nodes the search may spend on one position.
const NODE_CAP: u64 = 400_000;

struct Tally {
    seen: usize,
    proved: usize,
    nodes: Vec<u64>,
    elapsed: Duration,
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
    for rule in [Rule::Freestyle, Rule::Standard, Rule::Renju] {
        for (kind, root_vct) in [
            (PuzzleKind::Vcf, true),
            (PuzzleKind::Vct, true),
            (PuzzleKind::Vct, false),
        ] {
            let mut tally = Tally {
                seen: 0,
                proved: 0,
                nodes: Vec::new(),
                elapsed: Duration::ZERO,
            };
            for puzzle in puzzles
                .iter()
                .step_by(step)
                .filter(|p| p.rule == rule && p.kind == kind)
            {
                let mut board = puzzle.board();
                board.make_move(puzzle.solution[0]);
                let mut searcher = Searcher::new(rule, 16);
                searcher.set_vct(root_vct);
                let mut proved_at = None;
                let started = Instant::now();
                searcher.search(
                    &board,
                    &Limits::nodes(NODE_CAP),
                    &StopFlag::new(),
                    &mut |info| {
                        if info.line.score.is_loss() && proved_at.is_none() {
                            proved_at = Some(info.nodes);
                        }
                    },
                );
                tally.elapsed += started.elapsed();
                tally.seen += 1;
                if each {
                    let nodes = proved_at.map_or("-".to_owned(), |n| n.to_string());
                    println!("{} root VCT {root_vct}: {nodes}", puzzle.id);
                }
                if let Some(nodes) = proved_at {
                    tally.proved += 1;
                    tally.nodes.push(nodes);
                }
            }
            if tally.seen == 0 {
                continue;
            }
            tally.nodes.sort_unstable();
            let at = |q: f64| {
                tally
                    .nodes
                    .get(((tally.nodes.len() as f64 - 1.0) * q).round() as usize)
                    .copied()
                    .unwrap_or(0)
            };
            println!(
                "{rule} {}, {}: proved {}/{} ({:.0} %), nodes to the proof median {}, p90 {}, \
                 max {}; {:.1} s in all",
                kind.name(),
                if root_vct {
                    "as played"
                } else {
                    "root VCT off"
                },
                tally.proved,
                tally.seen,
                100.0 * tally.proved as f64 / tally.seen as f64,
                at(0.5),
                at(0.9),
                tally.nodes.last().copied().unwrap_or(0),
                tally.elapsed.as_secs_f64()
            );
        }
    }
}

//! The shipped puzzle set (`assets/puzzles/puzzles.tsv`, made by `gomoku-puzzles`) is what
//! docs/puzzles.md promises, and every puzzle is re-proved without the threat solvers that made it.

use std::collections::HashSet;

use gomoku_engine::Rule;
use gomoku_engine::puzzles::{Puzzle, PuzzleKind, parse_puzzles};
use gomoku_lab::puzzles::check::{check_line, check_vcf_unique};
use gomoku_lab::puzzles::clean::{MAX_STONES, MIN_STONES};
use gomoku_lab::puzzles::generate::{RIVAL_NODES, rival_wins_by_search};

/// Attacker moves the brute-force VCF proof may use (the generator keeps VCFs of up to 16).
const VCF_PROOF_MOVES: usize = 16;

fn shipped() -> Vec<Puzzle> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../assets/puzzles/puzzles.tsv");
    let text = std::fs::read_to_string(path).expect("the puzzle set is in the repository");
    parse_puzzles(&text).expect("the puzzle set parses")
}

#[test]
fn the_set_has_the_promised_size_and_spread() {
    let puzzles = shipped();
    assert!(puzzles.len() >= 450, "only {} puzzles", puzzles.len());
    let renju = puzzles.iter().filter(|p| p.rule == Rule::Renju).count();
    assert!(renju >= 60, "only {renju} renju puzzles");
    for kind in [PuzzleKind::Vcf, PuzzleKind::Vct] {
        assert!(puzzles.iter().any(|p| p.kind == kind), "no {kind:?} puzzle");
    }
    let positions: HashSet<(Rule, &[_])> = puzzles
        .iter()
        .map(|p| (p.rule, p.position.as_slice()))
        .collect();
    assert_eq!(
        positions.len(),
        puzzles.len(),
        "a position is shipped twice"
    );
    // Additions continue each rule's numbering, so an id names one puzzle and its rule.
    let ids: HashSet<&str> = puzzles.iter().map(|p| p.id.as_str()).collect();
    assert_eq!(ids.len(), puzzles.len(), "an id is shipped twice");
    for puzzle in &puzzles {
        let prefix = &puzzle.rule.name()[..1];
        assert!(
            puzzle.id.starts_with(&format!("{prefix}-")),
            "puzzle {} is {}",
            puzzle.id,
            puzzle.rule.name()
        );
    }
}

/// Every level, the beginner's short VCFs and VCTs too, has enough puzzles to practise on.
#[test]
fn every_level_has_at_least_sixty_puzzles() {
    let puzzles = shipped();
    for level in 1..=5 {
        let count = puzzles.iter().filter(|p| p.level == level).count();
        assert!(count >= 60, "only {count} puzzles of level {level}");
    }
}

/// Level 1 is the clean set (`gomoku-puzzles --replace-level1`): small positions a beginner
/// reads at a glance, each a short VCF (a move that makes an open four or two fours, the
/// defence, the five).
#[test]
fn level_one_puzzles_are_small_positions() {
    for puzzle in shipped().iter().filter(|p| p.level == 1) {
        let stones = puzzle.position.len();
        assert!(
            (MIN_STONES..=MAX_STONES).contains(&stones),
            "puzzle {} has {stones} stones",
            puzzle.id
        );
        assert_eq!(puzzle.kind, PuzzleKind::Vcf, "puzzle {}", puzzle.id);
        assert_eq!(puzzle.solution.len(), 3, "puzzle {}", puzzle.id);
    }
}

/// Every main line is legal and sound (the independent checker's line rules), and every VCF
/// puzzle's first move is proved the only one that wins by fours, by brute force.
#[test]
fn every_puzzle_passes_the_independent_checker() {
    for puzzle in shipped() {
        check_line(&puzzle).unwrap_or_else(|e| panic!("{e}"));
        check_vcf_unique(&puzzle, VCF_PROOF_MOVES).unwrap_or_else(|e| panic!("{e}"));
    }
}

/// No rival threat (a four or an open three other than the solution's first move) leaves the
/// defender lost as far as the full alpha-beta search sees, with its own threat solvers off.
#[test]
fn no_rival_first_move_wins_by_the_full_search() {
    for puzzle in shipped() {
        if let Some(rival) = rival_wins_by_search(&puzzle, RIVAL_NODES) {
            panic!(
                "puzzle {}: the rival first move {rival:?} wins too",
                puzzle.id
            );
        }
    }
}

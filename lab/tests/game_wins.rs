//! The positions the `proofs` bench takes from our lost games (`benches/game-wins.tsv`) stay
//! usable: each line names a rule and a legal, unfinished game, ids are unique, and each rule
//! the bench reports has positions.

use std::collections::HashSet;

use gomoku_engine::notation::parse_moves;
use gomoku_engine::{BoardSize, Game, GameOptions, Rule};

#[test]
fn every_position_is_a_legal_unfinished_game_with_a_claimed_win() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/game-wins.tsv");
    let text = std::fs::read_to_string(path).expect("the set is in the repository");
    let size = BoardSize::STANDARD;
    let mut ids = HashSet::new();
    let mut per_rule = [0usize; 2];
    for (number, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(
            fields.len(),
            4,
            "line {}: four tab-separated fields",
            number + 1
        );
        assert!(
            ids.insert(fields[0]),
            "line {}: id {} twice",
            number + 1,
            fields[0]
        );
        let rule: Rule = fields[1].parse().expect("a rule name");
        let moves = parse_moves(fields[2], size).expect("a move list");
        let options = GameOptions {
            rule,
            size,
            strict_forbidden: false,
        };
        let game = Game::from_moves(options, &moves)
            .unwrap_or_else(|(at, e)| panic!("line {}: move {at}: {e:?}", number + 1));
        assert!(!game.is_over(), "line {}: the game is over", number + 1);
        let plies: u32 = fields[3].parse().expect("the claimed win's length");
        assert!(
            plies % 2 == 1,
            "line {}: a win ends on the winner's move",
            number + 1
        );
        per_rule[usize::from(rule == Rule::Renju)] += 1;
    }
    assert!(
        per_rule.iter().all(|&n| n >= 40),
        "positions per rule: {per_rule:?}"
    );
}

//! How far our search's value of a position can be trusted (`gomoku-calibrate`): in finished
//! games, every position where one engine was to move is searched by our engine in this process
//! and by a peer brain over the protocol, both on the same node budget, and the two values are
//! set against the game's result and against each other.
//!
//! A value that is right on average scores as it says; one that disagrees with a stronger
//! peer's in one direction only (ours high where the peer's is low, never the other way) is
//! biased, whatever the score says about the players' strength.

use std::time::Duration;

use gomoku_engine::point::{BoardSize, Point};
use gomoku_engine::rules::Rule;
use gomoku_engine::search::{Limits, Score, Searcher, StopFlag};

use crate::game_records::{board_after, parse_games};
use crate::probe::{ProbeBrain, ProbeValue, probe};

/// A position from a game with the engine under study to move, and that engine's result in the
/// game (1 a win, ½ a draw, 0 a loss).
#[derive(Clone, Debug, PartialEq)]
pub struct SidePosition {
    /// Which of the side's games it comes from, counting from 1 in the file's order.
    pub game: usize,
    pub moves: Vec<Point>,
    pub result: f64,
}

/// Every position of the first `max_games` games of an arena's `games.txt` (`N black=A
/// white=B RESULT MOVES`) that the engine named `side` played, at each of its turns from the
/// first after the opening's `opening_stones` on. A line that is not a game is an error naming
/// it.
pub fn positions_of_side(
    games: &str,
    size: BoardSize,
    side: &str,
    opening_stones: usize,
    max_games: usize,
) -> Result<Vec<SidePosition>, String> {
    let mut positions = Vec::new();
    let games = parse_games(games, size)?;
    let of_side = games
        .iter()
        .filter_map(|game| Some((game, game.score_of(side)?)))
        .take(max_games);
    for (used, (game, result)) in of_side.enumerate() {
        // Black moves when the stones on the board are even in number.
        let parity = usize::from(game.white == side);
        let first = opening_stones + usize::from(opening_stones % 2 != parity);
        for stones in (first..game.moves.len()).step_by(2) {
            positions.push(SidePosition {
                game: used + 1,
                moves: game.moves[..stones].to_vec(),
                result,
            });
        }
    }
    Ok(positions)
}

/// Our engine's value of `moves` (black first) for the side to move: a fresh searcher (the
/// brain's default table) on `nodes` nodes.
pub fn our_value(
    rule: Rule,
    size: BoardSize,
    nodes: u64,
    moves: &[Point],
) -> Result<ProbeValue, String> {
    let board = board_after(size, moves)?;
    let mut searcher = Searcher::new(rule, 32);
    let result = searcher.search(&board, &Limits::nodes(nodes), &StopFlag::new(), &mut |_| {});
    Ok(match result.score {
        Score::Win(_) => ProbeValue::Won,
        Score::Loss(_) => ProbeValue::Lost,
        Score::Eval(value) => ProbeValue::Eval(i64::from(value)),
    })
}

/// The peer's value of `moves` for the side to move: its last finished iteration's score on
/// `nodes` nodes (`None` if it printed none).
pub fn peer_value(
    peer: &ProbeBrain,
    rule: Rule,
    size: BoardSize,
    nodes: u64,
    moves: &[Point],
    timeout: Duration,
) -> Result<Option<ProbeValue>, String> {
    let run = probe(peer, rule, size, nodes, moves, timeout)
        .map_err(|e| format!("{}: {e}", peer.name))?;
    Ok(run.iterations.last().and_then(|i| i.value))
}

/// One position's two values and the game's result for the engine to move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sample {
    pub ours: ProbeValue,
    pub peer: Option<ProbeValue>,
    pub result: f64,
}

/// Our values are bucketed at these edges (our units: a win probability of about
/// sigmoid(v / 400) by our fit).
pub const OUR_EDGES: [i64; 6] = [-700, -100, 100, 300, 700, 1_500];
/// The peer's values at these (Rapfi's units).
pub const PEER_EDGES: [i64; 5] = [-400, -100, 30, 200, 400];
/// "Clearly better" in our units, for the disagreement counts.
pub const CLEAR_EDGE: i64 = 500;

/// A bucket's label: `below A`, `A to B`, `B and more`.
fn bucket_label(edges: &[i64], index: usize) -> String {
    match index {
        0 => format!("below {}", edges[0]),
        i if i == edges.len() => format!("{} and more", edges[i - 1]),
        i => format!("{} to {}", edges[i - 1], edges[i]),
    }
}

/// The positions whose unproven value falls in each bucket: their count and the mean result.
fn bucket_rows(edges: &[i64], values: impl Iterator<Item = (i64, f64)>) -> String {
    let mut sums = vec![(0usize, 0.0f64); edges.len() + 1];
    for (value, result) in values {
        let index = edges.iter().take_while(|&&edge| value >= edge).count();
        sums[index].0 += 1;
        sums[index].1 += result;
    }
    let mut rows = String::new();
    for (index, (count, total)) in sums.iter().enumerate() {
        let score = if *count == 0 {
            "–".to_string()
        } else {
            format!("{:.1} %", 100.0 * total / *count as f64)
        };
        rows.push_str(&format!(
            "| {} | {count} | {score} |\n",
            bucket_label(edges, index)
        ));
    }
    rows
}

/// How the samples' values agree with the results and with each other, as Markdown: a table of
/// our values' buckets, one of the peer's, the proven values' results, and the disagreements.
pub fn report(samples: &[Sample]) -> String {
    let eval = |v: Option<ProbeValue>| match v {
        Some(ProbeValue::Eval(value)) => Some(value),
        _ => None,
    };
    let mut text = String::from("| our value | positions | score |\n|---|---|---|\n");
    text.push_str(&bucket_rows(
        &OUR_EDGES,
        samples
            .iter()
            .filter_map(|s| eval(Some(s.ours)).map(|v| (v, s.result))),
    ));
    text.push_str("\n| peer's value | positions | score |\n|---|---|---|\n");
    text.push_str(&bucket_rows(
        &PEER_EDGES,
        samples
            .iter()
            .filter_map(|s| eval(s.peer).map(|v| (v, s.result))),
    ));
    let proven = |wanted: ProbeValue| {
        let results: Vec<f64> = samples
            .iter()
            .filter(|s| s.ours == wanted)
            .map(|s| s.result)
            .collect();
        let won = results.iter().filter(|&&r| r == 1.0).count();
        let lost = results.iter().filter(|&&r| r == 0.0).count();
        (results.len(), won, lost)
    };
    let (called_won, won_of_them, lost_of_them) = proven(ProbeValue::Won);
    text.push_str(&format!(
        "\nCalled won by our search: {called_won} positions, {won_of_them} won, {lost_of_them} lost.\n"
    ));
    let (called_lost, won_of_them, lost_of_them) = proven(ProbeValue::Lost);
    text.push_str(&format!(
        "Called lost by our search: {called_lost} positions, {won_of_them} won, {lost_of_them} lost.\n"
    ));
    let both: Vec<(i64, i64, f64)> = samples
        .iter()
        .filter_map(|s| Some((eval(Some(s.ours))?, eval(s.peer)?, s.result)))
        .collect();
    let disagreement = |clear: &dyn Fn(i64) -> bool, against: &dyn Fn(i64) -> bool| {
        let clear: Vec<&(i64, i64, f64)> = both.iter().filter(|(o, _, _)| clear(*o)).collect();
        let against: Vec<&&(i64, i64, f64)> =
            clear.iter().filter(|(_, p, _)| against(*p)).collect();
        let score = if against.is_empty() {
            "–".to_string()
        } else {
            let total: f64 = against.iter().map(|(_, _, r)| r).sum();
            format!("{:.1} %", 100.0 * total / against.len() as f64)
        };
        (against.len(), clear.len(), score)
    };
    let (against, clear, score) = disagreement(&|o| o >= CLEAR_EDGE, &|p| p < 0);
    text.push_str(&format!(
        "Ours +{CLEAR_EDGE} or more and the peer's below 0: {against} of {clear} (our score there {score}).\n"
    ));
    let (against, clear, score) = disagreement(&|o| o <= -CLEAR_EDGE, &|p| p > 0);
    text.push_str(&format!(
        "Ours -{CLEAR_EDGE} or less and the peer's above 0: {against} of {clear} (our score there {score}).\n"
    ));
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use gomoku_engine::notation::parse_moves;

    const GAMES: &str = "\
1 black=ours white=peer white wins (five) h8h9i8i9j8j9k8k9
2 black=peer white=ours white wins (five) h8h9i8i9j8j9k8k9
3 black=a white=b draw h8h9
4 black=ours white=peer draw h8h9i8i9j8
";

    #[test]
    fn a_side_is_taken_on_its_turns_with_its_result() {
        let size = BoardSize::STANDARD;
        let positions = positions_of_side(GAMES, size, "ours", 3, 10).unwrap();
        let of_game = |game: usize| -> Vec<(usize, f64)> {
            positions
                .iter()
                .filter(|p| p.game == game)
                .map(|p| (p.moves.len(), p.result))
                .collect()
        };
        // Black: even stone counts from 4; white: odd from 3. Game 3 is not ours.
        assert_eq!(of_game(1), [(4, 0.0), (6, 0.0)]);
        assert_eq!(of_game(2), [(3, 1.0), (5, 1.0), (7, 1.0)]);
        assert_eq!(of_game(3), [(4, 0.5)]);
        assert_eq!(positions.len(), 6);
        // The game limit counts the side's games only.
        assert_eq!(
            positions_of_side(GAMES, size, "ours", 3, 1).unwrap().len(),
            2
        );
    }

    #[test]
    fn bad_lines_are_errors_that_name_them() {
        let size = BoardSize::STANDARD;
        for bad in [
            "1 black=ours white=peer white wins (five) h8h8",
            "1 black=ours white=peer white wins (five) zz",
            "junk",
            "1 blk=ours white=peer draw h8",
            "1 black=ours white=peer resigned h8",
        ] {
            let error = positions_of_side(bad, size, "ours", 3, 10).unwrap_err();
            assert!(error.starts_with("line 1"), "{bad}: {error}");
        }
    }

    #[test]
    fn the_report_counts_buckets_proofs_and_one_sided_disagreement() {
        let sample = |ours, peer: Option<i64>, result| Sample {
            ours: ProbeValue::Eval(ours),
            peer: peer.map(ProbeValue::Eval),
            result,
        };
        let samples = [
            sample(800, Some(-300), 0.0),
            sample(900, Some(100), 1.0),
            sample(-800, Some(-500), 0.0),
            sample(0, None, 0.5),
            Sample {
                ours: ProbeValue::Won,
                peer: Some(ProbeValue::Won),
                result: 1.0,
            },
        ];
        let text = report(&samples);
        assert!(text.contains("| 700 to 1500 | 2 | 50.0 % |"), "{text}");
        assert!(text.contains("| below -700 | 1 | 0.0 % |"), "{text}");
        assert!(text.contains("| -100 to 100 | 1 | 50.0 % |"), "{text}");
        assert!(text.contains("| below -400 | 1 | 0.0 % |"), "{text}");
        assert!(text.contains("| 30 to 200 | 1 | 100.0 % |"), "{text}");
        assert!(
            text.contains("Called won by our search: 1 positions, 1 won, 0 lost."),
            "{text}"
        );
        assert!(
            text.contains(
                "Ours +500 or more and the peer's below 0: 1 of 2 (our score there 0.0 %)."
            ),
            "{text}"
        );
        assert!(
            text.contains("Ours -500 or less and the peer's above 0: 0 of 1 (our score there –)."),
            "{text}"
        );
    }

    #[test]
    fn our_value_searches_and_refuses_a_bad_position() {
        let size = BoardSize::STANDARD;
        // Black has an open four on row 8 and white is to move: lost.
        let moves = parse_moves("h8a1i8a3j8a5k8", size).unwrap();
        assert_eq!(
            our_value(Rule::Freestyle, size, 2_000, &moves).unwrap(),
            ProbeValue::Lost
        );
        let occupied = [moves[0], moves[0]];
        assert!(our_value(Rule::Freestyle, size, 1_000, &occupied).is_err());
    }
}

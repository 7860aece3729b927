//! A candidate's match against the control's on the same openings (`gomoku-compare`): both
//! played against the same peer at a node budget, where every game that differs is the
//! candidate's doing. Each opening's pair is scored for the engine (0 to 2 games) in both
//! matches and the difference taken opening by opening, so the interval is that of the paired
//! difference, not of two independent scores.

use gomoku_engine::point::BoardSize;

use crate::game_records::parse_games;

/// Stones of an opening that must agree for two games to be the same opening's.
pub const OPENING_STONES: usize = 3;

/// The paired comparison of a candidate's match with the control's.
#[derive(Clone, Debug, PartialEq)]
pub struct Comparison {
    /// Openings whose two games both matches played.
    pub pairs: usize,
    /// Each match's score over those pairs, as a fraction of the games.
    pub candidate: f64,
    pub control: f64,
    /// The mean of (candidate − control) a pair, as a fraction of a pair's two games, and the
    /// half width of its 95 % interval.
    pub difference: f64,
    pub half_width: f64,
    /// Openings whose pair scored the same in both matches.
    pub equal_pairs: usize,
}

impl Comparison {
    /// One line, in points (percent of the games).
    pub fn describe(&self) -> String {
        format!(
            "{} pairs: candidate {:.1} %, control {:.1} %, difference {:+.1} ± {:.1} points (95 %), {} pairs scored alike",
            self.pairs,
            100.0 * self.candidate,
            100.0 * self.control,
            100.0 * self.difference,
            100.0 * self.half_width,
            self.equal_pairs
        )
    }
}

/// Pairs games 2k − 1 and 2k of each file (the arena plays an opening's two games in turn) and
/// compares the candidate's pairs with the control's. The two matches must have played the same
/// openings in the same order; a pair whose openings differ is an error.
pub fn compare(
    control: &str,
    control_name: &str,
    candidate: &str,
    candidate_name: &str,
    size: BoardSize,
) -> Result<Comparison, String> {
    // Each opening's pair: its games counted, the engine's score, the opening's stones.
    let pair_scores = |text: &str, name: &str| {
        let mut pairs = std::collections::BTreeMap::new();
        for game in parse_games(text, size)? {
            let score = game.score_of(name).ok_or_else(|| {
                format!("game {}: `{name}` is not one of its players", game.number)
            })?;
            let opening: Vec<_> = game.moves.iter().take(OPENING_STONES).copied().collect();
            let entry = pairs
                .entry(game.number.div_ceil(2))
                .or_insert((0usize, 0.0, opening));
            entry.0 += 1;
            entry.1 += score;
        }
        Ok::<_, String>(pairs)
    };
    let control = pair_scores(control, control_name).map_err(|e| format!("control: {e}"))?;
    let candidate =
        pair_scores(candidate, candidate_name).map_err(|e| format!("candidate: {e}"))?;
    let mut differences = Vec::new();
    let (mut control_sum, mut candidate_sum, mut equal_pairs) = (0.0, 0.0, 0);
    for (pair, (games, score, opening)) in &candidate {
        let Some((control_games, control_score, control_opening)) = control.get(pair) else {
            continue;
        };
        if *games != 2 || *control_games != 2 {
            continue;
        }
        if opening != control_opening {
            return Err(format!(
                "opening {pair}: the two matches played different openings"
            ));
        }
        differences.push((score - control_score) / 2.0);
        candidate_sum += score;
        control_sum += control_score;
        equal_pairs += usize::from(score == control_score);
    }
    let pairs = differences.len();
    if pairs < 2 {
        return Err(format!(
            "{pairs} opening(s) with both games in both matches: too few to compare"
        ));
    }
    let n = pairs as f64;
    let mean = differences.iter().sum::<f64>() / n;
    let variance = differences.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / (n - 1.0);
    Ok(Comparison {
        pairs,
        candidate: candidate_sum / (2.0 * n),
        control: control_sum / (2.0 * n),
        difference: mean,
        half_width: 1.96 * (variance / n).sqrt(),
        equal_pairs,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(number: usize, black: &str, white: &str, result: &str, moves: &str) -> String {
        format!("{number} black={black} white={white} {result} {moves}\n")
    }

    /// Two openings; the control splits both, the candidate wins both games of the second.
    fn matches() -> (String, String) {
        let (a, b) = ("h8h9i8i9j8", "a1b2c3d4");
        let control = [
            line(1, "base", "peer", "black wins (five)", a),
            line(2, "peer", "base", "black wins (five)", a),
            line(3, "base", "peer", "white wins (five)", b),
            line(4, "peer", "base", "white wins (five)", b),
        ]
        .concat();
        let candidate = [
            line(1, "cand", "peer", "black wins (five)", a),
            line(2, "peer", "cand", "black wins (five)", a),
            line(3, "cand", "peer", "black wins (five)", b),
            line(4, "peer", "cand", "white wins (five)", b),
        ]
        .concat();
        (control, candidate)
    }

    #[test]
    fn pairs_are_compared_opening_by_opening() {
        let (control, candidate) = matches();
        let result = compare(&control, "base", &candidate, "cand", BoardSize::STANDARD).unwrap();
        assert_eq!(result.pairs, 2);
        assert_eq!(result.equal_pairs, 1);
        assert!((result.control - 0.5).abs() < 1e-9);
        assert!((result.candidate - 0.75).abs() < 1e-9);
        // Differences 0 and +½ a pair: mean ¼, sample variance ⅛.
        assert!((result.difference - 0.25).abs() < 1e-9);
        assert!((result.half_width - 1.96 * (0.125f64 / 2.0).sqrt()).abs() < 1e-9);
        assert!(
            result
                .describe()
                .starts_with("2 pairs: candidate 75.0 %, control 50.0 %, difference +25.0 ± ")
        );
    }

    #[test]
    fn different_openings_wrong_names_and_junk_are_errors() {
        let (control, candidate) = matches();
        let size = BoardSize::STANDARD;
        let moved = candidate.replace("a1b2c3d4", "a1b2c4d4");
        assert!(
            compare(&control, "base", &moved, "cand", size)
                .unwrap_err()
                .contains("opening 2")
        );
        assert!(
            compare(&control, "nobody", &candidate, "cand", size)
                .unwrap_err()
                .starts_with("control: game 1")
        );
        assert!(
            compare(&control, "base", "junk", "cand", size)
                .unwrap_err()
                .starts_with("candidate: line 1")
        );
        let one_pair: String = control.lines().take(2).map(|l| format!("{l}\n")).collect();
        assert!(compare(&one_pair, "base", &candidate, "cand", size).is_err());
    }
}

//! Opening pairs: every opening is played twice with the colours swapped, so a game lost with
//! the colour a one-sided opening leaves behind costs nothing when its twin is won. Counting
//! by pairs shows where a match is decided (the openings one engine wins twice), and the pairs'
//! scores, not the games', are the independent samples, so their spread gives the honest
//! interval of a paired match.

use std::collections::HashMap;

use crate::arena::{FinishedGame, Outcome};
use gomoku_engine::point::Color;

/// The complete pairs of a match, by how the first engine fared in them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PairTally {
    pub won_both: u32,
    pub lost_both: u32,
    /// A win and a loss because white won both games.
    pub white_won_both: u32,
    /// A win and a loss because black won both games.
    pub black_won_both: u32,
    pub drawn_both: u32,
    pub win_and_draw: u32,
    pub loss_and_draw: u32,
}

impl PairTally {
    /// The pairs among `games` (games 2k and 2k + 1 play one opening with the colours
    /// swapped); an opening with only one game finished (a match cut short) is left out.
    pub fn of(games: &[FinishedGame]) -> PairTally {
        let mut tally = PairTally::default();
        let by_index: HashMap<usize, &FinishedGame> = games.iter().map(|g| (g.index, g)).collect();
        // The twins are games 2k and 2k + 1.
        for a in games.iter().filter(|g| g.index % 2 == 0) {
            let Some(b) = by_index.get(&(a.index + 1)) else {
                continue;
            };
            if a.opening != b.opening || a.first_is_black == b.first_is_black {
                continue;
            }
            match (a.result_for_first(), b.result_for_first()) {
                (1, 1) => tally.won_both += 1,
                (-1, -1) => tally.lost_both += 1,
                (0, 0) => tally.drawn_both += 1,
                (1, 0) | (0, 1) => tally.win_and_draw += 1,
                (-1, 0) | (0, -1) => tally.loss_and_draw += 1,
                _ => {
                    if winner(a) == Some(Color::White) {
                        tally.white_won_both += 1;
                    } else {
                        tally.black_won_both += 1;
                    }
                }
            }
        }
        tally
    }

    pub fn pairs(&self) -> u32 {
        self.by_score().iter().map(|&(_, count)| count).sum()
    }

    /// Pairs scoring one game of two: a win and a loss, or two draws.
    fn split(&self) -> u32 {
        self.white_won_both + self.black_won_both + self.drawn_both
    }

    /// The number of pairs scoring 0, 1/4, 1/2, 3/4 and 1 for the first engine (the
    /// pentanomial counts).
    fn by_score(&self) -> [(f64, u32); 5] {
        [
            (0.0, self.lost_both),
            (0.25, self.loss_and_draw),
            (0.5, self.split()),
            (0.75, self.win_and_draw),
            (1.0, self.won_both),
        ]
    }

    /// The first engine's score over the pairs, and the half-width of its 95 % interval from
    /// the pairs' spread (0 with fewer than two pairs).
    pub fn score_interval(&self) -> (f64, f64) {
        let n = f64::from(self.pairs());
        if n == 0.0 {
            return (0.5, 0.0);
        }
        let counts = self.by_score();
        let mean = counts.iter().map(|&(s, c)| s * f64::from(c)).sum::<f64>() / n;
        if n < 2.0 {
            return (mean, 0.0);
        }
        let variance = counts
            .iter()
            .map(|&(s, c)| f64::from(c) * (s - mean).powi(2))
            .sum::<f64>()
            / (n - 1.0);
        (mean, 1.96 * (variance / n).sqrt())
    }

    /// One line for the match's final table.
    pub fn describe(&self) -> String {
        let (score, margin) = self.score_interval();
        format!(
            "{} pairs: won both {}, lost both {}, split {} (white won both {}, black won both {}, \
             both drawn {}), a win and a draw {}, a loss and a draw {}; score by pairs {:.1}% ± {:.1}",
            self.pairs(),
            self.won_both,
            self.lost_both,
            self.split(),
            self.white_won_both,
            self.black_won_both,
            self.drawn_both,
            self.win_and_draw,
            self.loss_and_draw,
            100.0 * score,
            100.0 * margin
        )
    }
}

fn winner(game: &FinishedGame) -> Option<Color> {
    match &game.outcome {
        Outcome::Win { color, .. } => Some(*color),
        Outcome::Draw => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(index: usize, first_is_black: bool, winner: Option<Color>) -> FinishedGame {
        FinishedGame {
            index,
            opening: index / 2,
            first_is_black,
            moves: Vec::new(),
            times_ms: Vec::new(),
            outcome: match winner {
                Some(color) => Outcome::Win {
                    color,
                    reason: "five".into(),
                },
                None => Outcome::Draw,
            },
        }
    }

    /// Each kind of pair is counted where it belongs; a lone last game is left out.
    #[test]
    fn pairs_are_counted_by_how_the_first_engine_fared() {
        use Color::{Black, White};
        let games = vec![
            // Won both: black as black, then white as white.
            game(0, true, Some(Black)),
            game(1, false, Some(White)),
            // White won both: the first engine lost as black, won as white.
            game(2, true, Some(White)),
            game(3, false, Some(White)),
            // Black won both.
            game(4, true, Some(Black)),
            game(5, false, Some(Black)),
            // Lost both.
            game(6, true, Some(White)),
            game(7, false, Some(Black)),
            // A loss and a draw.
            game(8, true, None),
            game(9, false, Some(Black)),
            // A lone game of an opening whose twin was never played.
            game(10, true, Some(Black)),
        ];
        let tally = PairTally::of(&games);
        assert_eq!(
            tally,
            PairTally {
                won_both: 1,
                lost_both: 1,
                white_won_both: 1,
                black_won_both: 1,
                drawn_both: 0,
                win_and_draw: 0,
                loss_and_draw: 1,
            }
        );
        assert_eq!(tally.pairs(), 5);
        let (score, margin) = tally.score_interval();
        // (1 + 0 + 0.5 + 0.5 + 0.25) / 5
        assert!((score - 0.45).abs() < 1e-12);
        assert!(margin > 0.0 && margin < 0.5);
        assert!(
            tally
                .describe()
                .starts_with("5 pairs: won both 1, lost both 1, split 2")
        );
    }

    #[test]
    fn no_pairs_give_an_even_score_without_spread() {
        assert_eq!(PairTally::default().score_interval(), (0.5, 0.0));
        let one = PairTally::of(&[game(0, true, Some(Color::Black))]);
        assert_eq!(one.pairs(), 0);
    }
}

//! Opening pairs: every opening is played twice with the colours swapped, so a game lost with
//! the colour a one-sided opening leaves behind costs nothing when its twin is won. Counting
//! by pairs shows where a match is decided (the openings one engine wins twice), and the pairs'
//! scores, not the games', are the independent samples, so their spread gives the honest
//! interval of a paired match and the pentanomial GSPRT ([`PairTally::llr`]) its variance.

use std::collections::HashMap;

use crate::arena::stats::{elo_bounds, score_from_elo};
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

/// The pentanomial classes' names, in the order of [`PairTally::pentanomial`]: a pair's score
/// of 0, 0.5, 1, 1.5 and 2 games.
pub const PENTANOMIAL_NAMES: [&str; 5] = ["LL", "LD", "DD/WL", "WD", "WW"];
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

    /// Pairs with the given pentanomial counts (LL, LD, DD, WD, WW), the split ones counted
    /// as drawn (their score is the same).
    pub fn from_pentanomial([ll, ld, dd, wd, ww]: [u32; 5]) -> PairTally {
        PairTally {
            lost_both: ll,
            loss_and_draw: ld,
            drawn_both: dd,
            win_and_draw: wd,
            won_both: ww,
            ..PairTally::default()
        }
    }

    pub fn pairs(&self) -> u32 {
        self.pentanomial().iter().sum()
    }

    /// Pairs scoring one game of two: a win and a loss, or two draws.
    fn split(&self) -> u32 {
        self.white_won_both + self.black_won_both + self.drawn_both
    }

    /// The pentanomial counts: the pairs in which the first engine scored 0, 1/2, 1, 3/2 and 2
    /// games (LL, LD, DD or WL, WD, WW; names in [`PENTANOMIAL_NAMES`]).
    pub fn pentanomial(&self) -> [u32; 5] {
        [
            self.lost_both,
            self.loss_and_draw,
            self.split(),
            self.win_and_draw,
            self.won_both,
        ]
    }

    /// Each pentanomial class with its score as a fraction of the pair's two games (0, 1/4,
    /// 1/2, 3/4, 1): the scale of a game's score, so that a pair's expected value under an Elo
    /// difference is a game's.
    fn by_score(&self) -> [(f64, u32); 5] {
        let counts = self.pentanomial();
        std::array::from_fn(|class| (class as f64 / 4.0, counts[class]))
    }

    /// The first engine's mean score over the pairs (a fraction; 0.5 without pairs) and the
    /// pairs' variance around it, as a sample (divided by the number of pairs, as the GSPRT
    /// takes it; 0 without pairs).
    pub fn mean_and_variance(&self) -> (f64, f64) {
        let n = f64::from(self.pairs());
        if n == 0.0 {
            return (0.5, 0.0);
        }
        let counts = self.by_score();
        let mean = counts.iter().map(|&(s, c)| s * f64::from(c)).sum::<f64>() / n;
        let variance = counts
            .iter()
            .map(|&(s, c)| f64::from(c) * (s - mean).powi(2))
            .sum::<f64>()
            / n;
        (mean, variance)
    }

    /// The first engine's score over the pairs, and the half-width of its 95 % interval,
    /// 1.96 σ / √N from the pairs' variance σ² (0 without spread: no pairs, or all alike).
    pub fn score_interval(&self) -> (f64, f64) {
        let (mean, variance) = self.mean_and_variance();
        let n = f64::from(self.pairs());
        if n == 0.0 {
            return (mean, 0.0);
        }
        (mean, 1.96 * (variance / n).sqrt())
    }

    /// Elo difference of the first engine from the pairs' score, with the low and high ends of
    /// its 95 % interval (the score's interval mapped to Elo, as [`Tally::elo_interval`] does
    /// for games: an end is infinite where the score's reaches 0 or 1, both are without spread).
    ///
    /// [`Tally::elo_interval`]: crate::arena::Tally::elo_interval
    pub fn elo_interval(&self) -> (f64, f64, f64) {
        let (mean, margin) = self.score_interval();
        elo_bounds(self.pairs(), mean, margin)
    }

    /// The log-likelihood ratio of H1 (Elo difference `elo1`) against H0 (`elo0`) on the pairs:
    /// the generalised SPRT in the normal approximation that chess testing frameworks use for
    /// pentanomial results.
    ///
    /// Each pair's score x (0, 1/4, 1/2, 3/4 or 1 of its two games) is one sample. Under an Elo
    /// difference e a game's expected score is s(e) = 1 / (1 + 10^(-e/400)) (logistic Elo), and
    /// so is a pair's, the mean of two games. The sample's own variance σ² = Σ (x - x̄)² / N
    /// stands in for the unknown spread (the "generalised" of GSPRT: the nuisance parameter
    /// at its estimate). Taking each x as Normal(s, σ²), log L(s) = c - Σ (x - s)² / (2σ²), and
    ///
    /// ```text
    /// LLR = log L(s1) - log L(s0) = Σ [(x - s0)² - (x - s1)²] / (2σ²)
    ///     = Σ (s1 - s0)(2x - s0 - s1) / (2σ²)
    ///     = N (s1 - s0)(2x̄ - s0 - s1) / (2σ²)
    /// ```
    ///
    /// with s0 = s(elo0), s1 = s(elo1) and x̄ the mean. Counting a pair as 0..2 games instead
    /// scales x̄, s0, s1 by 2 and σ² by 4, so the ratio is the same. Where σ² is 0 (every
    /// pair scored alike, one pair, or none) the spread is unmeasured and the ratio is 0, not
    /// ±∞: no verdict rests on it.
    pub fn llr(&self, elo0: f64, elo1: f64) -> f64 {
        let (mean, variance) = self.mean_and_variance();
        let n = f64::from(self.pairs());
        if n == 0.0 || variance <= 0.0 {
            return 0.0;
        }
        let (s0, s1) = (score_from_elo(elo0), score_from_elo(elo1));
        n * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * variance)
    }

    /// One line for the match's final table: the pairs by kind, the split ones told apart.
    pub fn describe(&self) -> String {
        format!(
            "{} pairs: won both {}, lost both {}, split {} (white won both {}, black won both {}, \
             both drawn {}), a win and a draw {}, a loss and a draw {}",
            self.pairs(),
            self.won_both,
            self.lost_both,
            self.split(),
            self.white_won_both,
            self.black_won_both,
            self.drawn_both,
            self.win_and_draw,
            self.loss_and_draw,
        )
    }
}

/// `+9 ± 21` for an interval with both ends finite, `+9 (-30, +inf)` otherwise (`-0` shown as
/// `+0`).
pub fn describe_elo((elo, low, high): (f64, f64, f64)) -> String {
    let signed = |value: f64| {
        if value.is_infinite() {
            if value > 0.0 {
                "+inf".into()
            } else {
                "-inf".into()
            }
        } else {
            format!("{:+.0}", value.round() + 0.0)
        }
    };
    if low.is_finite() && high.is_finite() {
        format!("{} ± {:.0}", signed(elo), (high - low) / 2.0)
    } else {
        format!("{} ({}, {})", signed(elo), signed(low), signed(high))
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
    use crate::arena::Sprt;

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
        assert_eq!(tally.pentanomial(), [1, 1, 2, 0, 1]);
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

    fn close(actual: f64, expected: f64, within: f64) -> bool {
        (actual - expected).abs() <= within
    }

    /// 100 pairs: LL 0, LD 10, DD/WL 40, WD 30, WW 20, worked out by hand.
    #[test]
    fn known_counts_give_the_known_score_elo_interval_and_llr() {
        let tally = PairTally::from_pentanomial([0, 10, 40, 30, 20]);
        assert_eq!(tally.pairs(), 100);
        // mean = (10 × 1/4 + 40 × 1/2 + 30 × 3/4 + 20 × 1) / 100 = (2.5 + 20 + 22.5 + 20) / 100
        //      = 0.65
        // E[x²] = (10 × 1/16 + 40 × 1/4 + 30 × 9/16 + 20 × 1) / 100 = 47.5 / 100 = 0.475
        // σ² = 0.475 - 0.65² = 0.475 - 0.4225 = 0.0525
        let (mean, variance) = tally.mean_and_variance();
        assert!(close(mean, 0.65, 1e-12) && close(variance, 0.0525, 1e-12));
        // margin = 1.96 √(0.0525 / 100) = 1.96 × 0.0229129 = 0.0449092
        let (score, margin) = tally.score_interval();
        assert!(close(score, 0.65, 1e-12) && close(margin, 0.0449092, 1e-6));
        // Elo = -400 log10(0.35 / 0.65) = 400 log10(13 / 7) = 400 × 0.268845 = 107.54; the
        // interval's ends at scores 0.605091 and 0.694909: 400 log10(0.605091 / 0.394909) =
        // 74.13 and 400 log10(0.694909 / 0.305091) = 143.00.
        let (elo, low, high) = tally.elo_interval();
        assert!(close(elo, 107.54, 0.01), "{elo}");
        assert!(
            close(low, 74.13, 0.01) && close(high, 143.00, 0.01),
            "{low} {high}"
        );
        // elo0 = 0, elo1 = 30: s0 = 0.5, s1 = 1 / (1 + 10^(-30/400)) = 0.543066;
        // LLR = 100 × (0.543066 - 0.5) × (2 × 0.65 - 0.5 - 0.543066) / (2 × 0.0525)
        //     = 100 × 0.043066 × 0.256934 / 0.105 = 10.538
        assert!(
            close(tally.llr(0.0, 30.0), 10.538, 1e-3),
            "{}",
            tally.llr(0.0, 30.0)
        );
        // elo0 = 100, elo1 = 150: s0 = 0.640065, s1 = 0.703385;
        // LLR = 100 × 0.063320 × (1.3 - 1.343450) / 0.105 = -2.620
        assert!(close(tally.llr(100.0, 150.0), -2.620, 1e-3));
        assert_eq!(
            tally.pentanomial_line(Some(&Sprt::parse("0,30").unwrap())),
            "pairs LL 0 LD 10 DD/WL 40 WD 30 WW 20: score 65.0 % Elo +108 ± 34 (95 %), \
             LLR 10.54 [-2.94, 2.94]"
        );
    }

    /// An even match: 40 pairs LL 4, LD 8, DD/WL 16, WD 8, WW 4.
    #[test]
    fn an_even_match_has_no_elo_and_a_symmetric_score_interval() {
        let tally = PairTally::from_pentanomial([4, 8, 16, 8, 4]);
        // mean 0.5; σ² = (2 × 4 × 1/4 + 2 × 8 × 1/16) / 40 = 3 / 40 = 0.075
        let (mean, variance) = tally.mean_and_variance();
        assert!(close(mean, 0.5, 1e-12) && close(variance, 0.075, 1e-12));
        // margin = 1.96 √(0.075 / 40) = 1.96 × 0.0433013 = 0.0848705: scores 0.41513 to
        // 0.58487, Elo ∓400 log10(0.58487 / 0.41513) = ∓59.55
        let (elo, low, high) = tally.elo_interval();
        assert_eq!(elo, 0.0);
        assert!(
            close(high, 59.55, 0.01) && close(low, -high, 1e-9),
            "{low} {high}"
        );
        // elo0 = -10, elo1 = 10 straddle the mean: s0 + s1 = 1, so LLR = 0.
        assert!(close(tally.llr(-10.0, 10.0), 0.0, 1e-12));
        assert!(
            tally
                .pentanomial_line(None)
                .ends_with("score 50.0 % Elo +0 ± 60 (95 %)")
        );
    }

    /// Every pair drawn (or split): no spread, so no interval and no ratio, and no NaN.
    #[test]
    fn pairs_all_alike_have_zero_variance_without_nan() {
        for tally in [
            PairTally::from_pentanomial([0, 0, 30, 0, 0]),
            PairTally {
                white_won_both: 12,
                black_won_both: 8,
                ..PairTally::default()
            },
        ] {
            let (mean, variance) = tally.mean_and_variance();
            assert_eq!((mean, variance), (0.5, 0.0));
            assert_eq!(tally.score_interval(), (0.5, 0.0));
            assert_eq!(
                tally.elo_interval(),
                (0.0, f64::NEG_INFINITY, f64::INFINITY)
            );
            let llr = tally.llr(0.0, 30.0);
            assert_eq!(llr, 0.0);
            let line = tally.pentanomial_line(Some(&Sprt::parse("0,30").unwrap()));
            assert!(!line.contains("NaN"), "{line}");
            assert!(
                line.contains("Elo +0 (-inf, +inf) (95 %), LLR 0.00"),
                "{line}"
            );
        }
        // Won every pair: an infinite difference, still no NaN.
        let swept = PairTally::from_pentanomial([0, 0, 0, 0, 25]);
        assert_eq!(swept.elo_interval().0, f64::INFINITY);
        assert_eq!(swept.llr(0.0, 30.0), 0.0);
        assert!(swept.pentanomial_line(None).contains("Elo +inf"));
    }

    #[test]
    fn no_pairs_give_an_even_score_without_spread() {
        assert_eq!(PairTally::default().score_interval(), (0.5, 0.0));
        assert_eq!(PairTally::default().llr(0.0, 30.0), 0.0);
        let one = PairTally::of(&[game(0, true, Some(Color::Black))]);
        assert_eq!(one.pairs(), 0);
    }
}

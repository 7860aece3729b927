//! Match statistics: the games' score and Elo difference with a 95% interval, and the maths
//! of logistic Elo that the pairs (`pairs.rs`) and the SPRT (`sprt.rs`) share.

/// Wins, losses and draws of the first engine.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

/// Elo difference for an expected score.
pub fn elo_from_score(score: f64) -> f64 {
    let score = score.clamp(1e-6, 1.0 - 1e-6);
    -400.0 * (1.0 / score - 1.0).log10()
}

/// The expected score for an Elo difference (logistic Elo).
pub fn score_from_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The Elo difference of `samples` scoring `score` on average, with the low and high ends of
/// its 95% interval from the score's half-width `margin` (mapped to Elo, so not symmetric; an
/// end is infinite where the score's interval reaches 0 or 1). A score of 1 or 0 has an
/// infinite difference, and no samples or no spread (`margin` 0) an unbounded interval.
pub(crate) fn elo_bounds(samples: u32, score: f64, margin: f64) -> (f64, f64, f64) {
    let played = samples > 0;
    let elo = if played && score >= 1.0 {
        f64::INFINITY
    } else if played && score <= 0.0 {
        f64::NEG_INFINITY
    } else {
        // `+ 0.0` turns the -0 of an even score into 0.
        elo_from_score(score) + 0.0
    };
    if !played || margin <= 0.0 {
        return (elo, f64::NEG_INFINITY, f64::INFINITY);
    }
    let low = if score - margin <= 0.0 {
        f64::NEG_INFINITY
    } else {
        elo_from_score(score - margin)
    };
    let high = if score + margin >= 1.0 {
        f64::INFINITY
    } else {
        elo_from_score(score + margin)
    };
    (elo, low, high)
}

impl Tally {
    pub fn games(&self) -> u32 {
        self.wins + self.losses + self.draws
    }

    /// Points per game for the first engine (a draw is half).
    pub fn score(&self) -> f64 {
        if self.games() == 0 {
            return 0.5;
        }
        (self.wins as f64 + 0.5 * self.draws as f64) / self.games() as f64
    }

    /// Variance of one game's score around the mean.
    fn variance(&self) -> f64 {
        let n = self.games() as f64;
        if n == 0.0 {
            return 0.0;
        }
        let s = self.score();
        (self.wins as f64 * (1.0 - s).powi(2)
            + self.draws as f64 * (0.5 - s).powi(2)
            + self.losses as f64 * s.powi(2))
            / n
    }

    /// The half-width of the score's 95% interval from the games' spread.
    fn margin(&self) -> f64 {
        let n = self.games() as f64;
        if n == 0.0 {
            return 0.0;
        }
        1.96 * (self.variance() / n).sqrt()
    }

    /// Elo difference with the low and high ends of its 95% interval (the score's interval
    /// mapped to Elo, so not symmetric; an end is infinite where the score's interval reaches 0
    /// or 1). A match won or lost in every game has an infinite difference, and a match without
    /// spread (no games, or all results equal) an unbounded interval.
    pub fn elo_interval(&self) -> (f64, f64, f64) {
        elo_bounds(self.games(), self.score(), self.margin())
    }

    /// Elo difference and the half-width of its 95% interval.
    pub fn elo(&self) -> (f64, f64) {
        let n = self.games() as f64;
        let s = self.score();
        let elo = elo_from_score(s);
        if n == 0.0 || self.variance() == 0.0 {
            // No spread (no games, or all results equal): the interval is unbounded.
            return (elo, f64::INFINITY);
        }
        let margin = self.margin();
        let low = elo_from_score(s - margin);
        let high = elo_from_score(s + margin);
        (elo, (high - low) / 2.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arena::{PairTally, Sprt, SprtVerdict, summary_line};

    #[test]
    fn elo_matches_known_scores() {
        assert!(elo_from_score(0.5).abs() < 1e-9);
        assert!((elo_from_score(0.75) - 190.85).abs() < 0.1);
        let even = Tally {
            wins: 50,
            losses: 50,
            draws: 0,
        };
        let (elo, margin) = even.elo();
        assert!(
            elo.abs() < 1e-6 && margin > 50.0 && margin < 80.0,
            "{margin}"
        );
        let strong = Tally {
            wins: 90,
            losses: 10,
            draws: 0,
        };
        assert!(strong.elo().0 > 300.0);
    }

    #[test]
    fn elo_interval_brackets_the_estimate_and_is_unbounded_without_spread() {
        let tally = Tally {
            wins: 30,
            losses: 20,
            draws: 10,
        };
        let (elo, low, high) = tally.elo_interval();
        assert!((elo - elo_from_score(35.0 / 60.0)).abs() < 1e-9);
        assert!(low < elo && elo < high, "{low} {elo} {high}");
        assert!(low < 0.0 && high > 100.0, "{low} {high}");
        let (_, margin) = tally.elo();
        assert!(((high - low) / 2.0 - margin).abs() < 1e-9);
        let swept = Tally {
            wins: 4,
            losses: 0,
            draws: 0,
        };
        assert_eq!(
            swept.elo_interval(),
            (f64::INFINITY, f64::NEG_INFINITY, f64::INFINITY)
        );
        let lost = Tally {
            wins: 0,
            losses: 3,
            draws: 0,
        };
        assert_eq!(lost.elo_interval().0, f64::NEG_INFINITY);
        let drawn = Tally {
            wins: 0,
            losses: 0,
            draws: 2,
        };
        assert_eq!(
            drawn.elo_interval(),
            (0.0, f64::NEG_INFINITY, f64::INFINITY)
        );
        assert_eq!(Tally::default().elo_interval().0, 0.0);
        // 1-3-0: the score's interval goes below 0, so no lower Elo bound.
        let (elo, low, high) = Tally {
            wins: 1,
            losses: 3,
            draws: 0,
        }
        .elo_interval();
        assert!(elo < 0.0 && high.is_finite() && high > 0.0, "{elo} {high}");
        assert_eq!(low, f64::NEG_INFINITY);
    }

    #[test]
    fn summary_line_has_fixed_fields_the_pentanomial_counts_and_the_sprt_verdict() {
        let tally = Tally {
            wins: 30,
            losses: 20,
            draws: 10,
        };
        let split = PairTally::from_pentanomial([2, 4, 14, 6, 4]);
        let line = summary_line(&tally, &split, None);
        let fields: Vec<&str> = line.split(' ').collect();
        assert_eq!(fields.len(), 16, "{line}");
        assert_eq!(&fields[..4], ["30", "20", "10", "0.5833"]);
        let numbers: Vec<f64> = fields[4..7].iter().map(|f| f.parse().unwrap()).collect();
        let (elo, low, high) = tally.elo_interval();
        for (number, expected) in numbers.iter().zip([elo, low, high]) {
            assert!((number - expected).abs() <= 0.05, "{line}");
        }
        assert_eq!(&fields[7..12], ["2", "4", "14", "6", "4"]);
        // (4 × 1/4 + 14 × 1/2 + 6 × 3/4 + 4) / 30 = 16.5 / 30
        assert_eq!(fields[12], "0.5500");
        let numbers: Vec<f64> = fields[13..].iter().map(|f| f.parse().unwrap()).collect();
        let (elo, low, high) = split.elo_interval();
        for (number, expected) in numbers.iter().zip([elo, low, high]) {
            assert!((number - expected).abs() <= 0.05, "{line}");
        }
        assert_eq!(
            summary_line(
                &Tally {
                    wins: 2,
                    losses: 0,
                    draws: 0
                },
                &PairTally::from_pentanomial([0, 0, 0, 0, 1]),
                None
            ),
            "2 0 0 1.0000 inf -inf inf 0 0 0 0 1 1.0000 inf -inf inf"
        );
        assert_eq!(
            summary_line(&Tally::default(), &PairTally::default(), None),
            "0 0 0 0.5000 0.0 -inf inf 0 0 0 0 0 0.5000 0.0 -inf inf"
        );
        let sprt = Sprt::parse("0,30").unwrap();
        let line = summary_line(&tally, &split, Some(&sprt));
        let fields: Vec<&str> = line.split(' ').collect();
        assert_eq!(fields.len(), 20, "{line}");
        assert_eq!(fields[17..19], ["-2.944", "2.944"]);
        let llr: f64 = fields[16].parse().unwrap();
        assert!((llr - split.llr(0.0, 30.0)).abs() < 1e-3, "{line}");
        assert_eq!(fields[19], "continue");
        let decided = PairTally::from_pentanomial([5, 10, 40, 30, 20]);
        assert!(summary_line(&tally, &decided, Some(&sprt)).ends_with(" H1"));
        let refuted = PairTally::from_pentanomial([20, 30, 40, 10, 5]);
        assert!(summary_line(&tally, &refuted, Some(&sprt)).ends_with(" H0"));
    }

    #[test]
    fn sprt_accepts_the_right_hypothesis_on_enough_pairs() {
        let sprt = Sprt::parse("0,30").unwrap();
        assert_eq!(
            sprt.verdict(&PairTally::from_pentanomial([5, 10, 40, 30, 20])),
            SprtVerdict::AcceptH1
        );
        assert_eq!(
            sprt.verdict(&PairTally::from_pentanomial([20, 30, 40, 10, 5])),
            SprtVerdict::AcceptH0
        );
        assert_eq!(
            sprt.verdict(&PairTally::from_pentanomial([4, 8, 16, 8, 4])),
            SprtVerdict::Continue
        );
        // A streak at the start is not a verdict, however large its LLR looks...
        let streak = PairTally::from_pentanomial([0, 0, 1, 0, 6]);
        assert!(sprt.llr(&streak) > sprt.bounds().1, "{}", sprt.llr(&streak));
        assert_eq!(sprt.verdict(&streak), SprtVerdict::Continue);
        // ...but the same rate kept up over enough pairs is.
        assert_eq!(
            sprt.verdict(&PairTally::from_pentanomial([0, 0, 3, 0, 18])),
            SprtVerdict::AcceptH1
        );
        // Pairs all alike have no spread: no ratio, no verdict, however many.
        assert_eq!(
            sprt.verdict(&PairTally::from_pentanomial([0, 0, 0, 0, 50])),
            SprtVerdict::Continue
        );
    }

    #[test]
    fn sprt_settings_are_parsed_and_equal_or_reversed_hypotheses_refused() {
        let sprt = Sprt::parse("-5,5,0.1,0.2").unwrap();
        assert_eq!(
            sprt,
            Sprt {
                elo0: -5.0,
                elo1: 5.0,
                alpha: 0.1,
                beta: 0.2
            }
        );
        // ln(0.2 / 0.9) and ln(0.8 / 0.1)
        let (lower, upper) = sprt.bounds();
        assert!((lower - (-1.504077)).abs() < 1e-6 && (upper - 2.079442).abs() < 1e-6);
        assert!(Sprt::parse("10,10").is_err(), "elo0 == elo1");
        assert!(Sprt::parse("10,5").is_err());
        assert!(Sprt::parse("0,NaN").is_err());
        assert!(Sprt::parse("0,5,0.5,0.05").is_err());
        assert!(Sprt::parse("0,5,0.05").is_err());
        assert!(Sprt::parse("x").is_err());
    }
}

//! Match statistics: score, Elo difference with a 95% interval, and a sequential probability
//! ratio test (normal approximation of the trinomial score, as chess testing frameworks do).

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

fn score_from_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
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

    /// Elo difference with the low and high ends of its 95% interval (the score's interval
    /// mapped to Elo, so not symmetric; an end is infinite where the score's interval reaches 0
    /// or 1). A match won or lost in every game has an infinite difference, and a match without
    /// spread (no games, or all results equal) an unbounded interval.
    pub fn elo_interval(&self) -> (f64, f64, f64) {
        let n = self.games() as f64;
        let s = self.score();
        let elo = if n > 0.0 && s >= 1.0 {
            f64::INFINITY
        } else if n > 0.0 && s <= 0.0 {
            f64::NEG_INFINITY
        } else {
            // `+ 0.0` turns the -0 of an even score into 0.
            elo_from_score(s) + 0.0
        };
        if n == 0.0 || self.variance() == 0.0 {
            return (elo, f64::NEG_INFINITY, f64::INFINITY);
        }
        let margin = 1.96 * (self.variance() / n).sqrt();
        // A score interval reaching 0 or 1 has no Elo bound on that side.
        let low = if s - margin <= 0.0 {
            f64::NEG_INFINITY
        } else {
            elo_from_score(s - margin)
        };
        let high = if s + margin >= 1.0 {
            f64::INFINITY
        } else {
            elo_from_score(s + margin)
        };
        (elo, low, high)
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
        let margin = 1.96 * (self.variance() / n).sqrt();
        let low = elo_from_score(s - margin);
        let high = elo_from_score(s + margin);
        (elo, (high - low) / 2.0)
    }

    /// Log-likelihood ratio of "elo1" against "elo0".
    pub fn llr(&self, elo0: f64, elo1: f64) -> f64 {
        let n = self.games() as f64;
        let variance = self.variance();
        if n == 0.0 || variance <= 0.0 {
            return 0.0;
        }
        let (s0, s1) = (score_from_elo(elo0), score_from_elo(elo1));
        (s1 - s0) * (2.0 * self.score() - s0 - s1) / (2.0 * variance / n)
    }
}

/// Games an SPRT plays before it may stop.
pub const SPRT_MIN_GAMES: u32 = 40;

/// SPRT settings: hypotheses H0 = `elo0`, H1 = `elo1`, error rates `alpha`, `beta`.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
    pub alpha: f64,
    pub beta: f64,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SprtVerdict {
    AcceptH0,
    AcceptH1,
    Continue,
}

impl SprtVerdict {
    /// One word for summaries: `H0`, `H1` or `continue`.
    pub fn word(self) -> &'static str {
        match self {
            SprtVerdict::AcceptH0 => "H0",
            SprtVerdict::AcceptH1 => "H1",
            SprtVerdict::Continue => "continue",
        }
    }
}

/// The match's result as one machine-readable line (the arena's `--summary FILE`), fields
/// separated by spaces: `wins losses draws score elo elo_low elo_high` (score as a fraction,
/// Elo of the first engine with its 95% interval, `inf` / `-inf` where unbounded), and with an
/// SPRT `llr llr_low llr_high verdict` after them (verdict `H0`, `H1` or `continue`).
pub fn summary_line(tally: &Tally, sprt: Option<&Sprt>) -> String {
    let (elo, low, high) = tally.elo_interval();
    let mut line = format!(
        "{} {} {} {:.4} {:.1} {:.1} {:.1}",
        tally.wins,
        tally.losses,
        tally.draws,
        tally.score(),
        elo,
        low,
        high
    );
    if let Some(sprt) = sprt {
        let (lower, upper) = sprt.bounds();
        line.push_str(&format!(
            " {:.3} {:.3} {:.3} {}",
            tally.llr(sprt.elo0, sprt.elo1) + 0.0,
            lower,
            upper,
            sprt.verdict(tally).word()
        ));
    }
    line
}

impl Sprt {
    /// Parses `elo0,elo1[,alpha,beta]` (alpha and beta default to 0.05).
    pub fn parse(text: &str) -> Result<Sprt, String> {
        let numbers: Result<Vec<f64>, _> =
            text.split(',').map(|t| t.trim().parse::<f64>()).collect();
        let numbers = numbers.map_err(|_| format!("bad SPRT `{text}` (elo0,elo1[,alpha,beta])"))?;
        let (elo0, elo1, alpha, beta) = match numbers.as_slice() {
            [a, b] => (*a, *b, 0.05, 0.05),
            [a, b, c, d] => (*a, *b, *c, *d),
            _ => return Err(format!("bad SPRT `{text}` (elo0,elo1[,alpha,beta])")),
        };
        if !(0.0 < alpha && alpha < 0.5 && 0.0 < beta && beta < 0.5) || elo0 >= elo1 {
            return Err(format!(
                "bad SPRT `{text}`: need elo0 < elo1 and 0 < alpha, beta < 0.5"
            ));
        }
        Ok(Sprt {
            elo0,
            elo1,
            alpha,
            beta,
        })
    }

    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    pub fn verdict(&self, tally: &Tally) -> SprtVerdict {
        // The LLR's normal approximation uses the sample's own variance, which a short streak
        // makes tiny (12-1 after 13 games read as LLR 3.2): no verdict on so few games.
        if tally.games() < SPRT_MIN_GAMES {
            return SprtVerdict::Continue;
        }
        let llr = tally.llr(self.elo0, self.elo1);
        let (lower, upper) = self.bounds();
        if llr >= upper {
            SprtVerdict::AcceptH1
        } else if llr <= lower {
            SprtVerdict::AcceptH0
        } else {
            SprtVerdict::Continue
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn summary_line_has_fixed_fields_and_the_sprt_verdict() {
        let tally = Tally {
            wins: 30,
            losses: 20,
            draws: 10,
        };
        let line = summary_line(&tally, None);
        let fields: Vec<&str> = line.split(' ').collect();
        assert_eq!(fields.len(), 7, "{line}");
        assert_eq!(&fields[..4], ["30", "20", "10", "0.5833"]);
        let numbers: Vec<f64> = fields[4..].iter().map(|f| f.parse().unwrap()).collect();
        let (elo, low, high) = tally.elo_interval();
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
                None
            ),
            "2 0 0 1.0000 inf -inf inf"
        );
        assert_eq!(
            summary_line(&Tally::default(), None),
            "0 0 0 0.5000 0.0 -inf inf"
        );
        let sprt = Sprt::parse("0,30").unwrap();
        let line = summary_line(&tally, Some(&sprt));
        let fields: Vec<&str> = line.split(' ').collect();
        assert_eq!(fields.len(), 11, "{line}");
        assert_eq!(fields[8..10], ["-2.944", "2.944"]);
        let llr: f64 = fields[7].parse().unwrap();
        assert!((llr - tally.llr(0.0, 30.0)).abs() < 1e-3, "{line}");
        assert_eq!(fields[10], "continue");
        let decided = Tally {
            wins: 300,
            losses: 100,
            draws: 0,
        };
        assert!(summary_line(&decided, Some(&sprt)).ends_with(" H1"));
        let refuted = Tally {
            wins: 100,
            losses: 300,
            draws: 0,
        };
        assert!(summary_line(&refuted, Some(&sprt)).ends_with(" H0"));
    }

    #[test]
    fn sprt_accepts_the_right_hypothesis() {
        let sprt = Sprt::parse("0,50").unwrap();
        assert_eq!(
            sprt.verdict(&Tally {
                wins: 300,
                losses: 100,
                draws: 0
            }),
            SprtVerdict::AcceptH1
        );
        assert_eq!(
            sprt.verdict(&Tally {
                wins: 100,
                losses: 300,
                draws: 0
            }),
            SprtVerdict::AcceptH0
        );
        assert_eq!(
            sprt.verdict(&Tally {
                wins: 3,
                losses: 2,
                draws: 0
            }),
            SprtVerdict::Continue
        );
        // A streak at the start is not a verdict, however large its LLR looks...
        let streak = Tally {
            wins: 12,
            losses: 1,
            draws: 0,
        };
        assert!(streak.llr(0.0, 30.0) > sprt.bounds().1);
        assert_eq!(
            Sprt::parse("0,30").unwrap().verdict(&streak),
            SprtVerdict::Continue
        );
        // ...but the same rate kept up over enough games is.
        let kept_up = Tally {
            wins: 36,
            losses: 4,
            draws: 0,
        };
        assert_eq!(
            Sprt::parse("0,30").unwrap().verdict(&kept_up),
            SprtVerdict::AcceptH1
        );
        assert!(Sprt::parse("10,5").is_err());
        assert!(Sprt::parse("x").is_err());
    }
}

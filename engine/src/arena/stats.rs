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
        assert!(Sprt::parse("10,5").is_err());
        assert!(Sprt::parse("x").is_err());
    }
}

//! The sequential probability ratio test of a match: its settings and verdict, on the opening
//! pairs (the pentanomial GSPRT of [`PairTally::llr`]: the pairs, not the games, are a paired
//! match's independent samples), and the match's result as lines to print and to keep.

use crate::arena::pairs::{PENTANOMIAL_NAMES, PairTally, describe_elo};
use crate::arena::stats::Tally;

/// Complete pairs an SPRT plays before it may stop (40 games).
pub const SPRT_MIN_PAIRS: u32 = 20;

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
/// separated by spaces:
///
/// ```text
/// wins losses draws score elo elo_low elo_high  LL LD DD/WL WD WW pair_score pair_elo pair_elo_low pair_elo_high  [llr llr_low llr_high verdict]
/// ```
///
/// The games first (score as a fraction, Elo of the first engine with its 95% interval, `inf` /
/// `-inf` where unbounded), then the complete pairs: the pentanomial counts (pairs scoring 0,
/// 1/2, 1, 3/2 and 2 games) and the score and Elo interval over them; with an SPRT, its
/// log-likelihood ratio on the pairs, its bounds and the verdict (`H0`, `H1` or `continue`).
pub fn summary_line(tally: &Tally, pairs: &PairTally, sprt: Option<&Sprt>) -> String {
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
    for count in pairs.pentanomial() {
        line.push_str(&format!(" {count}"));
    }
    let (pair_score, _) = pairs.score_interval();
    let (elo, low, high) = pairs.elo_interval();
    line.push_str(&format!(" {pair_score:.4} {elo:.1} {low:.1} {high:.1}"));
    if let Some(sprt) = sprt {
        let (lower, upper) = sprt.bounds();
        line.push_str(&format!(
            " {:.3} {:.3} {:.3} {}",
            sprt.llr(pairs) + 0.0,
            lower,
            upper,
            sprt.verdict(pairs).word()
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
        // Comparisons with NaN are false, so NaN is refused too.
        let ordered = elo0 < elo1 && elo0.is_finite() && elo1.is_finite();
        let rates = 0.0 < alpha && alpha < 0.5 && 0.0 < beta && beta < 0.5;
        if !(rates && ordered) {
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

    /// Wald's bounds on the log-likelihood ratio: ln(beta / (1 - alpha)) below which H0 is
    /// accepted and ln((1 - beta) / alpha) above which H1 is.
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The log-likelihood ratio of H1 against H0 on the complete pairs.
    pub fn llr(&self, pairs: &PairTally) -> f64 {
        pairs.llr(self.elo0, self.elo1)
    }

    pub fn verdict(&self, pairs: &PairTally) -> SprtVerdict {
        // The LLR's normal approximation uses the sample's own variance, which a short streak
        // makes tiny (six pairs won twice and one drawn twice read as LLR 4.0 against 0,30): no
        // verdict on so few pairs.
        if pairs.pairs() < SPRT_MIN_PAIRS {
            return SprtVerdict::Continue;
        }
        let llr = self.llr(pairs);
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

impl PairTally {
    /// The pentanomial line: `pairs LL 3 LD 5 DD/WL 20 WD 6 WW 4: score 51.3 % Elo +9 ± 21
    /// (95 %)`, with `, LLR 0.42 [-2.94, 2.94]` after it under an SPRT.
    pub fn pentanomial_line(&self, sprt: Option<&Sprt>) -> String {
        let counts: Vec<String> = PENTANOMIAL_NAMES
            .iter()
            .zip(self.pentanomial())
            .map(|(name, count)| format!("{name} {count}"))
            .collect();
        let (score, _) = self.score_interval();
        let mut line = format!(
            "pairs {}: score {:.1} % Elo {} (95 %)",
            counts.join(" "),
            100.0 * score,
            describe_elo(self.elo_interval())
        );
        if let Some(sprt) = sprt {
            let (lower, upper) = sprt.bounds();
            line.push_str(&format!(
                ", LLR {:.2} [{lower:.2}, {upper:.2}]",
                self.llr(sprt.elo0, sprt.elo1) + 0.0
            ));
        }
        line
    }
}

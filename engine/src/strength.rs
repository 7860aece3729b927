//! The strength scale: one number from 0 (the weakest seed rung) to 100 (Master), and how a player
//! at each point plays. The bottom fifth belongs to the seed write-ups' move pickers (0, 10 and
//! 20 are the three rungs; between two rungs each move comes from the stronger one with a chance
//! that grows with the number). From 20 to 40 the full engine takes over from the strongest rung
//! the same way, move by move. From 40 the full engine plays every move, weakened the ways a
//! person is: it searches fewer nodes, it chooses among its few best lines by their scores with
//! some noise, and it now and then misses a long threat sequence. Its moves still make a five,
//! block a four and never pick a line proven lost while another is not.
//!
//! The Elo of each point comes from arena matches (`docs/strength.md`), anchored at 0 = 0 Elo.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::search::FULL_VCF_PLIES;

/// A point on the strength scale, 0 to [`Strength::MAX`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Strength(u8);

/// A strength outside 0-100, or text that is not one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadStrength(pub String);

impl fmt::Display for BadStrength {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "strength must be a whole number from 0 to {}, got `{}`",
            Strength::MAX.0,
            self.0
        )
    }
}

impl std::error::Error for BadStrength {}

impl Strength {
    pub const MIN: Strength = Strength(0);
    /// Master: the full engine at the caller's limits.
    pub const MAX: Strength = Strength(100);
    /// The three seed rungs: the Java Swing post, the eight-direction article, the forum answer.
    pub const SEED_RUNGS: [Strength; 3] = [Strength(0), Strength(10), Strength(20)];

    pub fn new(value: u8) -> Result<Strength, BadStrength> {
        if value <= Strength::MAX.0 {
            Ok(Strength(value))
        } else {
            Err(BadStrength(value.to_string()))
        }
    }

    /// The nearest strength to `value`, clamped to the scale.
    pub fn clamped(value: i64) -> Strength {
        Strength(value.clamp(0, i64::from(Strength::MAX.0)) as u8)
    }

    pub fn get(self) -> u8 {
        self.0
    }

    /// Estimated Elo on the scale anchored at strength 0 = 0, interpolated between the measured
    /// points of [`CALIBRATION`].
    pub fn elo(self) -> i32 {
        let s = i32::from(self.0);
        let mut previous = CALIBRATION[0];
        for &(point, elo) in CALIBRATION.iter() {
            let point = i32::from(point);
            if s <= point {
                let (p0, e0) = (i32::from(previous.0), previous.1);
                if point == p0 {
                    return elo;
                }
                return e0 + (elo - e0) * (s - p0) / (point - p0);
            }
            previous = (point as u8, elo);
        }
        previous.1
    }

    /// The lowest strength whose estimate reaches `elo` (the top of the scale if none does).
    pub fn for_elo(elo: i32) -> Strength {
        (0..=Strength::MAX.0)
            .map(Strength)
            .find(|s| s.elo() >= elo)
            .unwrap_or(Strength::MAX)
    }

    /// How a player at this strength chooses its moves.
    pub(crate) fn play(self) -> Play {
        let s = self.0;
        match s {
            0..=9 => Play::Seeds {
                lower: SeedRung::WeightArrays,
                upper: SeedRung::RunTables,
                upper_share: f64::from(s) / 10.0,
            },
            10..=19 => Play::Seeds {
                lower: SeedRung::RunTables,
                upper: SeedRung::ShapeRules,
                upper_share: f64::from(s - 10) / 10.0,
            },
            20 => Play::Seeds {
                lower: SeedRung::ShapeRules,
                upper: SeedRung::ShapeRules,
                upper_share: 1.0,
            },
            21..=39 => Play::Blend {
                engine: Weakened::at(ENGINE_FROM),
                // Squared, so the first engine moves (which gain the most) come in slowly.
                engine_share: (f64::from(s - 20) / 20.0).powi(2),
            },
            100.. => Play::Full,
            _ => Play::Engine(Weakened::at(s)),
        }
    }
}

/// The measured points of the scale: (strength, Elo above strength 0), a Bradley-Terry fit of
/// arena games between neighbouring points and the named levels, each point on its own node
/// budget (the games and the fit: docs/tuning.md). Between them the estimate is linear.
pub const CALIBRATION: &[(u8, i32)] = &[
    (0, 0),
    (10, 146),
    (20, 245),
    (30, 372),
    (32, 423),
    (34, 587),
    (40, 690),
    (50, 909),
    (52, 985),
    (60, 1174),
    (69, 1384),
    (70, 1459),
    (80, 1685),
    (90, 1865),
    (100, 1974),
];

impl fmt::Display for Strength {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl FromStr for Strength {
    type Err = BadStrength;

    fn from_str(text: &str) -> Result<Strength, BadStrength> {
        text.trim()
            .parse::<u8>()
            .map_err(|_| BadStrength(text.to_string()))
            .and_then(Strength::new)
    }
}

impl TryFrom<u8> for Strength {
    type Error = BadStrength;

    fn try_from(value: u8) -> Result<Strength, BadStrength> {
        Strength::new(value)
    }
}

impl From<Strength> for u8 {
    fn from(strength: Strength) -> u8 {
        strength.0
    }
}

/// A person's results against one strength.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Tally {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

impl Tally {
    pub fn games(&self) -> u32 {
        self.wins + self.losses + self.draws
    }
}

/// What [`suggest`] proposes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Suggestion {
    /// The person's rating estimated from the results, on the scale's Elo.
    pub player_elo: i32,
    /// The strength to play next: a little above the estimate, where the person should score
    /// about 40 %.
    pub strength: Strength,
    /// Games the estimate rests on.
    pub games: u32,
}

/// Elo above the person's estimate that the suggestion aims at (a 40 % expected score).
const SUGGEST_ABOVE: f64 = 70.0;

/// The rating that best explains `results` (a maximum-likelihood fit over the opponents'
/// calibrated Elo, with one virtual draw against the strongest strength played so that all wins
/// or all losses still give a finite estimate), and the strength to try next. `None` without a
/// finished game.
pub fn suggest(results: impl IntoIterator<Item = (Strength, Tally)>) -> Option<Suggestion> {
    let mut played: Vec<(f64, Tally)> = results
        .into_iter()
        .filter(|(_, tally)| tally.games() > 0)
        .map(|(strength, tally)| (f64::from(strength.elo()), tally))
        .collect();
    let games: u32 = played.iter().map(|(_, t)| t.games()).sum();
    let anchor = played.iter().map(|(elo, _)| *elo).fold(f64::MIN, f64::max);
    if played.is_empty() {
        return None;
    }
    played.push((
        anchor,
        Tally {
            wins: 0,
            losses: 0,
            draws: 1,
        },
    ));
    let expected = |rating: f64, elo: f64| 1.0 / (1.0 + 10f64.powf((elo - rating) / 400.0));
    // The score is monotone in the rating: bisect for observed = expected.
    let observed: f64 = played
        .iter()
        .map(|(_, t)| f64::from(t.wins) + f64::from(t.draws) / 2.0)
        .sum();
    let (mut low, mut high) = (-1_000.0, 4_000.0);
    for _ in 0..60 {
        let mid = (low + high) / 2.0;
        let score: f64 = played
            .iter()
            .map(|(elo, t)| f64::from(t.games()) * expected(mid, *elo))
            .sum();
        if score < observed {
            low = mid;
        } else {
            high = mid;
        }
    }
    let player_elo = (low + high) / 2.0;
    Some(Suggestion {
        player_elo: player_elo.round() as i32,
        strength: Strength::for_elo((player_elo + SUGGEST_ABOVE).round() as i32),
        games,
    })
}

/// The lowest strength at which the engine plays every move.
const ENGINE_FROM: u8 = 40;

/// The seed write-ups' move pickers, weakest first.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum SeedRung {
    /// Seed 003 (the Java Swing blog): two weight arrays, greedy. The Beginner level.
    WeightArrays,
    /// Seed 001 (the eight-direction article): run counts scored with its first / second mover
    /// tables, greedy.
    RunTables,
    /// Seed 002 (the Visual C++ forum answer): shape-rule scores, then alpha-beta over the few
    /// best candidates.
    ShapeRules,
}

/// How a strength plays.
#[derive(Copy, Clone, Debug, PartialEq)]
pub(crate) enum Play {
    /// Each move from `upper` with probability `upper_share`, else from `lower`.
    Seeds {
        lower: SeedRung,
        upper: SeedRung,
        upper_share: f64,
    },
    /// Each move from the weakened engine with probability `engine_share`, else from the
    /// strongest seed rung.
    Blend { engine: Weakened, engine_share: f64 },
    /// The full engine, weakened.
    Engine(Weakened),
    /// The full engine at the caller's limits.
    Full,
}

/// The full engine's handicaps at one strength between the seed rungs and Master.
#[derive(Copy, Clone, Debug, PartialEq)]
pub(crate) struct Weakened {
    /// Nodes a move (one thread).
    pub nodes: u64,
    /// Best lines searched (multi-PV) to choose among.
    pub lines: usize,
    /// Softmax temperature over the lines' scores, in evaluation units.
    pub temperature: f64,
    /// Lines scoring more than this below the best are never chosen.
    pub margin: i32,
    /// Chance that the root looks for a win by threes and fours (VCT) on a move.
    pub vct_chance: f64,
    /// Longest forced-four sequence the root looks for.
    pub vcf_plies: u32,
}

impl Weakened {
    /// The handicaps at strength `s` ([`ENGINE_FROM`] to 99): each eased smoothly as `s` rises.
    fn at(s: u8) -> Weakened {
        // t runs from 0 (the engine's weakest) to just below 1 (strength 99).
        let from = f64::from(ENGINE_FROM);
        let t = ((f64::from(s) - from) / (100.0 - from)).clamp(0.0, 1.0);
        let nodes = (1_000.0 * 2f64.powf(10.5 * t)).round() as u64;
        let lines = if t < 0.5 {
            4
        } else if t < 0.8 {
            3
        } else {
            2
        };
        let temperature = 5.0 + 150.0 * (1.0 - t).powf(1.5);
        let margin = (20.0 + 400.0 * (1.0 - t).powf(1.5)).round() as i32;
        let vct_chance = t.powf(1.5);
        let vcf_plies = (3.0 + 38.0 * t.powf(1.5)).round() as u32;
        Weakened {
            nodes,
            lines,
            temperature,
            margin,
            vct_chance,
            vcf_plies: vcf_plies.min(FULL_VCF_PLIES),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_refuses() {
        assert_eq!("42".parse::<Strength>(), Ok(Strength(42)));
        assert_eq!(" 100 ".parse::<Strength>(), Ok(Strength::MAX));
        assert!("101".parse::<Strength>().is_err());
        assert!("-1".parse::<Strength>().is_err());
        assert!("strong".parse::<Strength>().is_err());
        let error = "7x".parse::<Strength>().unwrap_err().to_string();
        assert!(
            error.contains("0 to 100") && error.contains("7x"),
            "{error}"
        );
        assert_eq!(Strength::clamped(250), Strength::MAX);
        assert_eq!(Strength::clamped(-3), Strength::MIN);
    }

    #[test]
    fn serialises_as_a_number_and_refuses_out_of_range() {
        assert_eq!(serde_json::to_string(&Strength(37)).unwrap(), "37");
        assert_eq!(
            serde_json::from_str::<Strength>("37").unwrap(),
            Strength(37)
        );
        assert!(serde_json::from_str::<Strength>("120").is_err());
    }

    #[test]
    fn elo_rises_with_strength_and_inverts() {
        let elos: Vec<i32> = (0..=100).map(|s| Strength(s).elo()).collect();
        assert_eq!(elos[0], 0);
        assert!(elos.windows(2).all(|w| w[0] <= w[1]), "{elos:?}");
        for s in [0u8, 20, 55, 100] {
            let elo = Strength(s).elo();
            assert!(Strength::for_elo(elo) <= Strength(s));
            assert_eq!(Strength::for_elo(elo).elo(), elo);
        }
        assert_eq!(Strength::for_elo(i32::MAX), Strength::MAX);
    }

    #[test]
    fn suggestions_follow_the_results() {
        let tally = |wins, losses, draws| Tally {
            wins,
            losses,
            draws,
        };
        assert_eq!(suggest([]), None);
        assert_eq!(suggest([(Strength(30), Tally::default())]), None);
        // Winning every game at 30 suggests something stronger; losing every one, weaker.
        let up = suggest([(Strength(30), tally(5, 0, 0))]).unwrap();
        assert!(
            up.strength > Strength(30) && up.player_elo > Strength(30).elo(),
            "{up:?}"
        );
        assert_eq!(up.games, 5);
        let down = suggest([(Strength(30), tally(0, 5, 0))]).unwrap();
        assert!(down.strength < Strength(30), "{down:?}");
        // Even results suggest about the same strength, a little above.
        let even = suggest([(Strength(60), tally(3, 3, 0))]).unwrap();
        assert!(
            (Strength(61)..=Strength(66)).contains(&even.strength),
            "{even:?}"
        );
        // More wins higher up move the estimate further.
        let more = suggest([
            (Strength(30), tally(5, 0, 0)),
            (Strength(50), tally(4, 1, 0)),
        ])
        .unwrap();
        assert!(more.player_elo > up.player_elo, "{more:?} {up:?}");
    }

    #[test]
    fn handicaps_ease_as_strength_rises() {
        let mut previous = Weakened::at(ENGINE_FROM);
        for s in ENGINE_FROM + 1..100 {
            let now = Weakened::at(s);
            assert!(now.nodes >= previous.nodes, "nodes at {s}");
            assert!(now.lines <= previous.lines, "lines at {s}");
            assert!(
                now.temperature <= previous.temperature,
                "temperature at {s}"
            );
            assert!(now.margin <= previous.margin, "margin at {s}");
            assert!(now.vct_chance >= previous.vct_chance, "vct at {s}");
            assert!(now.vcf_plies >= previous.vcf_plies, "vcf at {s}");
            previous = now;
        }
        assert_eq!(
            Strength(0).play(),
            Play::Seeds {
                lower: SeedRung::WeightArrays,
                upper: SeedRung::RunTables,
                upper_share: 0.0
            }
        );
        assert_eq!(Strength::MAX.play(), Play::Full);
    }
}
